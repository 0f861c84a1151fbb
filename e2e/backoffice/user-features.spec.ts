import { expectAccessible } from '../support/a11y.js';
import { expect, test } from '../support/backoffice-fixtures.js';
import { signUpViaApi } from '../support/api.js';

test("an admin sets a user's feature flags on the Features tab, and puts one back to its default", async ({ adminPage: page, request }) => {
  const user = await signUpViaApi(request, { first_name: 'Flo', last_name: 'Flags' });
  const flags = async () =>
    (await (
      await request.get(`/api/users/${user.user.id}/features`, { headers: { authorization: `Bearer ${user.token}` } })
    ).json()) as Record<string, unknown>;
  await page.goto(`/backoffice/users/${user.user.id}/show/features`);
  const table = page.getByRole('table', { name: 'Feature flags' });
  const row = (label: string) => table.getByRole('row').filter({ hasText: label });
  await expect(row('Team management')).toContainText('Off');
  await expect(row('AI helper')).toContainText('Always on');
  await expectAccessible(page, { exclude: ['header'] });

  await page.getByRole('combobox', { name: 'Team management setting' }).click();
  await page.getByRole('option', { name: 'On' }).click();
  await expect(page.getByText('Team management: on.')).toBeVisible();
  await expect(row('Team management').getByRole('cell').nth(1)).toHaveText('On');
  expect(await flags()).toMatchObject({ team_management: true, overrides: { team_management: true } });

  await page.getByRole('combobox', { name: 'Team management setting' }).click();
  await page.getByRole('option', { name: 'Default' }).click();
  await expect(page.getByText('Team management: off (the default).')).toBeVisible();
  expect(await flags()).toMatchObject({ team_management: false, overrides: { team_management: null } });
});
