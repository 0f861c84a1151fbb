import type { AdminGift, AdminGiftDetail, AdminGiftList, AdminGiftQuery, RefundGiftBody } from '@storyfund/shared/contract';
import { validateModerationReason } from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import { requireAdmin, type Caller } from '../../lib/access.js';
import { AppError, assertValid, ConflictError, NotFoundError } from '../../lib/errors.js';
import { auditFields, recordAudit } from '../audit/audit.service.js';
import { restoreForRefund, assertRefundableCardPart } from '../gift-cards/gift-card-redemption.service.js';
import { refundPayment } from '../payments/payments.service.js';
import { removeGiftFromProject } from '../projects/project-funding.service.js';
import * as repo from './gift-admin.repository.js';

/**
 * The back-office's gifts (docs/backoffice.md "Gifts"): the table, one gift with its ledger lines, and the
 * refund that removes a gift. Admins alone.
 */

/** How long a refund's claim holds off a second caller (the processor's call is well within it). */
const CLAIM_MS = 2 * 60 * 1000;

const iso = (d: Date | null) => d?.toISOString() ?? null;

function adminView(row: repo.AdminGiftRow): AdminGift {
  const { payment_intent_id: _intent, gift_at, refunded_at, ...rest } = row;
  return {
    ...rest,
    card_cents: row.amount_cents + row.tip_cents - row.gift_card_cents,
    gift_at: gift_at.toISOString(),
    refunded_at: iso(refunded_at),
  };
}

/** GET /gifts (admins): every gift, newest first unless sorted otherwise, with the filters of AdminGiftQuery. */
export async function listGifts(ctx: AppContext, caller: Caller, query: AdminGiftQuery): Promise<AdminGiftList> {
  requireAdmin(caller);
  const { rows, total } = await repo.listGifts(ctx.db, query);
  return { data: rows.map(adminView), total };
}

/** GET /gifts/{id} (admins): the gift, its ledger lines, its conversions, its project's books and the processor's refund. */
export async function giftDetail(ctx: AppContext, caller: Caller, id: number): Promise<AdminGiftDetail> {
  requireAdmin(caller);
  const row = await repo.findGift(ctx.db, id);
  if (!row) throw new NotFoundError('Gift not found');
  const [ledger_entries, conversions, books, processor_refund] = await Promise.all([
    repo.giftLedgerLines(ctx.db, id),
    repo.giftConversions(ctx.db, id),
    repo.projectBooks(ctx.db, row.project_id),
    repo.processorRefund(ctx.db, id),
  ]);
  return {
    ...adminView(row),
    ledger_entries,
    conversions,
    project_amount_raised_cents: books.amount_raised_cents,
    project_ledger_cents: books.ledger_cents,
    project_goal_amount_cents: books.goal_amount_cents,
    project_funded_at: iso(books.funded_at),
    project_half_funded_at: iso(books.half_funded_at),
    processor_refund,
  };
}

/** What the audit log keeps of a gift before and after its refund. */
const AUDITED = ['status', 'amount_cents', 'tip_cents', 'gift_card_cents', 'card_cents', 'refunded_at', 'refund_reason'] as const;

/**
 * POST /gifts/{id}/refund (admins, with a reason): removes a succeeded gift.
 * 1. A short transaction locks the gift and takes its refund claim (gift_refunds): of two clicks, the second
 *    waits for the first's claim and is told a refund is under way (409), or, once it is done, gets the answer.
 * 2. The processor gives back the card-paid part (amount + tip - gift card part), with the idempotency key
 *    `gift-refund-{id}`: a retry after a crash never refunds twice. A refusal lets the claim go (retry is safe).
 * 3. One transaction reverses the gift: the gift card's part back on the card, the gift's journal posted
 *    reversed (gift_refund:{id}), the project's total, count and funding stamps, the donor's given and the
 *    recipient's received totals, the gift marked refunded, the audit entry, and the gift.refunded event.
 * A monthly gift's month is refunded alone: its subscription goes on (stopping it is the subscription's own
 * action), and that month is never charged again (one gift per month).
 */
