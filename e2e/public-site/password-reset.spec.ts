import { expect, test } from '@playwright/test';
import { signUpViaApi } from '../support/api.js';
import { expectAccessible } from '../support/a11y.js';

test('a forgotten password is reset through the development mailbox', async ({ page, request }) => {
  const account = await signUpViaApi(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/password-reset$/);
  // The login form (with its own Email field) stays on screen until the reset page has loaded.
  const resetForm = page.getByRole('form', { name: 'Request a reset link' });
  await resetForm.getByLabel('Email').fill(account.email);
  await resetForm.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for that email');
  await expectAccessible(page);

  await page.goto('/dev/mailbox');
  await page.getByLabel('Recipient').fill(account.email);
  await page.getByRole('button', { name: 'Filter' }).click();
  const mail = page.getByRole('article', { name: 'Reset your Storyfund password' });
  await expect(mail).toBeVisible();
  await mail.getByRole('link', { name: /\/password-reset\?token=/ }).click();

  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-secret');
  await page.getByLabel('Repeat the new password').fill('a-brand-new-secret');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/staffpicks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Erin' })).toBeVisible();

  // The new password works and the old one no longer does.
  const fresh = await request.post('/api/login', { data: { email: account.email, password: 'a-brand-new-secret' } });
  expect(fresh.status()).toBe(200);
  const old = await request.post('/api/login', { data: { email: account.email, password: account.password } });
  expect(old.status()).toBe(422);
});

test('a used or invalid reset link explains itself and offers a new one', async ({ page }) => {
  await page.goto('/password-reset?token=not-a-real-token');
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-secret');
  await page.getByLabel('Repeat the new password').fill('a-brand-new-secret');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toContainText(/invalid or has expired/);
  await expect(page.getByRole('link', { name: 'Ask for a new one' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Ask for a new one' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
});
