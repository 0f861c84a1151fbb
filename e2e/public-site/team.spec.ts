import { expect, test } from '@playwright/test';
import { sessionCookies, uniqueEmail } from '../support/api.js';
import { uniqueName } from '../support/projects.js';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';
import { idFromUrl } from '../support/public-site.js';

test('a partner invites a collaborator who signs up from the link, creates a project as project manager, then as content manager may post but not edit', async ({
  browser,
  request,
  baseURL,
}) => {
  // Three accounts, two contexts and many screens: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const signup = await request.post('/api/users', {
    data: {
      email: uniqueEmail('team-partner'),
      password: 'correct-horse-42',
      first_name: 'Tia',
      last_name: 'Team',
      is_partner: true,
      organization_name: 'Lake Clinic Trust',
      country_code: 'KE',
      categories: ['Medical'],
      registration_number: 'KE-NGO-771',
    },
  });
  expect(signup.status()).toBe(201);
  const partner = (await signup.json()) as { token: string; user: { id: number } };
  const partnerId = partner.user.id;
  const inviteeEmail = uniqueEmail('team-member');

  // The partner invites a project manager from the team screen.
  const partnerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await partnerContext.addCookies(sessionCookies(baseURL!, partner.token, partnerId));
  const partnerPage = await partnerContext.newPage();
  await partnerPage.goto(`/profile/${partnerId}`);
  await partnerPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
  await expect(partnerPage.getByRole('heading', { level: 1, name: 'Team of Lake Clinic Trust' })).toBeVisible();
  await expect(partnerPage.getByText('No teammates yet')).toBeVisible();
  const invite = partnerPage.getByRole('form', { name: 'Invite a teammate' });
  await invite.getByLabel('Email address').fill('not-an-email');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByLabel('Email address')).toHaveAccessibleDescription(/Please enter a valid email address/);
  await invite.getByLabel('Email address').fill(inviteeEmail);
  await invite.getByLabel('Role').selectOption({ label: 'Project Manager' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('status')).toHaveText(`We emailed an invitation to ${inviteeEmail}.`);
  const pending = partnerPage.getByRole('region', { name: 'Pending invitations' });
  await expect(pending.getByText(inviteeEmail)).toBeVisible();
  await expectAccessible(partnerPage);
  await expectFitsPhoneWidth(partnerPage);
  await partnerPage.setViewportSize({ width: 1280, height: 900 });

  // The invitee opens the emailed link, signs up and lands on the partner with invitation_status=success.
  const inviteeContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await inviteeContext.newPage();
  await page.goto('/dev/mailbox');
  await page.getByLabel('Recipient').fill(inviteeEmail);
  await page.getByRole('button', { name: 'Filter' }).click();
  const mail = page.getByRole('article', { name: 'Lake Clinic Trust invited you to their team on Storyfund' });
  await expect(mail).toContainText('as Project Manager');
  await mail.getByRole('link', { name: /\/accept_invitation\/\d+\?auth_token=/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Join the team' })).toBeVisible();
  await expect(page.getByText('Lake Clinic Trust')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Moe');
  await page.getByLabel('Last name').fill('Member');
  await page.getByLabel('Email').fill(inviteeEmail);
  await page.getByLabel('Password').fill('correct-horse-42');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${partnerId}\\?invitation_status=success$`));
  await expect(page.getByText('Invitation accepted. You are now part of this team.')).toBeVisible();
  await expectAccessible(page);

  // Acting for the partner (the header's switcher), the project manager creates a project for it.
  await page.getByLabel('Acting as').selectOption({ label: 'Lake Clinic Trust' });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Start a project' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/create/one-time/${partnerId}$`));
  const form = page.getByRole('form', { name: 'Project' });
  const title = uniqueName('A clinic boat');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('A boat takes the nurse to the islands every week.');
  await form.getByLabel('Goal (US dollars)').fill('900');
  await form.getByRole('checkbox', { name: 'Medical' }).check();
  await form.getByLabel('Country').selectOption({ label: 'Kenya' });
  await form.getByRole('button', { name: 'Publish project' }).click();
  const projectId = await idFromUrl(page, /\/project\/(\d+)$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const created = await (await request.get(`/api/projects/${projectId}`)).json();
  expect(created.owner_id).toBe(partnerId);
  await expect(page.getByRole('link', { name: 'Edit project' })).toBeVisible();

  // The partner makes them a content manager.
  await partnerPage.reload();
  const members = partnerPage.getByRole('region', { name: 'Team members' });
  await expect(members.getByText('Moe Member', { exact: true })).toBeVisible();
  await expect(pending.getByText(inviteeEmail)).toHaveCount(0);
  await members.getByLabel('Role of Moe Member').selectOption({ label: 'Content Manager' });
  await members.getByRole('button', { name: 'Change role' }).click();
  await expect(members.getByRole('status')).toHaveText('Moe Member is now Content Manager.');
  await expectAccessible(partnerPage);

  // As content manager: the edit is refused (screen and server), posting on the partner works.
  await page.goto(`/projectedit/${projectId}`);
  await expect(page.getByText("Only the project's owner and their project managers can edit it.")).toBeVisible();
  await expectAccessible(page);
  const token = (await inviteeContext.cookies()).find((c) => c.name === 'id_token')!.value;
  const refused = await request.patch(`/api/projects/${projectId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { title: `${title} (edited)` },
  });
  expect(refused.status()).toBe(403);
  await page.goto(`/profile/${partnerId}`);
  const post = page.getByRole('form', { name: 'Write a community post' });
  await post.getByLabel('Share news with your community').fill('The boat sails on Monday.');
  await post.getByRole('button', { name: 'Publish post' }).click();
  await expect(post.getByRole('status')).toHaveText('Your post is published.');
  await expect(page.getByRole('list', { name: 'Feed' }).getByText('The boat sails on Monday.')).toBeVisible();
  await expectAccessible(page);

  await partnerContext.close();
  await inviteeContext.close();
});
