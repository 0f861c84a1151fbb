import type { AppContext } from '../../app-context.js';
import type { IntentResult } from './payment-gateway.js';
import type { IntentRow } from './payments.repository.js';

/**
 * What a webhook tells the rest of the API: a PaymentIntent succeeded, or failed. Each module that
 * creates intents names its `purpose` in the intent's metadata and registers handlers for it once, at
 * start-up (in its routes plugin): 'gift' (gifts module), 'subscription' (monthly gifts), 'gift_card'
 * (gift-card purchases). A handler must be idempotent: an event may come after the browser's own confirm
 * call already finished the payment, and a redelivered event may run it again after a failure.
 */
export interface PaymentOutcome {
  provider: IntentRow['provider'];
  /** The intent's payment_intents row (the sandbox's own record, or the mirror of a Stripe intent). */
  intent: IntentRow;
  /** What the processor says now (the event is only a hint: the state is fetched again). */
  result: Extract<IntentResult, { status: 'succeeded' | 'declined' }>;
  eventId: string;
}

export type PaymentHandler = (ctx: AppContext, outcome: PaymentOutcome) => Promise<void>;

const handlers = { succeeded: new Map<string, PaymentHandler>(), declined: new Map<string, PaymentHandler>() };

function register(kind: keyof typeof handlers, purpose: string, handler: PaymentHandler): void {
  const known = handlers[kind].get(purpose);
  if (known && known !== handler) throw new Error(`A ${kind} payment handler for '${purpose}' is already registered.`);
  handlers[kind].set(purpose, handler);
}

/** Runs `handler` when a PaymentIntent whose metadata.purpose is `purpose` has succeeded. */
export const onPaymentSucceeded = (purpose: string, handler: PaymentHandler) => register('succeeded', purpose, handler);

/** Runs `handler` when a PaymentIntent whose metadata.purpose is `purpose` has failed (declined, or 3-D Secure failed). */
export const onPaymentFailed = (purpose: string, handler: PaymentHandler) => register('declined', purpose, handler);

/** An intent's purpose: its metadata.purpose (gift requests made before purposes existed carry gift_request_id). */
export function paymentPurpose(metadata: Record<string, string>): string | undefined {
  return metadata.purpose ?? (metadata.gift_request_id ? 'gift' : undefined);
}

/** Hands the outcome to its purpose's handler; answers what happened, for the event's record. */
export async function dispatchPaymentOutcome(ctx: AppContext, outcome: PaymentOutcome): Promise<string> {
  const purpose = paymentPurpose(outcome.intent.metadata);
  const handler = purpose ? handlers[outcome.result.status].get(purpose) : undefined;
  if (!handler) return `no handler for ${purpose ?? 'an intent without purpose'}`;
  await handler(ctx, outcome);
  return `${purpose} ${outcome.result.status}`;
}
