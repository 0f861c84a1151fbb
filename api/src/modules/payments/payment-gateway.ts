import type { NextAction } from '@storyfund/shared/contract';
import { AppError } from '../../lib/errors.js';
import type { IntentRow } from './payments.repository.js';

/**
 * The one interface to the payment processor, with two implementations: the built-in sandbox
 * (sandbox-gateway.ts, the default) and Stripe over the official SDK (stripe-gateway.ts, with
 * STRIPE_SECRET_KEY); payments.service.ts `paymentGateway(ctx)` picks one. Every call that creates
 * something takes an idempotency key: the same key never creates a second object. A saved card
 * (`pm_...` attached to a customer) is usable only with its customer; otherwise UnknownPaymentMethodError.
 */
export interface PaymentGateway {
  readonly provider: 'sandbox' | 'stripe';
  createCustomer(params: CreateCustomerParams): Promise<{ id: string }>;
  /** Creates a PaymentIntent for the card and confirms it at once, as Stripe's `confirm: true` does. */
  createAndConfirmPaymentIntent(params: CreateIntentParams): Promise<IntentResult>;
  /** Confirms again after the customer's authentication step (3-D Secure). */
  confirmPaymentIntent(intentId: string): Promise<IntentResult>;
  /**
   * The intent as the processor has it now (and its payment_intents row brought up to date). `known` is its row
   * when the caller has just read it: the sandbox, whose own record that row is, answers from it rather than read
   * it again; Stripe is asked all the same.
   */
  retrieve(intentId: string, known?: IntentRow): Promise<IntentResult>;
  /** Saves a card on the customer (the sandbox answers a new `pm_sbx_...` id for a test card, as Stripe does). */
  attachPaymentMethod(params: { customer: string; userId: number; paymentMethodId: string }): Promise<SavedCard>;
  detachPaymentMethod(params: { customer: string; paymentMethodId: string }): Promise<void>;
  /** The customer's saved cards, oldest first, and its default card's id. */
  listPaymentMethods(customer: string): Promise<{ cards: SavedCard[]; defaultId: string | null }>;
  setDefaultPaymentMethod(customer: string, paymentMethodId: string | null): Promise<void>;
  /**
   * Gives back `amountCents` of a succeeded intent's charge to the card. The same idempotency key never
   * refunds twice; more than is left of the charge is refused (409).
   */
  refund(params: RefundParams): Promise<RefundResult>;
}

interface RefundParams {
  /** The processor's intent id (`pi_...`). */
  intentId: string;
  amountCents: number;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/** The refund as the processor has it, with its row in payment_refunds. */
export interface RefundResult {
  id: string;
  recordId: number;
  amountCents: number;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
}

/** A saved card as the processor describes it: never more than brand, last four digits and expiry. */
export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

interface CreateCustomerParams {
  userId: number;
  email: string | null;
  name: string;
  idempotencyKey: string;
}

interface CreateIntentParams {
  amountCents: number;
  customer: string | null;
  paymentMethodId: string;
  idempotencyKey: string;
  /** A charge without the customer present (monthly renewals, in a later slice). */
  offSession?: boolean;
  metadata: Record<string, string>;
}

export interface IntentInfo {
  /** The processor's id (`pi_...`). */
  id: string;
  /** Its row in payment_intents (the sandbox's own record, or the mirror of a Stripe intent). */
  recordId: number;
  amountCents: number;
  clientSecret: string;
}

export type IntentResult =
  | { status: 'succeeded'; intent: IntentInfo; /** The processor's fee, when it reports one. */ feeCents: number | null }
  | { status: 'requires_action'; intent: IntentInfo; nextAction: NextAction }
  | { status: 'declined'; intent: IntentInfo; decline: Decline };

/** The processor's error: `code` as Stripe names it, its `decline_code` when there is one, and its message. */
export interface Decline {
  code: string;
  declineCode: string | null;
  message: string;
}

/** A payment method the processor does not know: bad input (422), nothing was charged. */
export class UnknownPaymentMethodError extends AppError {
  constructor(paymentMethodId: string) {
    const message = `No such payment method: '${paymentMethodId}'`;
    super(422, message, { errors: { payment_method_id: [message] } });
  }
}

/** The processor could not be reached or failed (502); nothing is known to be charged, a retry is safe. */
export class ProcessorUnavailableError extends AppError {
  constructor() {
    super(502, 'The payment processor is not answering. Please try again in a moment.', { error: 'processor_unavailable' });
  }
}

/**
 * 402 with the processor's decline message, and in `error` the most specific code (a decline code such as
 * `insufficient_funds`, else the error code such as `card_declined` or `authentication_failure`).
 */
export class PaymentDeclinedError extends AppError {
  constructor(decline: Decline) {
    super(402, decline.message, { error: declineErrorCode(decline) });
  }
}

export function declineErrorCode(decline: Decline): string {
  return decline.declineCode && decline.declineCode !== 'generic_decline' ? decline.declineCode : decline.code;
}
