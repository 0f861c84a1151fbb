import { formatCents } from '@storyfund/shared/money';
import { formatGiftCardCode, isGiftCardCode, normalizeGiftCardCode } from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/client.js';
import { AppError, ValidationError } from '../../lib/errors.js';
import type { RateLimitRule } from '../rate-limit/rate-limit.service.js';
import { idleUnfinishedRequests } from '../payments/payment-requests.service.js';
import { balanceOf, effectiveStatus } from './gift-card-views.js';
import * as redemptions from './gift-card-redemptions.repository.js';
import * as repo from './gift-cards.repository.js';

/**
 * A gift paid (partly) by a gift card, in the order the gift's request runs (gifts.service.ts):
 * 1. `reserveForGift` takes the card's part (the gift amount first, then the tip) from the card's balance
 *    in its own transaction, before anything is charged;
 * 2. the rest, if any, is charged to the donor's payment method;
 * 3. `reservedPart` and `spendReserved` turn the reservation into the gift's redemption, in the gift's
 *    transaction (the gift's ledger journal takes that part from `gift_card:{id}`);
 *    or `releaseForGift` gives it back when the charge fails, so the balance is as before.
 */

/** Code lookups per client address: balance checks and gifts with a code (guessing codes is what it stops). */
export const GIFT_CARD_LOOKUPS_IP: RateLimitRule = { name: 'gift-card-lookup:ip', limit: 30, windowSeconds: 60 * 60 };

export const UNKNOWN_CODE = 'No gift card with this code.';

/** The card cannot pay (unknown, expired, canceled, empty) or the rest has no payment method: 422, nothing charged. */
class GiftCardRefusedError extends ValidationError {}

const refuse = (message: string, field = 'gift_card_code') => new GiftCardRefusedError({ [field]: [message] });

/** Why a card cannot pay now, or undefined when it can. */
function unusableReason(card: repo.GiftCardRow, now: Date): string | undefined {
  const status = effectiveStatus(card, now);
  if (status === 'canceled') return 'This gift card was canceled.';
  if (status === 'expired') return 'This gift card has expired.';
  if (status === 'redeemed' || balanceOf(card) <= 0) return 'This gift card has no balance left.';
  return undefined;
}

export interface Reservation {
  cardId: number;
  cents: number;
}

/**
 * Reserves the card's part of gift request `requestId` (its payment request; or answers the reservation it already has: a retry, a
 * confirmation). A reservation released meanwhile is taken again for the same part, which the request's
 * one PaymentIntent was made for. Throws GiftCardRefusedError (422) when it cannot.
 */
export async function reserveForGift(
  ctx: AppContext,
  input: { requestId: number; code: string; totalCents: number; hasPaymentMethod: boolean; ip?: string },
): Promise<Reservation> {
  if (input.ip !== undefined) await ctx.rateLimiter.consume(GIFT_CARD_LOOKUPS_IP, input.ip);
  if (!isGiftCardCode(input.code)) throw refuse(UNKNOWN_CODE);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const existing = await redemptions.lockByRequest(tx, input.requestId);
    if (existing && existing.state !== 'released') return { cardId: existing.gift_card_id, cents: existing.amount_cents };
    // The card row is locked for the rest of the transaction: redemptions of one card run one at a time.
    const card = await repo.lockCard(tx, { code: normalizeGiftCardCode(input.code) });
    if (!card) throw refuse(UNKNOWN_CODE);
    const reason = unusableReason(card, now);
    if (reason) throw refuse(reason);
    const cents = existing ? existing.amount_cents : Math.min(balanceOf(card), input.totalCents);
    const rest = input.totalCents - cents;
    if (rest > 0 && !input.hasPaymentMethod) {
      throw refuse(
        `This gift card pays ${formatCents(cents)}; please choose a payment method for the other ${formatCents(rest)}.`,
        'payment_method_id',
      );
    }
    if (!(await repo.takeFromCard(tx, card.id, cents, now))) throw refuse('This gift card has no balance left.');
    if (existing) await redemptions.setState(tx, existing.id, 'reserved');
    else await redemptions.insertReservation(tx, { gift_card_id: card.id, payment_request_id: input.requestId, amount_cents: cents });
    return { cardId: card.id, cents };
  });
}

/** Inside a transaction (a recorded decline): the reserved part of request `requestId`, if any, goes back to the card. */
export async function releaseReserved(tx: Executor, requestId: number): Promise<void> {
  const row = await redemptions.lockByRequest(tx, requestId);
  if (!row || row.state !== 'reserved') return;
  await repo.giveBackToCard(tx, row.gift_card_id, row.amount_cents);
  await redemptions.setState(tx, row.id, 'released');
}

const CANCELED_CARD = 'The gift card that paid this gift was canceled, so its part cannot go back on it.';

