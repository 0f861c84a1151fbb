import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../support/api.js';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';
import { startExtraServer, startFakeBotCheck, type ExtraServer, type FakeBotCheck } from '../support/bot-check-server.js';
import { loginPage } from '../support/backoffice-login-page.js';

/**
 * Issue #12: with a bot check configured, POST /login refuses a sign-in without a verified token, so the
 * back-office's sign-in carries the widget too (staff are not locked out). A local fake provider and a second
 * API instance configured for it, with the demo seeded for its admin (the seed itself skips the check).
 */
test.describe.configure({ mode: 'serial' });

let provider: FakeBotCheck;
let server: ExtraServer;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  provider = await startFakeBotCheck('e2e-secret');
  server = await startExtraServer({
    SEED_DEMO: '1',
    BOT_CHECK_SITE_KEY: 'e2e-site-key',
    BOT_CHECK_SCRIPT_URL: `${provider.url}/widget.js`,
    BOT_CHECK_SECRET: 'e2e-secret',
    BOT_CHECK_VERIFY_URL: `${provider.url}/verify`,
  });
});
test.afterAll(async () => {
  await server?.close();
  await provider?.close();
});

test('an admin signs in to the back-office through the widget; without it nothing is sent', async ({ page }) => {
  const response = await page.goto(`${server.baseURL}/backoffice/login`);
  expect(response?.headers()['content-security-policy']).toContain(provider.url);
  const login = loginPage(page);
  const robot = login.verification.getByRole('checkbox', { name: 'I am not a robot' });
  await expect(robot).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);

  await login.signIn(DEMO_ADMIN, DEMO_PASSWORD);
  await expect(login.verification).toHaveAccessibleDescription('Please complete the verification.');
  expect(provider.verified).toEqual([]);

  await robot.check();
  await login.signInButton.click();
  await expect(page.getByRole('heading', { name: 'Welcome, Ada Admin' })).toBeVisible();
  expect(provider.verified).toHaveLength(1);
});

test('a token the provider refuses shows under the widget, keeps the email, and the widget asks again', async ({ page }) => {
  provider.refuse = true;
  await page.goto(`${server.baseURL}/backoffice/login`);
  const login = loginPage(page);
  const robot = login.verification.getByRole('checkbox', { name: 'I am not a robot' });
  await login.email.fill(DEMO_ADMIN);
  await login.password.fill(DEMO_PASSWORD);
  await robot.check();
  await login.signInButton.click();
  await expect(login.verification).toHaveAccessibleDescription('Please complete the verification and try again.');
  await expect(login.email).toHaveValue(DEMO_ADMIN);
  await expect(robot).not.toBeChecked();
  await expect(page).toHaveURL(/\/backoffice\/login$/);
  await expectAccessible(page);
  provider.refuse = false;
});
