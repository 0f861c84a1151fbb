import { isPremiumPartner } from '@storyfund/shared/constants';
import type { AppContext } from '../../app-context.js';
import type { Transaction } from '../../db/client.js';
import type { ProjectRow } from '../projects/project-access.service.js';
import { applyGiftToProject } from '../projects/project-funding.service.js';
import { giftFees } from './gift-fees.js';
import * as repo from './gifts.repository.js';

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
 * (its ledger journal is posted by the database trigger on gifts; its rollups and both accounts' totals
 * follow it by deferred triggers, at commit), the project total and funding stamps; then emits gift.recorded,
 * on which the timeline posts the encouragement, the dedicatee and the donor get their emails, and a
 * tax-exempt gift its receipt. The one place a gift is written.
 */
export async function writeGift(ctx: AppContext, tx: Transaction, input: GiftWrite): Promise<repo.GiftRow> {
  const { project, donorId, at } = input;
  const parties = await repo.giftParties(tx, donorId, project.owner_id);
  // The premium rate is a premium partner's (shared/src/constants/premium.ts), as every screen reads it.
  const premiumPartner = isPremiumPartner({ is_partner: parties.recipient_is_partner, is_premium: parties.recipient_is_premium });
  const fees = giftFees(
    ctx.config.giving,
    {
      amountCents: input.amountCents,
      tipCents: input.tipCents,
      at,
      recipientId: project.owner_id,
      recipientIsPremium: premiumPartner,
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
  // The project row is locked here; the rows every gift to this partner shares (its day rollups and both
  // accounts' totals) are written by deferred triggers on gifts as the transaction commits (0089).
  await applyGiftToProject(ctx, tx, project.id, input.amountCents, at);
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
    recipient_is_partner: parties.recipient_is_partner,
    recipient_is_premium_partner: premiumPartner,
    encouragement: input.encouragement,
    dedicatee_name: gift.dedicatee_name,
    dedicatee_email: gift.dedicatee_email,
    dedication_send_at: gift.dedication_send_at?.toISOString() ?? null,
    at: at.toISOString(),
  });
  return gift;
}
