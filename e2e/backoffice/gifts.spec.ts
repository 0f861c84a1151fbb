import type { APIRequestContext } from '@playwright/test';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';
import { signUpViaApi } from '../support/api.js';
import { expect, test } from '../support/backoffice-fixtures.js';
import { confirmDialog } from '../support/backoffice-confirm.js';
import { giftShowPage, giveViaApi, projectIdByTitle } from '../support/backoffice-gifts.js';
import { listPage } from '../support/backoffice-list-page.js';

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const raisedOf = async (request: APIRequestContext, id: number) =>
  ((await (await request.get(`/api/projects/${id}`)).json()) as { stats: { amount_raised_cents: number } }).stats.amount_raised_cents;

test('an admin refunds a gift and sees the totals and the ledger reconcile', async ({ adminPage: page, request }) => {
  // Four pages and three accessibility scans: near the default budget on a loaded machine (28 s seen).
  test.slow();
  const donor = await signUpViaApi(request, { first_name: 'Refundable', last_name: `Donor${Date.now().toString(36)}` });
  const projectId = await projectIdByTitle(request, 'Woods');
  const giftId = await giveViaApi(request, donor.token, projectId, 4_321);
  const raisedBefore = await raisedOf(request, projectId);

  // The gifts table, filtered on the server to this donor.
  const gifts = listPage(page, 'gifts');
  await gifts.navigateFiltered({ donor_id: donor.user.id });
  const row = gifts.row(`${giftId}`);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('$43.21');
  await expect(row).toContainText('Succeeded');
  await expectAccessible(page);
  await gifts.openRow(`${giftId}`);

  const gift = giftShowPage(page);
  await expect(page).toHaveURL(new RegExp(`/backoffice/gifts/${giftId}/show$`));
  await expect(gift.reconciled).toContainText('Reconciled');
  await expect(gift.field('Project raised')).toContainText(dollars(raisedBefore));
  await expectAccessible(page);

  // A reason is required: the field says so, and nothing is refunded.
  await gift.refundButton.click();
  const dialog = confirmDialog(page);
  await expect(dialog.dialog).toContainText('$43.21 goes back to the donor');
  await dialog.confirm('Refund the gift');
  await expect(dialog.dialog).toContainText('Please give a reason');
  await expectAccessible(page);
  await dialog.cancelButton.click();
  await expect(dialog.dialog).toBeHidden();

  await gift.refund('The donor gave twice by mistake');
  await expect(page.getByText(`Gift #${giftId} refunded.`)).toBeVisible();
  await expect(gift.field('Status')).toContainText('Refunded');
  await expect(gift.field('Refund reason')).toContainText('The donor gave twice by mistake');
  await expect(gift.refundButton).toBeHidden();
  // The project lost exactly the gift, and the books still reconcile: the reversed journal is listed.
  await expect(gift.field('Project raised')).toContainText(dollars(raisedBefore - 4_321));
  await expect(gift.reconciled).toContainText('Reconciled');
  await expect(gift.ledgerLines).toContainText(`gift_refund:${giftId}`);
  expect(await raisedOf(request, projectId)).toBe(raisedBefore - 4_321);
  await expectFitsPhoneWidth(page);

  // Recorded in the audit log.
  const audit = listPage(page, 'audit-log');
  await page.setViewportSize({ width: 1280, height: 800 });
  await audit.navigateFiltered({ action: 'gift.refund', target_id: giftId });
  await expect(audit.rows.first()).toContainText('Ada Admin');

  // The table at a phone's width.
  await gifts.navigateFiltered({ status: 'refunded', donor_id: donor.user.id });
  await expect(gifts.row(`${giftId}`)).toContainText('Refunded');
  await expectFitsPhoneWidth(page);
});
