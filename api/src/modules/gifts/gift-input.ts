import { createHash } from 'node:crypto';
import { isGiftVisibility } from '@storyfund/shared/constants';
import { validateEmail, validateIntegerCents, validateName } from '@storyfund/shared/validation';
import { assertValid } from '../../lib/errors.js';
import { COMMENT_MESSAGE_MAX } from '../timeline/comments.service.js';

/** Documented bounds (docs/api-giving.md): $1 to $100,000 a gift; a tip from 0 up to the amount. */
export const GIFT_MIN_CENTS = 100;
export const GIFT_MAX_CENTS = 10_000_000;

/** POST /projects/{id}/gifts, as sent. amount_cents and tip_cents are checked here, not coerced by the schema. */
export interface GiftBody {
  amount_cents?: unknown;
  tip_cents?: unknown;
  payment_method_id?: string;
  dedicatee_name?: string;
  dedicatee_email?: string;
  is_guest?: boolean;
  anonymous?: boolean;
  visibility?: string;
  encouragement?: string;
  guest_first_name?: string;
  guest_last_name?: string;
  guest_email?: string;
}

/** The gift request after validation: what is hashed, stored with the idempotency key and charged. */
export interface GiftRequest {
  amount_cents: number;
  tip_cents: number;
  payment_method_id: string;
  anonymous: boolean;
  encouragement: string | null;
  dedicatee_name: string | null;
  dedicatee_email: string | null;
  guest: { first_name: string; last_name: string; email: string | null } | null;
}

const PAYMENT_METHOD_RE = /^pm_[A-Za-z0-9_]{1,200}$/;
const IDEMPOTENCY_KEY_RE = /^[\x21-\x7e]{1,255}$/;
const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const trimmed = (value: string | undefined) => (blank(value) ? null : value!.trim());

/** Validates the body and the Idempotency-Key header; 422 with every field error at once, before any charge. */
export function parseGiftRequest(body: GiftBody, idempotencyKey: string | undefined, asGuest: boolean): GiftRequest {
  const amountError = validateIntegerCents(body.amount_cents, { min: GIFT_MIN_CENTS, max: GIFT_MAX_CENTS, label: 'Amount' });
  const maxTip = amountError ? GIFT_MAX_CENTS : (body.amount_cents as number);
  const tip = body.tip_cents ?? 0;
  const encouragement = trimmed(body.encouragement);
  const visibility = body.visibility;
  assertValid({
    idempotency_key: IDEMPOTENCY_KEY_RE.test(idempotencyKey ?? '')
      ? undefined
      : 'An Idempotency-Key header of 1 to 255 visible characters is required',
    amount_cents: amountError,
    tip_cents: validateIntegerCents(tip, { min: 0, max: maxTip, label: 'Tip' }),
    payment_method_id: PAYMENT_METHOD_RE.test(body.payment_method_id ?? '') ? undefined : 'Please choose a payment method',
    visibility:
      visibility === undefined
        ? undefined
        : !isGiftVisibility(visibility)
          ? 'Visibility must be Regular or Anonymous'
          : body.anonymous !== undefined && body.anonymous !== (visibility === 'Anonymous')
            ? 'Visibility and anonymous disagree'
            : undefined,
    encouragement: encouragement && [...encouragement].length > COMMENT_MESSAGE_MAX ? `Message can be at most ${COMMENT_MESSAGE_MAX} characters` : undefined,
    dedicatee_name: blank(body.dedicatee_name)
      ? blank(body.dedicatee_email) ? undefined : 'Please give the name of the person you dedicate this gift to'
      : validateName(body.dedicatee_name, 'Dedicatee name'),
    dedicatee_email: blank(body.dedicatee_email) ? undefined : validateEmail(body.dedicatee_email),
    guest_first_name: asGuest && !blank(body.guest_first_name) ? validateName(body.guest_first_name, 'First name') : undefined,
    guest_last_name: asGuest && !blank(body.guest_last_name) ? validateName(body.guest_last_name, 'Last name') : undefined,
    guest_email: asGuest && !blank(body.guest_email) ? validateEmail(body.guest_email) : undefined,
  });
  return {
    amount_cents: body.amount_cents as number,
    tip_cents: tip as number,
    payment_method_id: body.payment_method_id!,
    anonymous: body.anonymous ?? visibility === 'Anonymous',
    encouragement,
    dedicatee_name: trimmed(body.dedicatee_name),
    dedicatee_email: trimmed(body.dedicatee_email)?.toLowerCase() ?? null,
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
  const canonical = JSON.stringify([projectId, request.amount_cents, request.tip_cents, request.payment_method_id, request.anonymous,
    request.encouragement, request.dedicatee_name, request.dedicatee_email, request.guest]);
  return createHash('sha256').update(canonical).digest('hex');
}
