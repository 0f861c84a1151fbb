import { expect, test } from '@playwright/test';
import { sessionCookies, signUpViaApi } from '../support/api.js';
import { mainNav } from '../support/public-site.js';

test('logging out clears the session, revokes the token and leaves for /foryou', async ({ page, context, request, baseURL }) => {
  const account = await signUpViaApi(request);
  await context.addCookies(sessionCookies(baseURL!, account.token, account.user.id));
  await page.goto('/personal');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/foryou$/);
  await expect(mainNav(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain('id_token');
  expect(names).not.toContain('user_id');

  // The token was revoked on the server, not just forgotten by the browser.
  const withOldToken = await request.post('/api/logout', { headers: { Authorization: `Bearer ${account.token}` } });
  expect(withOldToken.status()).toBe(401);

  // The login-required page is closed again.
  await page.goto('/personal');
  await expect(page).toHaveURL(/\/login$/);
});
