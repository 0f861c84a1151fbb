import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/api.js';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';
import { startExtraServer, startFakeBotCheck, type ExtraServer, type FakeBotCheck } from '../support/bot-check-server.js';

/**
 * Issue #12: with a bot check configured, /contact renders the provider's widget and sends its token, which the
 * server verifies. A local fake provider (script and siteverify) and a second API instance configured for it.
 */
test.describe.configure({ mode: 'serial' });

let provider: FakeBotCheck;
let server: ExtraServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  provider = await startFakeBotCheck('e2e-secret');
  server = await startExtraServer({
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

async function fillContact(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Your name').fill('Bo Check');
  await form.getByLabel('Your email').fill(email);
  await form.getByLabel('What is it about?').selectOption({ label: 'Other' });
  await form.getByLabel('Your message').fill('Sent through the bot check.');
  return form;
}

test('the contact form sends the widget token, which the server verifies, and the message is accepted', async ({ page }) => {
  const email = uniqueEmail('bot-check');
  const response = await page.goto(`${server.baseURL}/contact`);
  expect(response?.headers()['content-security-policy']).toContain(`script-src 'self'`);
  expect(response?.headers()['content-security-policy']).toContain(provider.url);
  const form = await fillContact(page, email);
  const verification = form.getByRole('group', { name: 'Verification' });
  await expect(verification.getByRole('checkbox', { name: 'I am not a robot' })).toBeVisible();

  // Without ticking the widget, the form asks for it and sends nothing.
  await form.getByRole('button', { name: 'Send the message' }).click();
  await expect(verification).toHaveAccessibleDescription('Please complete the verification.');
  expect(provider.verified).toEqual([]);
  await expectAccessible(page);

  await verification.getByRole('checkbox', { name: 'I am not a robot' }).check();
  await form.getByRole('button', { name: 'Send the message' }).click();
  await expect(form.getByRole('status')).toContainText('your message is on its way to our team');
  expect(provider.verified).toEqual(['fake-token-1']);
  // The used token is gone: the widget asks again for the next message.
  await expect(verification.getByRole('checkbox', { name: 'I am not a robot' })).not.toBeChecked();
  await expectFitsPhoneWidth(page);

  const mails = (await (await page.request.get(`${server.baseURL}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
    data: { subject: string }[];
  };
  expect(mails.data.map((m) => m.subject)).toContain('We received your message');
});

test('a token the provider refuses shows a field error under the widget and keeps what was typed', async ({ page }) => {
  provider.refuse = true;
  await page.goto(`${server.baseURL}/contact`);
  const form = await fillContact(page, uniqueEmail('bot-refused'));
  const verification = form.getByRole('group', { name: 'Verification' });
  await verification.getByRole('checkbox', { name: 'I am not a robot' }).check();
  await form.getByRole('button', { name: 'Send the message' }).click();
  await expect(verification).toHaveAccessibleDescription('Please complete the verification and try again.');
  await expect(form.getByRole('status')).toBeEmpty();
  await expect(form.getByLabel('Your message')).toHaveValue('Sent through the bot check.');
  await expectAccessible(page);
  provider.refuse = false;
});

test('the shared e2e server has no bot check: no widget, and its policy names no provider', async ({ page }) => {
  const response = await page.goto('/contact');
  expect(response?.headers()['content-security-policy']).not.toContain('127.0.0.1');
  await expect(page.getByRole('form', { name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Verification' })).toHaveCount(0);
});
