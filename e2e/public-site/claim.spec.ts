import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/api.js';
import { anonTokenCookie, createGuestViaApi, mainNav } from '../support/public-site.js';
import { expectAccessible } from '../support/a11y.js';

test('a guest claims their account and lands logged in', async ({ page, context, request, baseURL }) => {
  const guest = await createGuestViaApi(request);
  await context.addCookies(anonTokenCookie(baseURL!, guest.token));
  const email = uniqueEmail('claim');

  await page.goto('/claim');
  await expect(page.getByRole('heading', { level: 1, name: 'Claim your account' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('First name').fill('Gina');
  await page.getByLabel('Last name').fill('Guest');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct-horse-42');
  await page.getByRole('button', { name: 'Claim my account' }).click();

  // A guest who has given nothing yet lands on staff picks.
  await expect(page).toHaveURL(/\/staffpicks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Gina' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Log out' })).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.map((c) => c.name)).not.toContain('id_anontoken');
  expect(cookies.find((c) => c.name === 'user_id')?.value).toBe(String(guest.user.id));

  const login = await request.post('/api/login', { data: { email, password: 'correct-horse-42' } });
  expect(login.status()).toBe(200);
});

test('a too-short password is caught before sending; the guest session stays', async ({ page, context, request, baseURL }) => {
  const guest = await createGuestViaApi(request);
  await context.addCookies(anonTokenCookie(baseURL!, guest.token));
  await page.goto('/claim');
  await page.getByLabel('Email').fill(uniqueEmail('claim'));
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Claim my account' }).click();
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(/at least 8 characters/);
  await expect(page.getByLabel('Password')).toBeFocused();
  await expectAccessible(page);
  expect((await context.cookies()).map((c) => c.name)).toContain('id_anontoken');
});

test('without a guest gift in this browser, /claim explains and offers sign-up', async ({ page }) => {
  await page.goto('/claim');
  await expect(page.getByText('No guest gift in this browser')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Create an account' })).toBeVisible();
});
