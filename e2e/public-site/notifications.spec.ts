import { expect, test } from '@playwright/test';
import { DEMO_DONOR, DEMO_PASSWORD, sessionCookies, signUpViaApi } from '../support/api.js';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';
import { createProjectViaApi, postUpdateViaApi } from '../support/projects.js';

test('a donor follows a partner; its update raises the bell without a reload; /notifications marks all read', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const partner = await signUpViaApi(request, { first_name: 'Wells', last_name: 'Partner' });
  const donor = await signUpViaApi(request, { first_name: 'Dina' });
  const project = await createProjectViaApi(request, partner.token);
  await context.addCookies(sessionCookies(baseURL!, donor.token, donor.user.id));

  await page.goto(`/profile/${partner.user.id}`);
  const bell = page.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await page.getByRole('button', { name: 'Follow Wells Partner' }).click();
  await expect(page.getByRole('button', { name: 'Following Wells Partner' })).toHaveAttribute('aria-pressed', 'true');

  await postUpdateViaApi(request, partner.token, project.id, 'The drilling rig arrived today.');
  // The bell polls the unread count (ETag, 304 while unchanged): the page is never reloaded.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 25_000 });
  await expect(page).toHaveURL(new RegExp(`/profile/${partner.user.id}$`));

  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('link', { name: `Wells Partner posted an update on ${project.title}.` })).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(list.getByText('Unread ·')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});

test('a reader chooses how often the digest comes on /personal', async ({ page, context, request, baseURL }) => {
  const reader = await signUpViaApi(request, { first_name: 'Dora' });
  await context.addCookies(sessionCookies(baseURL!, reader.token, reader.user.id));
  await page.goto('/personal');
  const form = page.getByRole('form', { name: 'Email notifications' });
  await form.getByLabel('How often to email me news').selectOption({ label: 'Once a day' });
  await form.getByRole('button', { name: 'Save preferences' }).click();
  await expect(form.getByRole('status')).toHaveText('Your email preferences are saved.');
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Email notifications' }).getByLabel('How often to email me news')).toHaveValue('day');
});

test("the demo donor's digest is in the mailbox with its List-Unsubscribe headers; its link unsubscribes without a login", async ({
  page,
  request,
}) => {
  // The seed back-dates Dana's sign-up, so the server's digest job mails her weekly digest as it starts.
  type Mail = { subject: string; text_body: string; headers: Record<string, string> };
  const digestOf = async () =>
    ((await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(DEMO_DONOR)}`)).json()) as { data: Mail[] }).data.find((m) =>
      m.subject.startsWith('Your Storyfund news'),
    );
  await expect.poll(async () => (await digestOf())?.subject, { timeout: 30_000 }).toMatch(/^Your Storyfund news: \d+ new notifications?$/);
  const digest = (await digestOf())!;
  expect(digest.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

  await page.goto('/dev/mailbox');
  await page.getByLabel('Recipient').fill(DEMO_DONOR);
  await page.getByRole('button', { name: 'Filter' }).click();
  const article = page.getByRole('article', { name: digest.subject });
  await expect(article).toContainText('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  await expect(article).toContainText(/List-Unsubscribe: <http:\/\/localhost:\d+\/api\/users\/unsubscribe\?token=/);

  // The body's link: a confirm page that changes nothing until its button is pressed (a visitor, no login).
  const link = /\/unsubscribe\?token=[\w.-]+/.exec(digest.text_body)![0];
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from news emails' })).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText('You are unsubscribed: we will send you no more news emails.');
  await expectAccessible(page);

  // A tampered link says so, in words.
  await page.goto(`${link.slice(0, -2)}xx`);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('This unsubscribe link is not valid.', { exact: false })).toBeVisible();

  // Dana subscribes again on /personal, for the other specs' sake.
  const login = await request.post('/api/login', { data: { email: DEMO_DONOR, password: DEMO_PASSWORD } });
  const { token, user } = (await login.json()) as { token: string; user: { id: number } };
  const again = await request.patch(`/api/users/${user.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { unsubscribed: false },
  });
  expect(again.status()).toBe(200);
});
