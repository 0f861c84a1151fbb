import { expect, test } from '@playwright/test';
import { DEMO_DONOR, DEMO_PASSWORD, sessionCookies, signUpViaApi } from '../support/api.js';
import { logInThroughForm } from '../support/public-site.js';

test('a login-required page sends a visitor to /login and back after logging in (prevUrl)', async ({ page, request }) => {
  const account = await signUpViaApi(request);
  await page.goto('/personal');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

  await logInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/personal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Erin');
});

test('sign-in views send a logged-in user away from /login', async ({ page, context, request, baseURL }) => {
  const account = await signUpViaApi(request);
  await context.addCookies(sessionCookies(baseURL!, account.token, account.user.id));
  await page.goto('/login');
  await expect(page).toHaveURL(/\/staffpicks$/);
  await page.goto('/29');
  await expect(page).toHaveURL(/\/staffpicks$/);
  expect(await page.evaluate(() => window.localStorage.getItem('partnersignup29'))).toBe('1');
});

test('an admin-only route sends a non-admin to the main page', async ({ page }) => {
  await page.goto('/login');
  await logInThroughForm(page, DEMO_DONOR, DEMO_PASSWORD);
  // The demo donor has given, so her main page is /foryou.
  await expect(page).toHaveURL(/\/foryou$/);
  await page.goto('/stats');
  await expect(page).toHaveURL(/\/foryou$/);
  await expect(page.getByRole('heading', { name: 'Admin tools' })).toHaveCount(0);
});

test('/upload sends the user to their own profile with showUpload=1', async ({ page, context, request, baseURL }) => {
  const account = await signUpViaApi(request);
  await context.addCookies(sessionCookies(baseURL!, account.token, account.user.id));
  await page.goto('/upload');
  await expect(page).toHaveURL(new RegExp(`/profile/${account.user.id}\\?showUpload=1$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Erin Example' })).toBeVisible();
});
