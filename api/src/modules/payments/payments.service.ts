import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/client.js';
import type { PaymentGateway, RefundResult } from './payment-gateway.js';
import * as repo from './payments.repository.js';
import * as cards from './payment-methods.repository.js';
import { authenticateSandboxIntent, createSandboxGateway } from './sandbox-gateway.js';
import { createStripeGateway } from './stripe-gateway.js';
import { deliverSandboxEvent } from './sandbox-events.js';
import { receiveWebhook } from './webhooks.service.js';

/** What other modules use of the processor's interface (the gateway itself is this module's). */
export {
  declineErrorCode,
  PaymentDeclinedError,
  UnknownPaymentMethodError,
  type Decline,
  type PaymentGateway,
  type RefundResult,
} from './payment-gateway.js';

type Provider = PaymentGateway['provider'];
const gateways = new WeakMap<AppContext, Partial<Record<Provider, PaymentGateway>>>();

/**
 * The processor for `provider` in this app. The sandbox tells its state changes to its own webhook
 * endpoint's handling, in process (sandbox-events.ts); Stripe exists only when it is configured.
 */
function gatewayFor(ctx: AppContext, provider: Provider): PaymentGateway {
  const sandbox = () => gatewayFor(ctx, 'sandbox');
  const known = gateways.get(ctx) ?? {};
  gateways.set(ctx, known);
  let gateway = known[provider];
  if (!gateway) {
    const stripe = ctx.config.giving.stripe;
    if (provider === 'stripe' && !stripe) throw new Error('Stripe is not configured (STRIPE_SECRET_KEY).');
    gateway =
      provider === 'stripe'
        ? createStripeGateway(ctx.db, stripe!)
        : createSandboxGateway(ctx.db, { clock: ctx.clock, onIntentChange: (row) => deliverSandboxEvent(ctx, sandbox(), row) });
    known[provider] = gateway;
  }
  return gateway;
}

/** The configured processor: Stripe when STRIPE_SECRET_KEY is set, else the built-in sandbox. */
export function paymentGateway(ctx: AppContext): PaymentGateway {
  return gatewayFor(ctx, ctx.config.giving.paymentProvider);
}

/** The account's customer id with the configured processor, if it has one already. */
export async function knownCustomer(ctx: AppContext, userId: number): Promise<string | undefined> {
  return (await repo.findCustomerForUser(ctx.db, paymentGateway(ctx).provider, userId))?.provider_customer_id;
}

/** The processor's customer for a full account, created once (concurrent callers get the same one). */
export async function ensureCustomer(ctx: AppContext, user: { id: number; email: string | null; name: string }): Promise<string> {
  const gateway = paymentGateway(ctx);
  const known = await repo.findCustomerForUser(ctx.db, gateway.provider, user.id);
  if (known) return known.provider_customer_id;
  const created = await gateway.createCustomer({
    userId: user.id,
    email: user.email,
    name: user.name,
    idempotencyKey: `customer-user-${user.id}`,
  });
  const row = await repo.insertCustomerOnce(ctx.db, {
    provider: gateway.provider,
    provider_customer_id: created.id,
    user_id: user.id,
    email: user.email,
  });
  return row.provider_customer_id;
}

/** The account's default saved card (`pm_...`) with the configured processor, or null: what monthly gifts may charge. */
export async function defaultPaymentMethod(ctx: AppContext, userId: number): Promise<string | null> {
  const gateway = paymentGateway(ctx);
  const customer = await repo.findCustomerForUser(ctx.db, gateway.provider, userId);
  if (!customer) return null;
  return (await cards.findCustomer(ctx.db, gateway.provider, customer.provider_customer_id))?.default_payment_method_id ?? null;
}

/**
 * Gives back part or all of a succeeded charge, through the processor that took it (the intent's provider,
 * whatever is configured now). The idempotency key makes a retry answer the same refund.
 */
export async function refundPayment(
  ctx: AppContext,
  params: { paymentIntentRecordId: number; amountCents: number; idempotencyKey: string; metadata: Record<string, string> },
): Promise<RefundResult> {
  const intent = await repo.findIntentById(ctx.db, params.paymentIntentRecordId);
  if (!intent) throw new Error(`refundPayment: no payment intent ${params.paymentIntentRecordId}`);
  return gatewayFor(ctx, intent.provider as Provider).refund({
    intentId: intent.provider_id,
    amountCents: params.amountCents,
    idempotencyKey: params.idempotencyKey,
    metadata: params.metadata,
  });
}

/** The payment_intents row behind a processor's intent id, for the gifts that reference it. */
export const findPaymentIntent = (db: Executor, provider: Provider, intentId: string) => repo.findIntent(db, provider, intentId);

/** A payment_intents row by its id (what payment events name). */
export const findPaymentIntentById = (db: Executor, id: number) => repo.findIntentById(db, id);

/** POST /payments/webhooks/{provider}: the processor's signed event (webhooks.service.ts). */
export const receiveProcessorWebhook = (
  ctx: AppContext,
  provider: Provider,
  rawBody: Buffer | undefined,
  signature: string | string[] | undefined,
) => receiveWebhook(ctx, provider, () => gatewayFor(ctx, provider), rawBody, signature);

/** POST /payments/sandbox/{id}/authenticate: the simulated 3-D Secure dialog (sandbox only). */
export async function authenticateSandbox(
  ctx: AppContext,
  intentId: string,
  input: { outcome: 'approve' | 'fail'; client_secret: string },
) {
  return authenticateSandboxIntent(ctx.db, intentId, input.client_secret, input.outcome, (row) =>
    deliverSandboxEvent(ctx, gatewayFor(ctx, 'sandbox'), row),
  );
}
