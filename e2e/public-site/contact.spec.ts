import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/api.js';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';

test('a visitor sends the contact form: field errors first, then the message reaches the mailbox', async ({ page, request }) => {
  const email = uniqueEmail('contact');
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Contact us' });
  await expect(form.getByLabel('What is it about?').locator('option')).toHaveCount(17); // the placeholder and the 16 reasons

  await form.getByRole('button', { name: 'Send the message' }).click();
  await expect(form.getByLabel('Your name')).toHaveAccessibleDescription('Name is required');
  await expect(form.getByLabel('What is it about?')).toHaveAccessibleDescription('Please choose what your message is about');
  await expectAccessible(page);

  await form.getByLabel('Your name').fill('Cora Contact');
  await form.getByLabel('Your email').fill(email);
  await form.getByLabel('What is it about?').selectOption({ label: 'Gift card redeem help' });
  await form.getByLabel('Your message').fill('My gift card code is not accepted on /redeem.');
  await form.getByRole('button', { name: 'Send the message' }).click();
  await expect(form.getByRole('status')).toContainText('your message is on its way to our team');
  await expectFitsPhoneWidth(page);

  const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const mails = (await mailbox.json()) as { data: { subject: string }[] };
  expect(mails.data.map((m) => m.subject)).toContain('We received your message');
  const staff = (await (await request.get('/api/dev/mailbox?to=support%40storyfund.local')).json()) as { data: { text_body: string }[] };
  expect(staff.data.some((m) => m.text_body.includes('My gift card code is not accepted'))).toBe(true);
});
