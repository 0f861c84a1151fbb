import type { ErrorBody, GiftRequiresAction, PaymentIntentAction } from '@storyfund/shared/contract';
import type { Transaction } from '../../db/client.js';
import { declineErrorCode, type Decline, type IntentResult } from './payment-gateway.js';
import type { RequestRow } from './payment-requests.repository.js';

/**
 * What a purpose gives the payment-request helper (payment-requests.service.ts, which re-exports all of it):
 * its flow, and the shapes the flow sees and answers.
 */
export type PaymentPurpose = 'gift' | 'gift_card' | 'subscription' | 'premium';

/** A request as its purpose's module sees it: `request` is what it stored (its own shape). */
export type PaymentRequest<R> = Omit<RequestRow, 'request'> & { request: R };

/** What a call that pays answers; `replayed` answers carry the Idempotent-Replayed header. */
export interface PaymentAnswer {
  statusCode: number;
  body: Record<string, unknown>;
  replayed: boolean;
}

/** What the browser needs for the 3-D Secure step (the wire contract's). */
export type { PaymentIntentAction };

/** The PaymentIntent a charge made: the processor's id, its payment_intents row and the amount charged. */
export interface ChargedIntent {
  id: string;
  recordId: number;
  amountCents: number;
}

/** What a payment came to. `intent` is null when nothing was charged (a gift card paid it all; a card the processor refused to save). */
export type PaymentResult =
  | { status: 'succeeded'; intent: ChargedIntent | null; feeCents: number | null }
  | { status: 'requires_action'; intent: ChargedIntent; action: PaymentIntentAction }
  | { status: 'declined'; intent: ChargedIntent | null; decline: Decline };

export function paymentResultOf(result: IntentResult): PaymentResult {
  const intent = { id: result.intent.id, recordId: result.intent.recordId, amountCents: result.intent.amountCents };
  if (result.status === 'succeeded') return { status: 'succeeded', intent, feeCents: result.feeCents };
  if (result.status === 'declined') return { status: 'declined', intent, decline: result.decline };
  return {
    status: 'requires_action',
    intent,
    action: { id: result.intent.id, client_secret: result.intent.clientSecret, next_action: result.nextAction },
  };
}

interface ChargeParams {
  amountCents: number;
  customer: string | null;
  paymentMethodId: string;
  /** Added to the intent's metadata, next to its purpose and request id. */
  metadata?: Record<string, string>;
}

/** The processor, bound to the request: its calls use the request's own processor key and intent. */
export interface RequestProcessor {
  /** A request just made (false: taken over from a holder that died, which may have charged already). */
  fresh: boolean;
  charge(params: ChargeParams): Promise<PaymentResult>;
  /** After the customer's 3-D Secure step: what the request's PaymentIntent has become. */
  confirm(): Promise<PaymentResult>;
}

/** An outcome's answer: stored for replays, except `unstored` (a guest's fresh token) which only this answer gets. */
export interface Recorded {
  statusCode: number;
  body: Record<string, unknown>;
  /** The account the request belongs to from now on (a guest account made with the answer). */
  ownerId?: number;
  unstored?: Record<string, unknown>;
}

export type RecordOutcome<R> = (tx: Transaction, request: PaymentRequest<R>, result: PaymentResult) => Promise<Recorded>;

export interface PaymentFlow<R> {
  /** The work up to the payment's outcome: checks, reservations, and the charge (or confirm) through `processor`. */
  pay(request: PaymentRequest<R>, processor: RequestProcessor): Promise<PaymentResult>;
  /** Writes what the outcome makes (a gift, a card...) in the transaction that holds the request locked, and answers it. */
  record: RecordOutcome<R>;
  /** After a failure before an outcome was written: gives back what `pay` took (a gift card's reserved part). */
  undo?(request: PaymentRequest<R>): Promise<void>;
  /** The answer of a request already answered (default: the stored one); `duplicate` for a POST sent again. */
  replay?(request: PaymentRequest<R>, duplicate: boolean): Promise<PaymentAnswer>;
}

export interface NewPaymentRequest<R> {
  purpose: PaymentPurpose;
  /** The caller's account (the key's scope is `user:{id}`), or null for a guest without a token (scope `guest`). */
  ownerId: number | null;
  key: string;
  /** What makes two requests "the same" (the purpose's fields, canonically hashed). */
  hash: string;
  request: R;
}

/** The usual answers: the 3-D Secure step (a gift's and a card purchase's), and a decline (402 with the most specific code). */
export const requiresActionAnswer = (action: PaymentIntentAction): Recorded => ({
  statusCode: 200,
  body: { status: 'requires_action', payment_intent: action } satisfies GiftRequiresAction,
});
export const declinedAnswer = (decline: Pick<Decline, 'code' | 'declineCode' | 'message'>): Recorded => ({
  statusCode: 402,
  body: { message: decline.message, error: declineErrorCode(decline) } satisfies ErrorBody,
});

/** The answer a request stored. */
export function storedAnswer(row: Pick<RequestRow, 'response_status' | 'response_body'>): PaymentAnswer {
  return { statusCode: row.response_status ?? 200, body: row.response_body ?? {}, replayed: true };
}