/** Before a refund is made: refused (409) when the card that paid part of the gift was canceled since. */
export async function assertRefundableCardPart(db: Executor, giftId: number): Promise<void> {
  const row = await redemptions.findByGift(db, giftId);
  if (!row || row.state !== 'spent') return;
  const card = await repo.findById(db, row.gift_card_id);
  if (card?.status === 'canceled') throw new AppError(409, CANCELED_CARD, { error: 'gift_card_canceled' });
}

/**
 * Inside a refund's transaction: the part gift `giftId` took from a card goes back on it (the refund's
 * ledger journal gives `gift_card:{id}` the same amount back), and a used-up card is usable again. A card
 * canceled since cannot take it back (409): its balance has left the books. Answers the card's id and the
 * cents given back, or null when no card paid the gift.
 */
export async function restoreForRefund(tx: Executor, giftId: number): Promise<{ cardId: number; cents: number } | null> {
  const row = await redemptions.lockByGift(tx, giftId);
  if (!row || row.state !== 'spent') return null;
  const card = await repo.lockCard(tx, { id: row.gift_card_id });
  if (card?.status === 'canceled') throw new AppError(409, CANCELED_CARD, { error: 'gift_card_canceled' });
  await repo.giveBackToCard(tx, row.gift_card_id, row.amount_cents);
  await redemptions.markRefunded(tx, row.id);
  return { cardId: row.gift_card_id, cents: row.amount_cents };
}

/** After a failed charge (or any failure before the gift): the reserved part goes back to the card. */
export async function releaseForGift(ctx: AppContext, requestId: number): Promise<void> {
  await ctx.db.transaction((tx) => releaseReserved(tx, requestId));
}

/**
 * Inside the gift's transaction, before the gift is written: the card's part of request `requestId`, or null
 * when the request has none. A reservation released meanwhile (an abandoned 3-D Secure step swept after an
 * hour) is taken again; if the card no longer has it, the gift cannot be recorded (409).
 */
export async function reservedPart(tx: Executor, requestId: number, now: Date): Promise<(Reservation & { redemptionId: number }) | null> {
  const row = await redemptions.lockByRequest(tx, requestId);
  if (!row) return null;
  if (row.state === 'released') {
    if (!(await repo.takeFromCard(tx, row.gift_card_id, row.amount_cents, now))) {
      throw new AppError(409, 'The gift card was used by another gift meanwhile.', {
        errors: { gift_card_code: ['This gift card has no balance left.'] },
      });
    }
    await redemptions.setState(tx, row.id, 'reserved');
  }
  return { redemptionId: row.id, cardId: row.gift_card_id, cents: row.amount_cents };
}

/**
 * Inside the gift's transaction, after the gift is written: the reservation becomes the gift's redemption.
 * A card with nothing left becomes `redeemed`; a new visitor's card records who used it and whether they
 * also paid by card. Answers what the gift's answer shows of the card.
 */
export async function spendReserved(
  tx: Executor,
  part: Reservation & { redemptionId: number },
  gift: { id: number; donorId: number; chargedCard: boolean; at: Date },
) {
  await redemptions.markSpent(tx, part.redemptionId, gift.id);
  let card = (await repo.lockCard(tx, { id: part.cardId }))!;
  const patch: Partial<repo.NewGiftCard> = {};
  if (!card.redeem_at) patch.redeem_at = gift.at;
  if (balanceOf(card) === 0 && card.status === 'created') patch.status = 'redeemed';
  if (card.new_user_card) {
    const donor = await repo.accountOf(tx, gift.donorId);
    if (card.new_user_id === null && donor && !donor.is_anonymous)
      Object.assign(patch, { new_user_id: donor.id, new_user_created_at: donor.created_at });
    const userId = patch.new_user_id ?? card.new_user_id;
    if (gift.chargedCard && userId === gift.donorId && !card.new_user_credit_card_add_at) patch.new_user_credit_card_add_at = gift.at;
  }
  if (Object.keys(patch).length > 0) card = await repo.updateCard(tx, card.id, patch);
  return { code: formatGiftCardCode(card.code), amount_used_cents: part.cents, balance_cents: balanceOf(card) };
}

/** Reservations not spent within an hour (an abandoned 3-D Secure step) go back to their cards. */
const STALE_RESERVATION_MS = 60 * 60 * 1000;

/**
 * The periodic job (jobs.ts): reservations older than an hour whose gift request nobody is working on (no
 * live lease) and that has not succeeded. Answers how many reservations were released.
 */
export async function releaseStaleReservations(ctx: AppContext, now: Date): Promise<number> {
  const old = await redemptions.staleReservations(ctx.db, new Date(now.getTime() - STALE_RESERVATION_MS));
  const stale = await idleUnfinishedRequests(ctx, old, now);
  for (const requestId of stale) await releaseForGift(ctx, requestId);
  return stale.length;
}
