import { expect, FIRST_PAGE_TIMEOUT, test } from '../support/backoffice-fixtures.js';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';
import { layout } from '../support/backoffice-layout.js';
import { reportPage } from '../support/backoffice-report-page.js';

const today = () => new Date().toISOString().slice(0, 10);

test('a sales member opens /grow: sign-ups by source from the attribution cookies, the funnel, the analytics, and the CSV', async ({
  salesPage: page,
  request,
}) => {
  // A visitor who arrived on a shared link signs up: the cookies ride the sign-up request.
  const signup = await request.post('/api/users', {
    data: { email: `grow-${Date.now()}@example.test`, password: 'correct-horse-42', first_name: 'Gwen', last_name: 'Grow' },
    headers: { cookie: 'starting_project_id=1; forced_share_profile_id=2' },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const now = new Date().toISOString();
  const pagePath = `/project/grow-${Date.now()}`;
  const sent = await request.post('/api/analytics/events', {
    data: JSON.stringify({
      events: [
        { name: 'page_view', path: pagePath, at: now },
        { name: 'page_view', path: pagePath, at: now },
        { name: 'login_start', path: '/login', at: now },
      ],
    }),
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  });
  expect(await sent.json()).toEqual({ stored: 3 });

  // The public site's /grow opens the back-office's, listed in the Sales group.
  await page.goto('/grow');
  await expect(page).toHaveURL(/\/backoffice\/grow$/);
  await expect(layout(page).menuItem('Grow')).toBeVisible({ timeout: FIRST_PAGE_TIMEOUT });

  const grow = reportPage(page, '/grow');
  await grow.navigate({ datestart: today(), dateend: today() });
  await expect(grow.heading).toHaveText('Grow');
  const bySource = page.getByRole('table', { name: 'Sign-ups by source' });
  await expect(bySource.getByRole('row', { name: /Shared link/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Activation funnel' })).toContainText('Second gift or monthly');
  await expect(page.getByRole('table', { name: 'Events' })).toContainText('Logins started');
  await expect(page.getByRole('table', { name: 'Most viewed pages' }).getByRole('row', { name: new RegExp(pagePath) })).toContainText('2');
  await expect(page.getByRole('table', { name: 'Page views by day' })).toContainText(today());
  await expectAccessible(page, { exclude: ['header'] });

  const file = await grow.exportCsv();
  expect(file.filename).toBe(`storyfund-grow-${today()}_${today()}.csv`);
  const lines = file.text.trimEnd().split('\r\n');
  expect(lines[0]).toBe('source,signups,first_gift,repeat');
  expect(Number(lines.find((l) => l.startsWith('share,'))?.split(',')[1])).toBeGreaterThanOrEqual(1);
  expect(lines.at(-1)).toMatch(/^total,\d+,\d+,\d+$/);

  // A bad range is refused under its field.
  await grow.setRange(today(), '2000-01-01');
  await expect(grow.picker).toContainText('The end date must not be before the start date');
  await expectFitsPhoneWidth(page);
  await expectAccessible(page, { exclude: ['header'] });
});
