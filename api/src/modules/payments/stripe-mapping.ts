import Stripe from 'stripe';
import { ConflictError } from '../../lib/errors.js';
import {
  PaymentDeclinedError,
  ProcessorUnavailableError,
  UnknownPaymentMethodError,
  type Decline,
  type IntentInfo,
  type IntentResult,
} from './payment-gateway.js';
import type { IntentRow, NewIntent } from './payments.repository.js';

/**
 * How Stripe's objects and errors read in our terms (IntentResult, Decline, our errors). Pure functions,
 * so the mapping is tested against the real SDK's objects through a local Stripe API server.
 */

/** Stripe's statuses in payment_intents' vocabulary; processing (rare for cards) waits like requires_action. */
export function mirroredState(
  pi: Stripe.PaymentIntent,
): Pick<NewIntent, 'status' | 'fee_cents' | 'last_error_code' | 'last_error_decline_code' | 'last_error_message'> {
  switch (pi.status) {
    case 'succeeded':
      return { status: 'succeeded', fee_cents: processorFeeCents(pi) };
    case 'requires_payment_method': {
      const decline = declineOf(pi);
      return {
        status: 'requires_payment_method',
        last_error_code: decline.code,
        last_error_decline_code: decline.declineCode,
        last_error_message: decline.message,
      };
    }
    case 'canceled':
      return { status: 'canceled', last_error_code: 'payment_intent_canceled', last_error_message: CANCELED.message };
    default:
      return { status: 'requires_action' };
  }
}

const CANCELED: Decline = { code: 'payment_intent_canceled', declineCode: null, message: 'This payment was canceled.' };
const GENERIC: Decline = { code: 'card_declined', declineCode: null, message: 'Your card was declined.' };

/** The intent's last error as a Decline (code, the issuer's decline code, the message to show). */
function declineOf(pi: Stripe.PaymentIntent): Decline {
  const error = pi.last_payment_error;
  if (!error) return GENERIC;
  return { code: error.code ?? GENERIC.code, declineCode: error.decline_code ?? null, message: error.message ?? GENERIC.message };
}

/** The real fee of the charge, from its balance transaction when Stripe has it (in cents). */
function processorFeeCents(pi: Stripe.PaymentIntent): number | null {
  const charge = pi.latest_charge;
  if (!charge || typeof charge === 'string') return null;
  const balance = charge.balance_transaction;
  if (!balance || typeof balance === 'string') return null;
  return balance.fee;
}

export function resultOf(row: IntentRow, pi: Stripe.PaymentIntent): IntentResult {
  const intent: IntentInfo = { id: pi.id, recordId: row.id, amountCents: pi.amount, clientSecret: pi.client_secret ?? row.client_secret };
  if (pi.status === 'succeeded') return { status: 'succeeded', intent, feeCents: processorFeeCents(pi) };
  if (pi.status === 'requires_payment_method') return { status: 'declined', intent, decline: declineOf(pi) };
  if (pi.status === 'canceled') return { status: 'declined', intent, decline: CANCELED };
  return { status: 'requires_action', intent, nextAction: { type: 'use_stripe_sdk' } };
}

/** A card error's decline as Stripe reports it (code, decline_code, message). */
export function declineOfError(err: Stripe.errors.StripeCardError): Decline {
  return { code: err.code ?? GENERIC.code, declineCode: err.decline_code ?? null, message: err.message || GENERIC.message };
}

/**
 * Any other Stripe error as ours: a card error 402; an idempotency key reused with other parameters 409;
 * an unknown or foreign payment method 422; Stripe unreachable or failing 502. Anything else is our own
 * mistake (a bad key, a bad parameter): a plain error without Stripe's raw response, logged as a 500.
 */
export function mapStripeError(err: unknown, paymentMethodId?: string): Error {
  if (!(err instanceof Stripe.errors.StripeError)) return err instanceof Error ? err : new Error(String(err));
  if (err instanceof Stripe.errors.StripeCardError) return new PaymentDeclinedError(declineOfError(err));
  if (err instanceof Stripe.errors.StripeIdempotencyError)
    return new ConflictError('This idempotency key was already used with different payment parameters.');
  if (paymentMethodId && err instanceof Stripe.errors.StripeInvalidRequestError && isAboutPaymentMethod(err)) {
    return new UnknownPaymentMethodError(paymentMethodId);
  }
  if (
    err instanceof Stripe.errors.StripeConnectionError ||
    err instanceof Stripe.errors.StripeAPIError ||
    err instanceof Stripe.errors.StripeRateLimitError
  ) {
    return new ProcessorUnavailableError();
  }
  return new Error(`Stripe refused the request (${err.type}${err.code ? `, ${err.code}` : ''}): ${err.message}`);
}

function isAboutPaymentMethod(err: Stripe.errors.StripeInvalidRequestError): boolean {
  return (err.param ?? '').startsWith('payment_method') || /payment ?method/i.test(err.message);
}
