import { expect, test } from '@playwright/test';
import { signUpViaApi, uniqueEmail } from '../support/api.js';
import { mainNav } from '../support/public-site.js';
import { expectAccessible } from '../support/a11y.js';

test('a visitor signs up and lands on staff picks, logged in', async ({ page, context }) => {
  const email = uniqueEmail('signup');
  await page.goto('/');
  await page.getByRole('link', { name: 'Create a free account' }).click();
  await expect(page).toHaveURL(/\/signup$/);

  await page.getByLabel('First name').fill('Sasha');
  await page.getByLabel('Last name').fill('Signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct-horse-42');
  await page.getByRole('button', { name: 'Create account' }).click();

  // A new account has given nothing yet, so it lands on staff picks (spec §2).
  await expect(page).toHaveURL(/\/staffpicks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Sasha' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `We sent a link to ${email}` })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Log out' })).toBeVisible();
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).toEqual(expect.arrayContaining(['id_token', 'user_id']));
});

test('signing up with a taken email shows the error under the email field and keeps the input', async ({ page, request }) => {
  const existing = await signUpViaApi(request);
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Second');
  await page.getByLabel('Last name').fill('Try');
  await page.getByLabel('Email').fill(existing.email);
  await page.getByLabel('Password').fill('another-pass-42');
  await page.getByRole('button', { name: 'Create account' }).click();

  const email = page.getByLabel('Email');
  await expect(email).toHaveAccessibleDescription(/already exists/);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await expect(email).toHaveValue(existing.email);
  await expect(page.getByLabel('First name')).toHaveValue('Second');
  await expectAccessible(page);
  await expect(page).toHaveURL(/\/signup$/);
});
