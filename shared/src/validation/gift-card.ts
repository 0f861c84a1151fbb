/** Gift card rules: one place for the buy and redeem pages, the give panel and the API. */
import {
  GIFT_CARD_CODE_ALPHABET,
  GIFT_CARD_CODE_LENGTH,
  GIFT_CARD_DELIVERY_MAX_DAYS,
  GIFT_CARD_MAX_CENTS,
  GIFT_CARD_MIN_CENTS,
} from '../constants/gift-cards.js';
import type { ValidationResult } from './field-errors.js';
import { validateIntegerCents } from './numbers.js';

const CODE_RE = new RegExp(`^[${GIFT_CARD_CODE_ALPHABET}]{${GIFT_CARD_CODE_LENGTH}}$`);

/** What a code is matched on: upper case, without spaces and dashes ('abcd-efgh jkmn-pqrs' → 'ABCDEFGHJKMNPQRS'). */
export function normalizeGiftCardCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

/** True when the text is a well-formed code once normalised (it may still not exist). */
export function isGiftCardCode(code: unknown): code is string {
  return typeof code === 'string' && CODE_RE.test(normalizeGiftCardCode(code));
}

/** The code as people read it: groups of four joined by dashes. */
export function formatGiftCardCode(code: string): string {
  return normalizeGiftCardCode(code).replace(/(.{4})(?=.)/g, '$1-');
}

/** A card's value: integer cents from GIFT_CARD_MIN_CENTS to GIFT_CARD_MAX_CENTS. */
export function validateGiftCardAmount(amountCents: unknown): ValidationResult {
  return validateIntegerCents(amountCents, { min: GIFT_CARD_MIN_CENTS, max: GIFT_CARD_MAX_CENTS, label: 'Amount' });
}

/** Today's date in UTC as YYYY-MM-DD. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** A delivery day: YYYY-MM-DD, today (UTC) or later, at most GIFT_CARD_DELIVERY_MAX_DAYS ahead; empty means today. */
export function validateDeliveryDate(value: unknown, now: Date): ValidationResult {
  if (value === undefined || value === null || value === '') return undefined;
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : undefined;
  if (!day || Number.isNaN(day.getTime()) || utcDay(day) !== value) return 'Please give a date as YYYY-MM-DD';
  const today = new Date(`${utcDay(now)}T00:00:00Z`);
  if (day < today) return 'The delivery date cannot be in the past';
  if (day.getTime() - today.getTime() > GIFT_CARD_DELIVERY_MAX_DAYS * 86_400_000) return 'The delivery date can be at most a year ahead';
  return undefined;
}
