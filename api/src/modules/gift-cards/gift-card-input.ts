import { createHash } from 'node:crypto';
import type { PurchaseGiftCardBody } from '@storyfund/shared/contract';
import {
  utcDay,
  validateDeliveryDate,
  validateEmail,
  validateGiftCardAmount,
  validateIdempotencyKey,
  validateName,
  validatePaymentMethodId,
  validateMessage,
} from '@storyfund/shared/validation';
import { assertValid } from '../../lib/errors.js';

/** The purchase after validation: what is hashed, kept with the order and charged. */
export interface PurchaseRequest {
  amount_cents: number;
  recipient_name: string;
  recipient_email: string;
  message: string | null;
  deliver_on: string;
  payment_method_id: string;
  /** From the body for a guest; from the account otherwise (filled in by the service). */
  purchaser_name: string | null;
  purchaser_email: string | null;
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const trimmed = (value: string | null | undefined) => (blank(value) ? null : value!.trim());

/**
 * Validates a purchase and its Idempotency-Key: 422 with every field error at once, before any charge. A
 * buyer without a full account (`asGuest`) must give a name and an email for the receipt.
 */
export function parsePurchase(
  body: PurchaseGiftCardBody,
  idempotencyKey: string | undefined,
  asGuest: boolean,
  now: Date,
): PurchaseRequest {
  const message = trimmed(body.message);
  assertValid({
    idempotency_key: validateIdempotencyKey(idempotencyKey),
    amount_cents: validateGiftCardAmount(body.amount_cents),
    recipient_name: validateName(body.recipient_name, 'Recipient name'),
    recipient_email: validateEmail(body.recipient_email),
    message: validateMessage(message, 'giftCard'),
    deliver_on: validateDeliveryDate(body.deliver_on, now),
    payment_method_id: validatePaymentMethodId(body.payment_method_id),
    purchaser_name: asGuest ? validateName(body.purchaser_name, 'Your name') : undefined,
    purchaser_email: asGuest ? validateEmail(body.purchaser_email) : undefined,
  });
  return {
    amount_cents: body.amount_cents as number,
    recipient_name: body.recipient_name!.trim(),
    recipient_email: body.recipient_email!.trim().toLowerCase(),
    message,
    deliver_on: trimmed(body.deliver_on) ?? utcDay(now),
    payment_method_id: body.payment_method_id!,
    purchaser_name: asGuest ? trimmed(body.purchaser_name) : null,
    purchaser_email: asGuest ? trimmed(body.purchaser_email)!.toLowerCase() : null,
  };
}

export function purchaseHash(request: PurchaseRequest): string {
  const canonical = JSON.stringify([
    request.amount_cents,
    request.recipient_name,
    request.recipient_email,
    request.message,
    request.deliver_on,
    request.payment_method_id,
    request.purchaser_name,
    request.purchaser_email,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}
