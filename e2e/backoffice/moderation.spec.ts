import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';
import { DEMO_ADMIN, DEMO_PASSWORD, sessionCookies, signUpViaApi } from '../support/api.js';
import { expect, FIRST_PAGE_TIMEOUT, test } from '../support/backoffice-fixtures.js';
import { layout } from '../support/backoffice-layout.js';
import { listPage } from '../support/backoffice-list-page.js';
import { showPage } from '../support/backoffice-show-page.js';
import { userTools } from '../support/backoffice-user-tools.js';
import { adminHomePage } from '../support/backoffice-admin-home.js';

test('an admin bans a user with a reason, the ban takes effect at once, is in the audit log, and is lifted', async ({
  adminPage: page,
  request,
}) => {
  const account = await signUpViaApi(request, { first_name: 'Bonnie', last_name: 'Banned' });
  const asTarget = { headers: { authorization: `Bearer ${account.token}` } };
  expect((await request.patch(`/api/users/${account.user.id}`, { ...asTarget, data: {} })).status()).toBe(200);

  const tools = userTools(page);
  await tools.navigate(account.user.id);
  await expect(tools.row('Banned')).toContainText('No');
  await expectAccessible(page);

  // The reason is required: the dialog says so under the field, and nothing happens.
  await tools.table.getByRole('button', { name: 'Ban', exact: true }).click();
  await tools.dialog.confirm('Ban');
  await expect(tools.dialog.dialog).toContainText('Please give a reason');
  await expectAccessible(page);
  await tools.dialog.field('Reason').fill('Spam in every comment');
  await tools.dialog.confirm('Ban');
  await expect(tools.row('Banned')).toContainText('Yes');

  // The ban takes effect on the account's next request.
  expect((await request.patch(`/api/users/${account.user.id}`, { ...asTarget, data: {} })).status()).toBe(401);

  // Recorded: who, what, why, before and after.
  const audit = listPage(page, 'audit-log');
  await audit.navigateFiltered({ target_type: 'user', target_id: account.user.id });
  await expect(audit.rows).toHaveCount(1);
  await expect(audit.row('user.ban.on')).toContainText('Spam in every comment');
  await expect(audit.row('user.ban.on')).toContainText('Ada Admin');
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await audit.openRow('user.ban.on');
  const entry = showPage(page, 'audit-log');
  await expect(entry.table('Before and after')).toContainText('ban_reason');
  await expect(entry.table('Before and after')).toContainText('"Spam in every comment"');
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);

  // Undo: lifting the ban lets the account back in.
  await page.setViewportSize({ width: 1280, height: 800 });
  await tools.navigate(account.user.id);
  await tools.flip('Lift the ban');
  await expect(tools.row('Banned')).toContainText('No');
  expect((await request.patch(`/api/users/${account.user.id}`, { ...asTarget, data: {} })).status()).toBe(200);
  await expectFitsPhoneWidth(page);
});

test('the menu groups the pages; the users list fits a phone', async ({ adminPage: page }) => {
  const users = listPage(page, 'users');
  await users.navigate();
  const menu = layout(page);
  await expect(page.getByRole('group', { name: 'Moderation' })).toContainText('Audit log');
  await expect(page.getByRole('group', { name: 'Finance' })).toContainText('Gift cards');
  await expect(menu.menuItem('Users')).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);
});

test("a sales member gets into the back-office, but not the admins' pages, and is refused /tools", async ({ page, request, baseURL }) => {
  const seller = await signUpViaApi(request, { first_name: 'Sal', last_name: 'Seller' });
  const admin = (await (await request.post('/api/login', { data: { email: DEMO_ADMIN, password: DEMO_PASSWORD } })).json()) as {
    token: string;
  };
  const made = await request.post(`/api/users/${seller.user.id}/sales`, { headers: { authorization: `Bearer ${admin.token}` } });
  expect(made.status()).toBe(200);
  await page.context().addCookies(sessionCookies(baseURL!, seller.token, seller.user.id));

  await page.goto('/backoffice/');
  await expect(page.getByText(`Signed in as ${seller.email}, sales team.`)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Moderation' })).toHaveCount(0);
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);

  // The public site's /tools is for admins: a sales member is sent to the main page.
  await page.goto('/tools');
  await expect(page).not.toHaveURL(/\/tools$/);
  await expect(page).not.toHaveURL(/\/backoffice/);
  // And the API refuses the tools themselves.
  const refused = await request.post(`/api/users/${seller.user.id}/hidden-from-feeds`, {
    headers: { authorization: `Bearer ${seller.token}` },
  });
  expect(refused.status()).toBe(403);
});

test("an admin on the public site's /admin lands on the back-office users and projects tables", async ({ adminPage: page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/backoffice\/admin$/);
  const home = adminHomePage(page);
  await expect(home.users.rows.first()).toBeVisible({ timeout: FIRST_PAGE_TIMEOUT });
  await expect(home.projects.rows.first()).toBeVisible({ timeout: FIRST_PAGE_TIMEOUT });
  await expectAccessible(page);
  // Each table sorts on the server, on its own.
  await home.users.sortBy('Email', 'email', 'asc');
  await home.projects.sortBy('Raised', 'amount_raised_cents', 'asc');
  await expectFitsPhoneWidth(page);
});
