import { expect, test } from '@playwright/test';
import { sessionCookies, uniqueEmail } from '../support/api.js';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';

test('a partner creates an integration key, reads its donations with it, renames it, revokes it, and the key stops working', async ({
  browser,
  request,
  baseURL,
}) => {
  const signup = await request.post('/api/users', {
    data: {
      email: uniqueEmail('integrations-partner'),
      password: 'correct-horse-42',
      first_name: 'Ike',
      last_name: 'Keys',
      is_partner: true,
      organization_name: 'Keyed Wells Trust',
      country_code: 'KE',
      categories: ['Water'],
      registration_number: 'KE-NGO-913',
    },
  });
  expect(signup.status()).toBe(201);
  const partner = (await signup.json()) as { token: string; user: { id: number } };
  const partnerId = partner.user.id;
  const readDonations = (key: string) =>
    request.get(`/api/partners/${partnerId}/donations`, { headers: { authorization: `Bearer ${key}` } });

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await context.addCookies(sessionCookies(baseURL!, partner.token, partnerId));
  const page = await context.newPage();
  await page.goto(`/profile/${partnerId}`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Integrations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations of Keyed Wells Trust' })).toBeVisible();
  await expect(page.getByText('No keys yet')).toBeVisible();
  await expectAccessible(page);

  // A key needs a name.
  const form = page.getByRole('form', { name: 'Create a key' });
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(form.getByLabel('Key name')).toHaveAccessibleDescription(/Label is required/);

  // Created: the secret is shown once, with a copy button and a warning.
  await form.getByLabel('Key name').fill('Warehouse sync');
  await form.getByRole('button', { name: 'Create key' }).click();
  const notice = page.getByRole('region', { name: 'Your new key “Warehouse sync”' });
  await expect(notice.getByText('Copy it now: it is shown only this once.')).toBeVisible();
  const key = await notice.getByLabel('Key').inputValue();
  expect(key).toMatch(/^sf_live_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
  await notice.getByRole('button', { name: 'Copy key' }).click();
  await expect(notice.getByRole('status')).toHaveText('The key is copied to your clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The key reads the partner's donations.
  expect((await readDonations(key)).status()).toBe(200);

  await notice.getByRole('button', { name: 'I have stored it safely' }).click();
  await expect(notice).toBeHidden();
  const keys = page.getByRole('region', { name: 'Keys' });
  const row = keys.getByRole('listitem').filter({ hasText: 'Warehouse sync' });
  await expect(row.getByText('Active')).toBeVisible();
  await expect(row.getByText(`sf_live_${key.slice(8, 16)}_…`)).toBeVisible();
  // Listed without its secret, and used once by now.
  await page.reload();
  await expect(row.getByText(/Last used \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);

  // Renamed.
  await row.getByRole('button', { name: 'Rename Warehouse sync' }).click();
  await row.getByLabel('New name').fill('Warehouse nightly');
  await row.getByRole('button', { name: 'Save name' }).click();
  await expect(keys.getByRole('status')).toHaveText('The key is now called “Warehouse nightly”.');
  const renamed = keys.getByRole('listitem').filter({ hasText: 'Warehouse nightly' });

  // Revoked after a confirmation: the same call now answers 401.
  await renamed.getByRole('button', { name: 'Revoke Warehouse nightly' }).click();
  await renamed.getByRole('button', { name: 'Yes, revoke Warehouse nightly' }).click();
  await expect(keys.getByRole('status')).toHaveText('“Warehouse nightly” is revoked: it no longer works.');
  await expect(renamed.getByText(/^Revoked \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  expect((await readDonations(key)).status()).toBe(401);
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);
  await context.close();
});
