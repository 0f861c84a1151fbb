import type { APIRequestContext } from '@playwright/test';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';
import { signUpViaApi } from '../support/api.js';
import { expect, test } from '../support/backoffice-fixtures.js';
import { confirmDialog } from '../support/backoffice-confirm.js';
import { giftShowPage, giveViaApi } from '../support/backoffice-gifts.js';
import { listPage } from '../support/backoffice-list-page.js';
import { createProjectViaApi, uniqueName } from '../support/projects.js';

const raisedOf = async (request: APIRequestContext, id: number) =>
  ((await (await request.get(`/api/projects/${id}`)).json()) as { stats: { amount_raised_cents: number } }).stats.amount_raised_cents;

test('an admin converts a gift to another project of its partner and sees both totals and the ledger reconcile', async ({
  adminPage: page,
  request,
}) => {
  // Five pages and three accessibility scans: more than the default budget on a loaded machine.
  test.slow();
  const partner = await signUpViaApi(request, { first_name: 'Twice', last_name: `Poster${Date.now().toString(36)}` });
  const copy = await createProjectViaApi(request, partner.token, { title: uniqueName('Copy of the well'), goal_amount_cents: 10_000 });
  const original = await createProjectViaApi(request, partner.token, { title: uniqueName('Original well'), goal_amount_cents: 5_000 });
  const donor = await signUpViaApi(request, { first_name: 'Moved', last_name: `Donor${Date.now().toString(36)}` });
  const giftId = await giveViaApi(request, donor.token, copy.id, 3_000);
  await giveViaApi(request, donor.token, original.id, 1_000);

  const gift = giftShowPage(page);
  await page.goto(`/backoffice/gifts/${giftId}/show`);
  await expect(gift.reconciled).toContainText('Reconciled');
  await expect(gift.field('Project')).toContainText(copy.title);
  await expect(gift.field('Project raised')).toContainText('$30.00');

  // Both fields are required: the target and the reason say so under themselves, and nothing moves.
  await gift.convertButton.click();
  const dialog = confirmDialog(page);
  await dialog.confirm('Move the gift');
  await expect(dialog.dialog).toContainText('Choose the project the gift moves to.');
  await expect(dialog.dialog).toContainText('Please give a reason');
  await expectAccessible(page);
  await dialog.cancelButton.click();
  await expect(dialog.dialog).toBeHidden();

  // The dialog states what moves where before it is confirmed.
  await gift.chooseConversion(original.title, 'The partner posted the well twice; the original should have it');
  await expect(dialog.dialog.getByTestId('conversion-summary')).toContainText(`$30.00 moves from “${copy.title}” (raised $30.00 → $0.00)`);
  await expect(dialog.dialog.getByTestId('conversion-summary')).toContainText(`(raised $10.00 → $40.00)`);
  await expectAccessible(page);
  await dialog.confirm('Move the gift');

  await expect(page.getByText(`Gift #${giftId} moved to “${original.title}”.`)).toBeVisible();
  await expect(gift.field('Project')).toContainText(original.title);
  await expect(gift.conversions).toContainText(copy.title);
  await expect(gift.conversions).toContainText('the original should have it');
  await expect(gift.field('Project raised')).toContainText('$40.00');
  await expect(gift.reconciled).toContainText('Reconciled');
  await expect(gift.ledgerLines).toContainText(`gift_convert:${giftId}:1`);
  expect(await raisedOf(request, copy.id)).toBe(0);
  expect(await raisedOf(request, original.id)).toBe(4_000);
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);

  // Recorded in the audit log.
  await page.setViewportSize({ width: 1280, height: 800 });
  const audit = listPage(page, 'audit-log');
  await audit.navigateFiltered({ action: 'gift.convert', target_id: giftId });
  await expect(audit.rows.first()).toContainText('Ada Admin');
});
