import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_PASSWORD, sessionCookies, uniqueEmail } from '../support/api.js';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';

test('a partner sees the thank-you message as premium-only with an upgrade link; once premium, writes it with a preview and saves it', async ({
  page,
  request,
  baseURL,
}) => {
  const signup = await request.post('/api/users', {
    data: {
      email: uniqueEmail('thanks-partner'),
      password: 'correct-horse-42',
      first_name: 'Tom',
      last_name: 'Thanks',
      is_partner: true,
      organization_name: 'River Schools',
      country_code: 'KE',
      categories: ['Education'],
      registration_number: 'KE-NGO-733',
    },
  });
  expect(signup.status()).toBe(201);
  const partner = (await signup.json()) as { token: string; user: { id: number } };
  await page.context().addCookies(sessionCookies(baseURL!, partner.token, partner.user.id));

  await page.goto('/donors');
  const section = page.getByRole('region', { name: 'Thank-you message to your donors' });
  await expect(section.getByText(/A custom thank-you message is a premium feature/)).toBeVisible();
  await expect(section.getByRole('link', { name: 'Upgrade to premium' })).toHaveAttribute('href', '/upgrade');
  await expectAccessible(page);

  // An admin makes the account premium (the back-office's make-premium).
  const admin = await request.post('/api/login', { data: { email: DEMO_ADMIN, password: DEMO_PASSWORD } });
  const { token: adminToken } = (await admin.json()) as { token: string };
  const premium = await request.post(`/api/users/${partner.user.id}/make-premium`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {},
  });
  expect(premium.ok(), await premium.text()).toBe(true);

  await page.reload();
  const form = section.getByRole('form', { name: 'Thank-you message' });
  const field = form.getByLabel('Your thank-you message');
  await expect(field).toHaveValue('');
  await expect(form.getByRole('region', { name: 'Preview of the thank-you mail' })).toContainText('Write a message');
  await field.fill('x'.repeat(1_001));
  await form.getByRole('button', { name: 'Save message' }).click();
  await expect(field).toHaveAccessibleDescription(/Message can be at most 1000 characters/);

  await field.fill('Thank you for standing with our schools!\n\nEvery gift buys books.');
  const preview = form.getByRole('region', { name: 'Preview of the thank-you mail' });
  await expect(preview).toContainText('Dear Alex Donor,');
  await expect(preview).toContainText('Thank you for standing with our schools!');
  await expect(preview).toContainText('— River Schools');
  await form.getByRole('button', { name: 'Save message' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'saved' })).toHaveText('Your thank-you message is saved.');
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);

  await page.reload();
  await expect(section.getByLabel('Your thank-you message')).toHaveValue(
    'Thank you for standing with our schools!\n\nEvery gift buys books.',
  );
});
