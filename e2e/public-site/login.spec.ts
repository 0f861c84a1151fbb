import { expect, test } from '@playwright/test';
import { DEMO_DONOR, DEMO_PASSWORD, signUpViaApi } from '../support/api.js';
import { logInThroughForm, mainNav } from '../support/public-site.js';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';

test('a wrong password shows the API message under the email field', async ({ page }) => {
  await page.goto('/login');
  await logInThroughForm(page, DEMO_DONOR, 'not-the-password');

  const email = page.getByLabel('Email');
  await expect(email).toHaveAccessibleDescription('Email or password is incorrect');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await expect(email).toHaveValue(DEMO_DONOR);
  await expect(page).toHaveURL(/\/login$/);
  await expect(mainNav(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expectAccessible(page);
});

test('a member who has given nothing lands on the staff picks', async ({ page, request }) => {
  const account = await signUpViaApi(request, { first_name: 'Nell' });
  await page.goto('/login');
  await logInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/staffpicks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Nell' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Staff picks' }).getByRole('article').first()).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);
});

test('the demo donor, who has given, lands on her personal feed', async ({ page }) => {
  await page.goto('/login');
  await logInThroughForm(page, DEMO_DONOR, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/foryou$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Dana' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'For you' }).getByRole('article').first()).toBeVisible();
  await expectAccessible(page);
});

test('after logging in, the login info is recorded', async ({ page, request }) => {
  const account = await signUpViaApi(request);
  await page.goto('/login');
  await logInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/staffpicks$/);
  await expect
    .poll(async () => {
      const response = await request.get(`/api/users/${account.user.id}`, { headers: { Authorization: `Bearer ${account.token}` } });
      return ((await response.json()) as { login_count: number }).login_count;
    })
    .toBeGreaterThanOrEqual(1);
});
