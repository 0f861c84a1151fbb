import { createHash } from 'node:crypto';
import { validateGiftAmount, validateTip } from '@storyfund/shared/validation';
import { assertValid, ValidationError } from '../../lib/errors.js';
import { COMMENT_MESSAGE_MAX } from '../timeline/comments.service.js';

/** POST /projects/{id}/subscription, as sent. Amounts are checked by the shared gift rules, not coerced. */
export interface SubscriptionBody {
  amount_cents?: unknown;
  tip_cents?: unknown;
  payment_method_id?: string;
  anonymous?: boolean;
  encouragement?: string | null;
}

/** The request after validation: what is hashed for the Idempotency-Key and stored on the subscription. */
export interface SubscriptionRequest {
  amount_cents: number;
  tip_cents: number;
  payment_method_id: string;
  anonymous: boolean;
  encouragement: string | null;
}

/** PATCH /projects/{id}/subscription. */
export interface SubscriptionPatch {
  amount_cents?: unknown;
  payment_method_id?: string;
}

const PAYMENT_METHOD_RE = /^pm_[A-Za-z0-9_]{1,200}$/;
const IDEMPOTENCY_KEY_RE = /^[\x21-\x7e]{1,255}$/;
const paymentMethodError = (id: string | undefined) => (PAYMENT_METHOD_RE.test(id ?? '') ? undefined : 'Please choose a payment method');

/** Validates the body and the Idempotency-Key header: 422 with every field error at once, before any charge. */
export function parseSubscriptionRequest(body: SubscriptionBody, idempotencyKey: string | undefined): SubscriptionRequest {
  const tip = body.tip_cents ?? 0;
  const encouragement = typeof body.encouragement === 'string' && body.encouragement.trim() !== '' ? body.encouragement.trim() : null;
  assertValid({
    idempotency_key: IDEMPOTENCY_KEY_RE.test(idempotencyKey ?? '')
      ? undefined
      : 'An Idempotency-Key header of 1 to 255 visible characters is required',
    amount_cents: validateGiftAmount(body.amount_cents),
    tip_cents: validateTip(tip, body.amount_cents),
    payment_method_id: paymentMethodError(body.payment_method_id),
    encouragement:
      encouragement && [...encouragement].length > COMMENT_MESSAGE_MAX
        ? `Message can be at most ${COMMENT_MESSAGE_MAX} characters`
        : undefined,
  });
  return {
    amount_cents: body.amount_cents as number,
    tip_cents: tip as number,
    payment_method_id: body.payment_method_id!,
    anonymous: body.anonymous ?? false,
    encouragement,
  };
}

/**
 * Validates a change of amount or card. The tip stays as it was, so a new amount must still be at least
 * the tip (the gift rule: a tip is at most the amount).
 */
export function parseSubscriptionPatch(
  patch: SubscriptionPatch,
  current: { tip_cents: number },
): { amount_cents?: number; payment_method_id?: string } {
  if (patch.amount_cents === undefined && patch.payment_method_id === undefined) {
    throw new ValidationError({ base: ['Please give a new amount or a new card'] });
  }
  const amountError = patch.amount_cents === undefined ? undefined : validateGiftAmount(patch.amount_cents);
  assertValid({
    amount_cents:
      amountError ??
      (patch.amount_cents !== undefined && (patch.amount_cents as number) < current.tip_cents
        ? 'Amount must be at least the monthly tip'
        : undefined),
    payment_method_id: patch.payment_method_id === undefined ? undefined : paymentMethodError(patch.payment_method_id),
  });
  return {
    ...(patch.amount_cents !== undefined ? { amount_cents: patch.amount_cents as number } : {}),
    ...(patch.payment_method_id !== undefined ? { payment_method_id: patch.payment_method_id } : {}),
  };
}

/** What makes two requests "the same": the project and every validated field, in a fixed order. */
export function requestHash(projectId: number, request: SubscriptionRequest): string {
  const canonical = JSON.stringify([
    'subscription',
    projectId,
    request.amount_cents,
    request.tip_cents,
    request.payment_method_id,
    request.anonymous,
    request.encouragement,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}
