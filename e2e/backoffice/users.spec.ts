import { expect, test } from '../support/backoffice-fixtures.js';
import { signUpViaApi } from '../support/api.js';
import { editPage } from '../support/backoffice-edit-page.js';
import { listPage } from '../support/backoffice-list-page.js';
import { showPage } from '../support/backoffice-show-page.js';

test('the users list shows the accounts and a search finds the demo admin and the demo donor', async ({ adminPage: page }) => {
  const users = listPage(page, 'users');
  await users.navigate();
  // Newest first: other suites sign up accounts too, so the demo cast may be past the first page.
  expect(await users.rows.count()).toBeGreaterThan(5);

  await users.search('admin@demo.storyfund.local');
  await expect(users.row('admin@demo.storyfund.local')).toContainText('Admin');
  await expect(users.rows).toHaveCount(1);

  await users.search('Dana');
  await expect(users.row('Dana Donor')).toContainText('dana.donor@demo.storyfund.local');
  await expect(users.row('Dana Donor')).toContainText('United States');
  await expect(users.rows).toHaveCount(1);
});

test('the email filter finds one account by its exact address', async ({ adminPage: page }) => {
  const users = listPage(page, 'users');
  await users.navigate();
  await users.showFilter('Email');
  await users.setFilter('Email', 'email', 'water@demo.storyfund.local');
  await expect(users.rows).toHaveCount(1);
  await expect(users.row('Clean Water Collective')).toContainText('Partner');
  await expect(users.row('Clean Water Collective')).toContainText('Premium');
});

test("a user's page shows the collaborator roles with their labels", async ({ adminPage: page }) => {
  const users = listPage(page, 'users');
  await users.navigate();
  await users.search('Tom Berg');
  await users.openRow('Tom Berg');
  const show = showPage(page, 'users');
  await expect(show.field('Email')).toContainText('tom.berg@demo.storyfund.local');
  await expect(show.field('Country')).toContainText('Sweden');
  await show.openTab('Roles');
  const roles = show.table('Collaborator roles');
  await expect(roles).toContainText('Project Manager');
  await expect(roles).toContainText('Clean Water Collective');
});

test("an admin edits a user's profile", async ({ adminPage: page, request }) => {
  const account = await signUpViaApi(request, { first_name: 'Edith', last_name: 'Before' });
  const edit = editPage(page, 'users');
  await edit.navigate(account.user.id);
  await expect(edit.input('First name')).toHaveValue('Edith');

  await edit.fill('First name', ' ');
  await edit.save();
  await expect(page.getByText('First name is required')).toBeVisible();

  await edit.fill('First name', 'Edith');
  await edit.fill('Last name', 'After');
  await edit.choose('Country', 'Sweden', 'Swe');
  await edit.choose('Notification frequency', 'Once a month');
  await edit.save();

  const show = showPage(page, 'users');
  await expect(show.field('Name')).toContainText('Edith After');
  await expect(show.field('Country')).toContainText('Sweden');
  await show.openTab('Account');
  await expect(show.field('Notification frequency')).toContainText('Once a month');
});