export async function refundGift(
  ctx: AppContext,
  caller: Caller,
  id: number,
  body: RefundGiftBody | null | undefined,
): Promise<AdminGiftDetail> {
  const actor = requireAdmin(caller);
  const reason = body?.reason?.trim() ?? '';
  assertValid({ reason: validateModerationReason(reason) });
  const claimedAt = ctx.clock.now();
  const claimed = await ctx.db.transaction(async (tx) => {
    const gift = await repo.lockGift(tx, id);
    if (!gift) throw new NotFoundError('Gift not found');
    if (gift.status === 'refunded') return false;
    if (gift.status !== 'succeeded') throw new ConflictError('Only a gift that went through can be refunded.');
    await assertRefundableCardPart(tx, id);
    const taken = await repo.claimRefund(tx, id, {
      actorId: actor.id,
      reason,
      now: claimedAt,
      lockedUntil: new Date(claimedAt.getTime() + CLAIM_MS),
    });
    if (!taken) throw new AppError(409, 'A refund of this gift is under way.', { error: 'refund_in_progress' });
    return true;
  });
  if (!claimed) return giftDetail(ctx, caller, id);

  const gift = (await repo.findGift(ctx.db, id))!;
  const cardCents = gift.amount_cents + gift.tip_cents - gift.gift_card_cents;
  let paymentRefundId: number | null = null;
  if (cardCents > 0 && gift.payment_intent_id !== null) {
    try {
      const refund = await refundPayment(ctx, {
        paymentIntentRecordId: gift.payment_intent_id,
        amountCents: cardCents,
        idempotencyKey: `gift-refund-${id}`,
        metadata: { gift_id: String(id), purpose: 'gift_refund' },
      });
      if (refund.status === 'failed' || refund.status === 'canceled')
        throw new AppError(502, 'The payment processor did not make the refund. Please try again later.', { error: 'refund_failed' });
      paymentRefundId = refund.recordId;
    } catch (err) {
      await repo.releaseClaim(ctx.db, id);
      throw err;
    }
  }

  const now = ctx.clock.now();
  await ctx.transaction(async (tx) => {
    const locked = await repo.lockGift(tx, id);
    if (locked?.status !== 'succeeded') throw new ConflictError('This gift changed while it was being refunded.');
    const before = adminView(gift);
    const card = await restoreForRefund(tx, id);
    // Rows are locked in a gift's order (its journal's rollup, then the project; at commit the gift's rollups and
    // the accounts, by the deferred triggers of 0089), so a refund and a gift to the same project or recipient
    // cannot deadlock.
    await repo.postRefundJournal(tx, id, now);
    await repo.markRefunded(tx, id, { at: now, reason, byId: actor.id });
    await removeGiftFromProject(tx, locked.project_id, gift.amount_cents);
    await repo.finishClaim(tx, id, paymentRefundId, now);
    const after = { ...before, status: 'refunded' as const, refunded_at: now.toISOString(), refund_reason: reason };
    await recordAudit(tx, actor, now, {
      action: 'gift.refund',
      target_type: 'gift',
      target_id: id,
      reason,
      before: auditFields(before, AUDITED),
      after: auditFields(after, AUDITED),
    });
    await ctx.events.emit(tx, 'gift.refunded', {
      gift_id: id,
      project_id: locked.project_id,
      donor_id: gift.donor_id,
      recipient_id: gift.recipient_id,
      amount_cents: gift.amount_cents,
      tip_cents: gift.tip_cents,
      card_cents: cardCents,
      gift_card_cents: card?.cents ?? 0,
      monthly: gift.monthly_gift,
      reason,
      by_id: actor.id,
      at: now.toISOString(),
    });
  });
  return giftDetail(ctx, caller, id);
}
