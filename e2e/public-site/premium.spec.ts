import { expect, test } from '@playwright/test';
import { sessionCookies, uniqueEmail } from '../support/api.js';
import { TEST_CARDS } from '../support/give-panel.js';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';

test('a partner upgrades to premium on /upgrade29 with a 3-D Secure card, sees its plan, and cancels at the period end', async ({
  page,
  request,
  baseURL,
}) => {
  const signup = await request.post('/api/users', {
    data: {
      email: uniqueEmail('premium-partner'),
      password: 'correct-horse-42',
      first_name: 'Pia',
      last_name: 'Premium',
      is_partner: true,
      organization_name: 'Premium Wells',
      country_code: 'KE',
      categories: ['Medical'],
      registration_number: 'KE-NGO-2929',
    },
  });
  expect(signup.status()).toBe(201);
  const partner = (await signup.json()) as { token: string; user: { id: number } };
  await page.context().addCookies(sessionCookies(baseURL!, partner.token, partner.user.id));

  await page.goto('/upgrade29');
  await expect(page.getByRole('heading', { name: 'Upgrade to premium', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Upgrade to premium' });
  await expect(form).toContainText('Donor import from a CSV file');
  await expect(form.getByRole('radio', { name: /Monthly: \$29 a month/ })).toBeChecked();
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);

  await form.getByLabel('Card number').fill(TEST_CARDS.threeDSecure);
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Pay $29.00 and upgrade' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(dialog).toContainText('$29.00');
  await dialog.getByRole('button', { name: 'Complete authentication' }).click();

  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan).toContainText('Monthly, $29.00');
  await expect(plan).toContainText('Active');
  await expect(plan).toContainText(/Renews on\s*\d{2}\/\d{2}\/\d{4}/);
  const me = await request.get(`/api/users/${partner.user.id}`, { headers: { Authorization: `Bearer ${partner.token}` } });
  expect(await me.json()).toMatchObject({ is_premium: true });

  await plan.getByRole('button', { name: 'Cancel at the end of the period' }).click();
  await expect(plan).toContainText(/Premium ends on\s*\d{2}\/\d{2}\/\d{4}/);
  await expect(plan.getByRole('button', { name: 'Keep premium' })).toBeVisible();
  await expectAccessible(page);
});

test('a declined card shows the payment error and upgrades nothing', async ({ page, request, baseURL }) => {
  const signup = await request.post('/api/users', {
    data: {
      email: uniqueEmail('premium-declined'),
      password: 'correct-horse-42',
      first_name: 'Dee',
      last_name: 'Clined',
      is_partner: true,
      organization_name: 'Declined Wells',
      country_code: 'KE',
      categories: ['Medical'],
      registration_number: 'KE-NGO-0002',
    },
  });
  const partner = (await signup.json()) as { token: string; user: { id: number } };
  await page.context().addCookies(sessionCookies(baseURL!, partner.token, partner.user.id));
  await page.goto('/upgradeannual312');
  const form = page.getByRole('form', { name: 'Upgrade to premium' });
  await expect(form.getByRole('radio', { name: /Annual: \$312 a year/ })).toBeChecked();
  await form.getByLabel('Card number').fill(TEST_CARDS.declined);
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Pay $312.00 and upgrade' }).click();
  await expect(form.getByRole('alert')).toContainText(/declined/i);
  const me = await request.get(`/api/users/${partner.user.id}`, { headers: { Authorization: `Bearer ${partner.token}` } });
  expect(await me.json()).toMatchObject({ is_premium: false });
});
