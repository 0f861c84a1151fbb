import { createHash } from 'node:crypto';
import type { CreateSubscriptionBody, UpdateSubscriptionBody } from '@storyfund/shared/contract';
import {
  validateEncouragement,
  validateGiftAmount,
  validateIdempotencyKey,
  validatePaymentMethodId,
  validateTip,
} from '@storyfund/shared/validation';
import { assertValid, ValidationError } from '../../lib/errors.js';

/** The request after validation: what is hashed for the Idempotency-Key and stored on the subscription. */
export interface SubscriptionRequest {
  amount_cents: number;
  tip_cents: number;
  payment_method_id: string;
  anonymous: boolean;
  encouragement: string | null;
}

/** Validates the body and the Idempotency-Key header: 422 with every field error at once, before any charge. */
export function parseSubscriptionRequest(body: CreateSubscriptionBody, idempotencyKey: string | undefined): SubscriptionRequest {
  const tip = body.tip_cents ?? 0;
  const encouragement = typeof body.encouragement === 'string' && body.encouragement.trim() !== '' ? body.encouragement.trim() : null;
  assertValid({
    idempotency_key: validateIdempotencyKey(idempotencyKey),
    amount_cents: validateGiftAmount(body.amount_cents),
    tip_cents: validateTip(tip, body.amount_cents),
    payment_method_id: validatePaymentMethodId(body.payment_method_id),
    encouragement: validateEncouragement(body.encouragement),
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
  patch: UpdateSubscriptionBody,
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
    payment_method_id: patch.payment_method_id === undefined ? undefined : validatePaymentMethodId(patch.payment_method_id),
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
