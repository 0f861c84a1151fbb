import { createHash } from 'node:crypto';
import { isGiftVisibility } from '@storyfund/shared/constants';
import {
  isGiftCardCode,
  normalizeGiftCardCode,
  validateEmail,
  validateGiftAmount,
  validateName,
  validateTip,
} from '@storyfund/shared/validation';
import { assertValid } from '../../lib/errors.js';
import { COMMENT_MESSAGE_MAX } from '../timeline/comments.service.js';

/** Documented bounds (docs/api-giving.md): $1 to $100,000 a gift; a tip from 0 up to the amount. One rule, in shared. */
export { GIFT_MAX_CENTS, GIFT_MIN_CENTS } from '@storyfund/shared/constants';

/** POST /projects/{id}/gifts, as sent. amount_cents and tip_cents are checked here, not coerced by the schema. */
export interface GiftBody {
  amount_cents?: unknown;
  tip_cents?: unknown;
  payment_method_id?: string;
  dedicatee_name?: string;
  dedicatee_email?: string;
  /** YYYY-MM-DD: email the dedicatee on that day (UTC) instead of at once. */
  dedication_send_on?: string;
  is_guest?: boolean;
  anonymous?: boolean;
  visibility?: string;
  encouragement?: string;
  guest_first_name?: string;
  guest_last_name?: string;
  guest_email?: string;
  /** A gift card pays first (the amount, then the tip); any rest is charged to payment_method_id. */
  gift_card_code?: string | null;
}

/** The gift request after validation: what is hashed, stored with the idempotency key and charged. */
export interface GiftRequest {
  amount_cents: number;
  tip_cents: number;
  /** '' when a gift card code is given without one (the card must then pay everything). */
  payment_method_id: string;
  /** Normalised (gift-cards module); null without a card. */
  gift_card_code: string | null;
  anonymous: boolean;
  encouragement: string | null;
  dedicatee_name: string | null;
  dedicatee_email: string | null;
  /** When the dedication email goes out; null: at once. */
  dedication_send_at: string | null;
  guest: { first_name: string; last_name: string; email: string | null } | null;
}

const PAYMENT_METHOD_RE = /^pm_[A-Za-z0-9_]{1,200}$/;
const IDEMPOTENCY_KEY_RE = /^[\x21-\x7e]{1,255}$/;
const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const trimmed = (value: string | undefined) => (blank(value) ? null : value!.trim());

/** A dedication can wait up to a year. */
export const DEDICATION_MAX_DAYS_AHEAD = 366;
const SEND_ON_RE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

function validateSendOn(sendOn: string | undefined, email: string | undefined, now: Date): string | undefined {
  if (blank(sendOn)) return undefined;
  const day = SEND_ON_RE.test(sendOn!) ? new Date(`${sendOn}T00:00:00Z`) : undefined;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== sendOn) return 'Please give a date as YYYY-MM-DD';
  if (blank(email)) return "A scheduled dedication needs the dedicatee's email";
  const today = new Date(now.toISOString().slice(0, 10) + 'T00:00:00Z');
  if (day < today) return 'The date cannot be in the past';
  if (day.getTime() - today.getTime() > DEDICATION_MAX_DAYS_AHEAD * DAY_MS) return 'The date can be at most a year ahead';
  return undefined;
}

/** A future day is sent at 08:00 UTC that day; today (or none) means at once. */
function dedicationSendAt(sendOn: string | undefined, now: Date): string | null {
  if (blank(sendOn) || sendOn! <= now.toISOString().slice(0, 10)) return null;
  return `${sendOn}T08:00:00.000Z`;
}

/** Validates the body and the Idempotency-Key header; 422 with every field error at once, before any charge. */
export function parseGiftRequest(body: GiftBody, idempotencyKey: string | undefined, asGuest: boolean, now: Date): GiftRequest {
  const tip = body.tip_cents ?? 0;
  const encouragement = trimmed(body.encouragement);
  const visibility = body.visibility;
  assertValid({
    idempotency_key: IDEMPOTENCY_KEY_RE.test(idempotencyKey ?? '')
      ? undefined
      : 'An Idempotency-Key header of 1 to 255 visible characters is required',
    amount_cents: validateGiftAmount(body.amount_cents),
    tip_cents: validateTip(tip, body.amount_cents),
    payment_method_id:
      PAYMENT_METHOD_RE.test(body.payment_method_id ?? '') || (!blank(body.gift_card_code) && blank(body.payment_method_id))
        ? undefined
        : 'Please choose a payment method',
    gift_card_code: blank(body.gift_card_code) || isGiftCardCode(body.gift_card_code) ? undefined : 'No gift card with this code.',
    visibility:
      visibility === undefined
        ? undefined
        : !isGiftVisibility(visibility)
          ? 'Visibility must be Regular or Anonymous'
          : body.anonymous !== undefined && body.anonymous !== (visibility === 'Anonymous')
            ? 'Visibility and anonymous disagree'
            : undefined,
    encouragement:
      encouragement && [...encouragement].length > COMMENT_MESSAGE_MAX
        ? `Message can be at most ${COMMENT_MESSAGE_MAX} characters`
        : undefined,
    dedicatee_name: blank(body.dedicatee_name)
      ? blank(body.dedicatee_email)
        ? undefined
        : 'Please give the name of the person you dedicate this gift to'
      : validateName(body.dedicatee_name, 'Dedicatee name'),
    dedicatee_email: blank(body.dedicatee_email) ? undefined : validateEmail(body.dedicatee_email),
    dedication_send_on: validateSendOn(body.dedication_send_on, body.dedicatee_email, now),
    guest_first_name: asGuest && !blank(body.guest_first_name) ? validateName(body.guest_first_name, 'First name') : undefined,
    guest_last_name: asGuest && !blank(body.guest_last_name) ? validateName(body.guest_last_name, 'Last name') : undefined,
    guest_email: asGuest && !blank(body.guest_email) ? validateEmail(body.guest_email) : undefined,
  });
  return {
    amount_cents: body.amount_cents as number,
    tip_cents: tip as number,
    payment_method_id: body.payment_method_id ?? '',
    gift_card_code: blank(body.gift_card_code) ? null : normalizeGiftCardCode(body.gift_card_code!),
    anonymous: body.anonymous ?? visibility === 'Anonymous',
    encouragement,
    dedicatee_name: trimmed(body.dedicatee_name),
    dedicatee_email: trimmed(body.dedicatee_email)?.toLowerCase() ?? null,
    dedication_send_at: dedicationSendAt(body.dedication_send_on, now),
    guest: asGuest
      ? {
          first_name: trimmed(body.guest_first_name) ?? '',
          last_name: trimmed(body.guest_last_name) ?? '',
          email: trimmed(body.guest_email)?.toLowerCase() ?? null,
        }
      : null,
  };
}

/** What makes two requests "the same": the project and every validated field, in a fixed order. */
export function requestHash(projectId: number, request: GiftRequest): string {
  const canonical = JSON.stringify([
    projectId,
    request.amount_cents,
    request.tip_cents,
    request.payment_method_id,
    request.anonymous,
    request.encouragement,
    request.dedicatee_name,
    request.dedicatee_email,
    request.dedication_send_at,
    request.guest,
    request.gift_card_code,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}
