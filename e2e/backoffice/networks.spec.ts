import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';
import { expect, test } from '../support/backoffice-fixtures.js';
import { confirmDialog } from '../support/backoffice-confirm.js';
import { signUpViaApi, uniqueEmail } from '../support/api.js';

test("an admin adds a member to a partner's network on its Network tab, is told of a duplicate, and removes it after confirming", async ({
  adminPage: page,
  request,
}) => {
  const signUp = await request.post('/api/users', {
    data: {
      email: uniqueEmail('network'),
      password: 'correct-horse-42',
      first_name: 'Nia',
      last_name: 'Network',
      is_partner: true,
      organization_name: 'Tidewater Shelters',
      country_code: 'US',
      categories: ['Shelter'],
      registration_number: 'RN-42',
    },
  });
  expect(signUp.status()).toBe(201);
  const network = ((await signUp.json()) as { user: { id: number } }).user.id;
  const member = await signUpViaApi(request, { first_name: 'Milo', last_name: 'Member' });

  await page.goto(`/backoffice/users/${network}/show/network`);
  await expect(page.getByText('No members yet.')).toBeVisible();
  await page.getByLabel('Account id or email').fill(member.email);
  await page.getByRole('button', { name: 'Add member' }).click();
  const table = page.getByRole('table', { name: 'Network members' });
  await expect(table.getByRole('row').filter({ hasText: 'Milo Member' })).toBeVisible();
  await expectAccessible(page, { exclude: ['header'] });
  await expectFitsPhoneWidth(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByLabel('Account id or email').fill(String(member.user.id));
  await page.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByText('Already a member of this network')).toBeVisible();

  await table.getByRole('button', { name: 'Remove Milo Member' }).click();
  const dialog = confirmDialog(page);
  await expect(dialog.dialog).toContainText('Milo Member will leave the network');
  await dialog.confirm('Remove');
  await expect(page.getByText('No members yet.')).toBeVisible();
  const user = (await (
    await request.get(`/api/users/${member.user.id}`, { headers: { authorization: `Bearer ${member.token}` } })
  ).json()) as {
    partner_network: unknown;
  };
  expect(user.partner_network).toBeNull();
});
