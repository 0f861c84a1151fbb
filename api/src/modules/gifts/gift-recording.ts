import type { AppContext } from '../../app-context.js';
import type { Transaction } from '../../db/client.js';
import type { ProjectRow } from '../projects/project-access.service.js';
import { applyGiftToProject } from '../projects/project-funding.service.js';
import { createAnonymousAccount } from '../auth/anonymous.service.js';
import type { IntentResult } from '../payments/payment-gateway.js';
import { giftFees } from './gift-fees.js';
import type { GiftRequest } from './gift-input.js';
import { giftView } from './gift-views.js';
import * as repo from './gifts.repository.js';
import * as keys from './idempotency.repository.js';
import { addGiftToUserTotals } from '../users/user-totals.service.js';
import { releaseReserved, reservedPart, spendReserved } from '../gift-cards/gift-card-redemption.service.js';

/**
 * The transactions that record an outcome of a gift request on its idempotency key. Each starts by locking
 * the key's row, so of two requests finishing the same payment (a confirm sent twice, a retry that took
 * over an expired lease) the second finds the answer of the first and records nothing.
 */
export type Recorded =
  | { kind: 'recorded'; body: Record<string, unknown>; guestToken: string | undefined; gift?: repo.GiftRow }
  | { kind: 'already'; row: keys.KeyRow };

const isFinal = (key: keys.KeyRow) => key.state === 'succeeded' || key.state === 'declined';

/** The donor of the request: its account, or a guest account made now (its token goes back once). */
async function donorOf(ctx: AppContext, tx: Transaction, key: keys.KeyRow) {
  if (key.donor_id) return { donorId: key.donor_id, guestToken: undefined };
  const guest = (key.request as unknown as GiftRequest).guest;
  const { user, token } = await createAnonymousAccount(ctx, tx, { first_name: guest?.first_name ?? '', last_name: guest?.last_name ?? '' });
  return { donorId: user.id, guestToken: token };
}

/** Everything a succeeded gift needs, whatever paid for it (a one-time request, a monthly renewal, a gift card). */
export interface GiftWrite {
  project: ProjectRow;
  donorId: number;
  amountCents: number;
  tipCents: number;
  anonymous: boolean;
  monthly: boolean;
  /** The row in payment_intents of the card charge, or null when nothing was charged to a card. */
  paymentIntentRecordId: number | null;
  /** What the processor really took, when it reports it. */
  processorFeeCents: number | null;
  encouragement: string | null;
  dedicateeName: string | null;
  dedicateeEmail: string | null;
  /** When the dedication email is to go out (null: at once). */
  dedicationSendAt?: Date | null;
  donorEmail: string | null;
  /** A monthly gift: its subscription and the month it pays (one gift per month, a unique index). */
  subscription?: { id: number; period: number } | null;
  /** A gift card's part of amount + tip: taken from the card's ledger account instead of the donor's card. */
  giftCard?: { id: number; cents: number } | null;
  at: Date;
}

/**
 * Writes a succeeded gift inside the caller's transaction (from ctx.transaction): the gift with its fees
 * (its ledger journal is posted by the database trigger on gifts), the project total and funding stamps,
 * and both accounts' totals; then emits gift.recorded, on which the timeline posts the encouragement, the
 * dedicatee and the donor get their emails, and a tax-exempt gift its receipt. The one place a gift is written.
 */
export async function writeGift(ctx: AppContext, tx: Transaction, input: GiftWrite): Promise<repo.GiftRow> {
  const { project, donorId, at } = input;
  const parties = await repo.giftParties(tx, donorId, project.owner_id);
  const fees = giftFees(
    ctx.config.giving,
    {
      amountCents: input.amountCents,
      tipCents: input.tipCents,
      at,
      recipientId: project.owner_id,
      recipientIsPremium: parties.recipient_is_premium,
    },
    input.processorFeeCents,
  );
  const gift = await repo.insertGift(tx, {
    project_id: project.id,
    donor_id: donorId,
    recipient_id: project.owner_id,
    amount_cents: input.amountCents,
    tip_cents: input.tipCents,
    anonymous: input.anonymous,
    monthly_gift: input.monthly,
    status: 'succeeded',
    gift_at: at,
    created_at: at,
    stripe_fee_cents: fees.stripe_fee_cents,
    processor_fee_cents: fees.processor_fee_cents,
    platform_fee_cents: fees.platform_fee_cents,
    payment_intent_id: input.paymentIntentRecordId,
    dedicatee_name: input.dedicateeName,
    dedicatee_email: input.dedicateeEmail,
    dedication_send_at: input.dedicationSendAt ?? null,
    gift_card_id: input.giftCard?.id ?? null,
    gift_card_cents: input.giftCard?.cents ?? 0,
    donor_email: input.donorEmail,
    tax_exempt_gift: project.owner_tax_exempt,
    is_from_follower: parties.is_from_follower,
    is_from_partner_network_donor: parties.is_from_partner_network_donor,
    subscription_id: input.subscription?.id ?? null,
    subscription_period: input.subscription?.period ?? null,
  });
  // The project row is locked here, before the two account rows (addGiftToUserTotals), in every gift.
  await applyGiftToProject(ctx, tx, project.id, input.amountCents, at);
  await addGiftToUserTotals(tx, donorId, project.owner_id, input.amountCents);
  await ctx.events.emit(tx, 'gift.recorded', {
    gift_id: gift.id,
    project_id: project.id,
    donor_id: donorId,
    recipient_id: project.owner_id,
    amount_cents: gift.amount_cents,
    tip_cents: gift.tip_cents,
    monthly: gift.monthly_gift,
    anonymous: gift.anonymous,
    tax_exempt: gift.tax_exempt_gift,
    encouragement: input.encouragement,
    dedicatee_name: gift.dedicatee_name,
    dedicatee_email: gift.dedicatee_email,
    dedication_send_at: gift.dedication_send_at?.toISOString() ?? null,
    at: at.toISOString(),
  });
  return gift;
}

