/**
 * Payments (docs/api-giving.md "Payments: Stripe, webhooks, saved cards"): what a call that pays answers
 * when the bank wants the customer (3-D Secure), the sandbox's dialog, webhooks and saved cards.
 */
import { Id, ListOf, StringEnum, Text, Type, type Static } from './common.js';

/** The Idempotency-Key of a call that pays (gifts, gift cards, monthly gifts): 1 to 255 visible characters, a new one per attempt. */
export const PaymentRequestHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ description: 'Required; the same key and body answer the first answer again' })),
});
export type PaymentRequestHeaders = Static<typeof PaymentRequestHeaders>;

/** What the browser must do next: the sandbox's simulated 3-D Secure dialog, or Stripe.js's own step. */
export const NextAction = Type.Union([
  Type.Object({ type: Type.Literal('sandbox_authenticate'), authenticate_url: Type.String() }),
  Type.Object({ type: Type.Literal('use_stripe_sdk') }),
]);
export type NextAction = Static<typeof NextAction>;

/** A PaymentIntent waiting for the customer's authentication; the confirm call takes its `id` afterwards. */
export const PaymentIntentAction = Type.Object({ id: Type.String(), client_secret: Type.String(), next_action: NextAction });
export type PaymentIntentAction = Static<typeof PaymentIntentAction>;

/** POST /payments/sandbox/{intentId}/authenticate: the dialog's answer, authorized by the client secret. */
export const SandboxIntentParams = Type.Object({ intentId: Text(255, { minLength: 1 }) });
export type SandboxIntentParams = Static<typeof SandboxIntentParams>;

export const SandboxAuthenticationBody = Type.Object(
  { outcome: StringEnum(['approve', 'fail'] as const), client_secret: Text(255, { minLength: 1 }) },
  { additionalProperties: false },
);
export type SandboxAuthenticationBody = Static<typeof SandboxAuthenticationBody>;

export const SandboxAuthentication = Type.Object({
  id: Type.String(),
  status: StringEnum(['succeeded', 'requires_payment_method'] as const),
  authentication: StringEnum(['approved', 'failed'] as const),
});
export type SandboxAuthentication = Static<typeof SandboxAuthentication>;

/** POST /payments/webhooks/{provider}: the processor's signed event (raw body, `Stripe-Signature` header). */
export const WebhookHeaders = Type.Object({ 'stripe-signature': Type.Optional(Type.String()) });
export type WebhookHeaders = Static<typeof WebhookHeaders>;
export const WebhookReceipt = Type.Object({
  received: Type.Literal(true),
  /** A redelivery, or an event another delivery is handling: nothing done. */
  duplicate: Type.Optional(Type.Literal(true)),
});
export type WebhookReceipt = Static<typeof WebhookReceipt>;

/** A saved card: never more than brand, last four digits and expiry. */
export const Card = Type.Object({
  id: Type.String({ description: 'pm_...' }),
  brand: Type.String(),
  last4: Type.String(),
  exp_month: Type.Integer(),
  exp_year: Type.Integer(),
  /** The default card: the one monthly gifts charge. */
  is_default: Type.Boolean(),
});
export type Card = Static<typeof Card>;

export const CardList = ListOf(Card);
export type CardList = Static<typeof CardList>;

/** payment_method_id is the service's to check (422 errors.payment_method_id), not coerced here. */
export const CardBody = Type.Object({ payment_method_id: Type.Optional(Type.Unknown()) }, { additionalProperties: false });
export type CardBody = Static<typeof CardBody>;

export const CardParams = Type.Object({ id: Id, pmId: Text(255, { minLength: 1 }) });
export type CardParams = Static<typeof CardParams>;

export const CardRemoved = Type.Object({ id: Type.String(), deleted: Type.Literal(true) });
export type CardRemoved = Static<typeof CardRemoved>;
