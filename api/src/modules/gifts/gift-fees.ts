import { estimateCardFeeCents, PLATFORM_FEE_CUTOFF } from '@storyfund/shared/constants';
import type { GivingConfig } from '../../config.js';

/** The cutoff of spec §9 as an instant: midnight UTC at the start of 2024-06-24. */
const PLATFORM_FEE_CUTOFF_AT = new Date(`${PLATFORM_FEE_CUTOFF}T00:00:00Z`);

export interface GiftFees {
  /** The card fee charged to the recipient: the processor's fee, or zero for the configured recipient. */
  stripe_fee_cents: number;
  /** What the processor really took (the platform bears the difference). */
  processor_fee_cents: number;
  platform_fee_cents: number;
  net_fee_cents: number;
  recipient_net_cents: number;
}

/**
 * Platform fee in basis points for a gift made at `at` to a recipient (docs/decisions.md "Giving"):
 * before the cutoff one rate for everyone; from the cutoff on, premium partners have their own rate.
 */
export function platformFeeBps(config: GivingConfig, at: Date, recipientIsPremium: boolean): number {
  const { before, after, premiumAfter } = config.platformFeeBps;
  if (at.getTime() < PLATFORM_FEE_CUTOFF_AT.getTime()) return before;
  return recipientIsPremium ? premiumAfter : after;
}

/** `amount × bps / 10000` in integers, rounded half up to whole cents (amount and bps are far below 2^53). */
export function basisPointsOf(amountCents: number, bps: number): number {
  return Math.floor((amountCents * bps + 5000) / 10000);
}

/**
 * The fees of one gift, all integer cents. The card fee covers the whole charge (amount + tip); the tip
 * goes to the platform untouched; the platform fee is on the amount only. The recipient nets the amount
 * less both fees.
 */
export function giftFees(
  config: GivingConfig,
  gift: { amountCents: number; tipCents: number; at: Date; recipientId: number; recipientIsPremium: boolean },
  processorFeeCents: number | null,
): GiftFees {
  const processor = processorFeeCents ?? estimateCardFeeCents(gift.amountCents + gift.tipCents);
  const stripe = gift.recipientId === config.zeroCardFeeRecipientId ? 0 : processor;
  const platform = basisPointsOf(gift.amountCents, platformFeeBps(config, gift.at, gift.recipientIsPremium));
  return {
    stripe_fee_cents: stripe,
    processor_fee_cents: processor,
    platform_fee_cents: platform,
    net_fee_cents: stripe + platform,
    recipient_net_cents: gift.amountCents - stripe - platform,
  };
}