/**
 * A succeeded payment of a one-time request becomes a gift, in one transaction with the key's answer.
 */
export async function recordGift(
  ctx: AppContext,
  keyId: number,
  project: ProjectRow,
  payment: { intentRecordId: number | null; processorFeeCents: number | null },
): Promise<Recorded> {
  const at = ctx.clock.now();
  return ctx.transaction(async (tx) => {
    const key = await keys.lockKey(tx, keyId);
    if (isFinal(key)) return { kind: 'already', row: key };
    const request = key.request as unknown as GiftRequest;
    const { donorId, guestToken } = await donorOf(ctx, tx, key);
    const card = request.gift_card_code ? await reservedPart(tx, key.id, at) : null;
    const gift = await writeGift(ctx, tx, {
      giftCard: card && { id: card.cardId, cents: card.cents },
      project,
      donorId,
      amountCents: request.amount_cents,
      tipCents: request.tip_cents,
      anonymous: request.anonymous,
      monthly: false,
      paymentIntentRecordId: payment.intentRecordId,
      processorFeeCents: payment.processorFeeCents,
      encouragement: request.encouragement,
      dedicateeName: request.dedicatee_name,
      dedicateeEmail: request.dedicatee_email,
      dedicationSendAt: request.dedication_send_at ? new Date(request.dedication_send_at) : null,
      donorEmail: request.guest?.email ?? null,
      at,
    });
    const cardUse = card && (await spendReserved(tx, card, { id: gift.id, donorId, chargedCard: payment.intentRecordId !== null, at }));
    const body = { status: 'gift-created', gift: { ...giftView(gift), donor_id: donorId }, ...(cardUse ? { gift_card: cardUse } : {}) };
    await keys.updateKey(tx, key.id, {
      state: 'succeeded',
      donor_id: donorId,
      gift_id: gift.id,
      payment_intent_id: payment.intentRecordId,
      response_status: 201,
      response_body: body,
    });
    return { kind: 'recorded', body, guestToken, gift };
  });
}

/** The payment waits for the donor's authentication: the answer to give (and a guest account to confirm with). */
export async function recordRequiresAction(
  ctx: AppContext,
  keyId: number,
  result: Extract<IntentResult, { status: 'requires_action' }>,
): Promise<Recorded> {
  return ctx.transaction(async (tx) => {
    const key = await keys.lockKey(tx, keyId);
    if (isFinal(key)) return { kind: 'already', row: key };
    const { donorId, guestToken } = await donorOf(ctx, tx, key);
    const { id, clientSecret } = result.intent;
    const body = { status: 'requires_action', payment_intent: { id, client_secret: clientSecret, next_action: result.nextAction } };
    await keys.updateKey(tx, key.id, {
      state: 'requires_action',
      donor_id: donorId,
      payment_intent_id: result.intent.recordId,
      response_status: 200,
      response_body: body,
    });
    return { kind: 'recorded', body, guestToken };
  });
}

/** A declined payment: no gift, no total changes, no gift card balance taken; the key keeps the 402 answer for replays. */
export async function recordDecline(ctx: AppContext, keyId: number, intentRecordId: number, body: { message: string; error: string }) {
  await ctx.transaction(async (tx) => {
    const key = await keys.lockKey(tx, keyId);
    if (isFinal(key)) return;
    await keys.updateKey(tx, key.id, { state: 'declined', payment_intent_id: intentRecordId, response_status: 402, response_body: body });
    // A gift card's reserved part goes back to the card, whoever learns of the decline (this call, a webhook).
    await releaseReserved(tx, key.id);
  });
}
