/**
 * The give panel's sums, in integer cents: preset amounts, the tip as a share of the gift, and what a gift
 * card pays before the card is charged (the card pays the gift first, then the tip; docs/api-gift-cards).
 */
import { dollarsToCents } from '@storyfund/shared/money';

export const PRESET_AMOUNTS_CENTS = [1000, 2500, 5000, 10000] as const;
/** The amount chosen when the panel opens. */
export const DEFAULT_AMOUNT_CENTS = 2500;

/** Tip choices, "No tip" first and preselected: nothing is added unless the donor chooses it. */
export const TIP_PERCENTS = [0, 5, 10, 15] as const;
export type TipPercent = (typeof TIP_PERCENTS)[number];

export function tipLabel(percent: TipPercent): string {
  return percent === 0 ? 'No tip' : `${percent}%`;
}

/** The tip for a share of the gift, rounded half up to whole cents (0 for an invalid amount). */
export function tipCents(amountCents: number | undefined, percent: TipPercent): number {
  if (amountCents === undefined || !Number.isSafeInteger(amountCents) || amountCents <= 0) return 0;
  return Math.floor((amountCents * percent + 50) / 100);
}

/**
 * The amount typed in "Other amount" (dollars) as cents; undefined when blank. NaN when it cannot be read
 * exactly, so the shared rule reports it ("must be a whole number of cents").
 */
export function typedAmountCents(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  return dollarsToCents(text);
}

export interface GiftSplit {
  /** Gift plus tip. */
  totalCents: number;
  /** What the gift card pays of it. */
  giftCardCents: number;
  /** The rest, charged to the card; 0 means no card is needed. */
  chargeCents: number;
}

/** How a gift is paid: the gift card's balance first (gift, then tip), the rest by card. */
export function splitPayment(amountCents: number, tip: number, giftCardBalanceCents = 0): GiftSplit {
  const totalCents = amountCents + tip;
  const giftCardCents = Math.max(0, Math.min(giftCardBalanceCents, totalCents));
  return { totalCents, giftCardCents, chargeCents: totalCents - giftCardCents };
}
