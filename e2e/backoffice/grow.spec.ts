import { expect, test } from '../support/backoffice-fixtures.js';
import { expectAccessible } from '../support/a11y.js';

test('/grow shows the first-party analytics: events, page views by day and the most viewed pages', async ({ adminPage: page, request }) => {
  const now = new Date().toISOString();
  const page_path = `/project/grow-${Date.now()}`;
  const sent = await request.post('/api/analytics/events', {
    data: JSON.stringify({
      events: [
        { name: 'page_view', path: page_path, at: now },
        { name: 'page_view', path: page_path, at: now },
        { name: 'login_start', path: '/login', at: now },
      ],
    }),
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  });
  expect(await sent.json()).toEqual({ stored: 3 });

  await page.goto('/backoffice/grow');
  await expect(page.getByRole('heading', { level: 1, name: 'Grow: first-party analytics' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Events' })).toContainText('Logins started');
  await expect(page.getByRole('table', { name: 'Most viewed pages' }).getByRole('row', { name: new RegExp(page_path) })).toContainText('2');
  await expect(page.getByRole('table', { name: 'Page views by day' })).toContainText(now.slice(0, 10));
  // The react-admin app bar is the shared layout's (see contact-messages.spec.ts): checked apart from it.
  await expectAccessible(page, { exclude: ['header'] });
});
