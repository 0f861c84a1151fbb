/** How the back-office names a gift's status and tells whether its books reconcile. */
import type { AdminGiftDetail, GiftStatus } from '@storyfund/shared/contract';

export const GIFT_STATUS_LABELS: Record<GiftStatus, string> = {
  pending: 'Pending',
  succeeded: 'Succeeded',
  failed: 'Failed',
  refunded: 'Refunded',
};

export const giftStatusChoices = (Object.keys(GIFT_STATUS_LABELS) as GiftStatus[]).map((id) => ({ id, name: GIFT_STATUS_LABELS[id] }));

/** Only a gift that went through can be refunded. */
export const canRefund = (gift: Pick<AdminGiftDetail, 'status'>) => gift.status === 'succeeded';

/**
 * The checks an admin reads on a gift's page: its ledger lines sum to zero, and its project's total equals
 * the balance of the project's ledger account.
 */
export function reconciliation(gift: Pick<AdminGiftDetail, 'ledger_entries' | 'project_amount_raised_cents' | 'project_ledger_cents'>) {
  const linesCents = gift.ledger_entries.reduce((sum, line) => sum + line.amount_cents, 0);
  const linesBalance = linesCents === 0;
  const projectMatches = gift.project_amount_raised_cents === gift.project_ledger_cents;
  return { linesCents, linesBalance, projectMatches, ok: linesBalance && projectMatches };
}
