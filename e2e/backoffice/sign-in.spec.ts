import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_DONOR, DEMO_PASSWORD, sessionCookies } from '../support/api.js';
import { layout } from '../support/backoffice-layout.js';
import { loginPage } from '../support/backoffice-login-page.js';

const ADMINS_ONLY = /for Storyfund administrators only/;

test('the back-office loads and asks a visitor to sign in', async ({ page }) => {
  await page.goto('/backoffice/');
  await expect(page).toHaveURL(/\/backoffice\/login$/);
  const login = loginPage(page);
  await expect(login.email).toBeVisible();
  await expect(login.password).toBeVisible();
  await expect(login.signInButton).toBeEnabled();
});

test('the demo admin signs in and lands on the dashboard, sharing the site session cookies', async ({ page, context }) => {
  const login = loginPage(page);
  await login.navigate();
  await login.signIn(DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Welcome, Ada Admin' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${DEMO_ADMIN}`)).toBeVisible();
  const cookies = await context.cookies();
  const names = cookies.filter((c) => c.path === '/').map((c) => c.name);
  expect(names).toEqual(expect.arrayContaining(['id_token', 'user_id']));
});

test('a wrong password is refused with the API message', async ({ page }) => {
  const login = loginPage(page);
  await login.navigate();
  await login.signIn(DEMO_ADMIN, 'not-the-password');
  await expect(login.notification).toContainText(/incorrect|invalid/i);
  await expect(page).toHaveURL(/\/backoffice\/login$/);
});

test('a non-admin cannot sign in', async ({ page, context }) => {
  const login = loginPage(page);
  await login.navigate();
  await login.signIn(DEMO_DONOR, DEMO_PASSWORD);
  await expect(login.notification).toContainText(ADMINS_ONLY);
  await expect(page).toHaveURL(/\/backoffice\/login$/);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('id_token');

  await page.goto('/backoffice/users');
  await expect(page).toHaveURL(/\/backoffice\/login$/);
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('a non-admin signed in on the public site is turned away but keeps that session', async ({ page, context, request, baseURL }) => {
  const response = await request.post('/api/login', { data: { email: DEMO_DONOR, password: DEMO_PASSWORD } });
  const { token, user } = (await response.json()) as { token: string; user: { id: number } };
  await context.addCookies(sessionCookies(baseURL!, token, user.id));

  await page.goto('/backoffice/users');
  await expect(loginPage(page).notification).toContainText(ADMINS_ONLY);
  await expect(page).toHaveURL(/\/backoffice\/login$/);
  await expect(page.getByRole('table')).toHaveCount(0);

  expect((await context.cookies()).map((c) => c.name)).toEqual(expect.arrayContaining(['id_token', 'user_id']));
  const stillValid = await request.get(`/api/users/${user.id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(stillValid.status()).toBe(200);
});

test('logging out ends the session on the API and clears the cookies', async ({ page, context, request }) => {
  const login = loginPage(page);
  await login.navigate();
  await login.signIn(DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Welcome, Ada Admin' })).toBeVisible();
  const token = (await context.cookies()).find((c) => c.name === 'id_token')?.value;
  expect(token).toBeTruthy();

  await layout(page).logout();
  await expect(page).toHaveURL(/\/backoffice\/login$/);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('id_token');
  const revoked = await request.get(`/api/users?limit=1`, { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.status()).toBe(401);
});
