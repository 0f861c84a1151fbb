import { createHash } from 'node:crypto';
import { isGiftVisibility } from '@storyfund/shared/constants';
import type { CreateGiftBody } from '@storyfund/shared/contract';
import {
  isGiftCardCode,
  normalizeGiftCardCode,
  validateDedicationDate,
  validateEmail,
  validateEncouragement,
  validateGiftAmount,
  validateIdempotencyKey,
  validateName,
  validatePaymentMethodId,
  validateTip,
} from '@storyfund/shared/validation';
import { assertValid } from '../../lib/errors.js';

/** The gift request after validation: what is hashed, stored with its payment request and charged. */
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

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const trimmed = (value: string | null | undefined) => (blank(value) ? null : value!.trim());

/** A future day is sent at 08:00 UTC that day; today (or none) means at once. */
function dedicationSendAt(sendOn: string | null | undefined, now: Date): string | null {
  if (blank(sendOn) || sendOn! <= now.toISOString().slice(0, 10)) return null;
  return `${sendOn}T08:00:00.000Z`;
}

/** Validates the body and the Idempotency-Key header; 422 with every field error at once, before any charge. */
export function parseGiftRequest(body: CreateGiftBody, idempotencyKey: string | undefined, asGuest: boolean, now: Date): GiftRequest {
  const tip = body.tip_cents ?? 0;
  const encouragement = trimmed(body.encouragement);
  const visibility = body.visibility;
  assertValid({
    idempotency_key: validateIdempotencyKey(idempotencyKey),
    amount_cents: validateGiftAmount(body.amount_cents),
    tip_cents: validateTip(tip, body.amount_cents),
    payment_method_id:
      !blank(body.gift_card_code) && blank(body.payment_method_id) ? undefined : validatePaymentMethodId(body.payment_method_id),
    gift_card_code: blank(body.gift_card_code) || isGiftCardCode(body.gift_card_code) ? undefined : 'No gift card with this code.',
    visibility:
      visibility === undefined
        ? undefined
        : !isGiftVisibility(visibility)
          ? 'Visibility must be Regular or Anonymous'
          : body.anonymous !== undefined && body.anonymous !== (visibility === 'Anonymous')
            ? 'Visibility and anonymous disagree'
            : undefined,
    encouragement: validateEncouragement(body.encouragement),
    dedicatee_name: blank(body.dedicatee_name)
      ? blank(body.dedicatee_email)
        ? undefined
        : 'Please give the name of the person you dedicate this gift to'
      : validateName(body.dedicatee_name, 'Dedicatee name'),
    dedicatee_email: blank(body.dedicatee_email) ? undefined : validateEmail(body.dedicatee_email),
    dedication_send_on: validateDedicationDate(body.dedication_send_on, body.dedicatee_email, now),
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
