import type { AppContext } from '../../app-context.js';
import { NotFoundError } from '../../lib/errors.js';
import type { PaymentGateway } from './payment-gateway.js';
import { dispatchPaymentOutcome } from './payment-events.js';
import * as repo from './payments.repository.js';
import * as events from './webhook-events.repository.js';
import { gatewayFor } from './payments.service.js';
import { verifyWebhook, type VerifiedEvent } from './webhook-signature.js';

type Provider = PaymentGateway['provider'];

/** Events we act on; any other verified event is stored and answered 200. */
const PAYMENT_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed']);

/** The signing secret of a provider's endpoint, or 404 when that processor is not the one in use. */
function secretOf(ctx: AppContext, provider: Provider): string {
  const { giving } = ctx.config;
  if (giving.paymentProvider !== provider) throw new NotFoundError(`Webhooks from ${provider} are not in use here.`);
  const secret = provider === 'stripe' ? giving.stripe?.webhookSecret : giving.sandboxWebhookSecret;
  if (!secret) throw new NotFoundError('Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET).');
  return secret;
}

/**
 * POST /payments/webhooks/{provider}: verifies the raw body's signature (400 and no change otherwise),
 * stores the event by id, and handles it once. A redelivered event, or one another delivery is handling,
 * answers 200 and changes nothing; a delivery whose handling failed answers 500 and releases the event, so
 * the processor's retry handles it again.
 */
export async function receiveWebhook(
  ctx: AppContext,
  provider: Provider,
  rawBody: Buffer | undefined,
  signature: string | string[] | undefined,
) {
  const event = verifyWebhook(rawBody, signature, secretOf(ctx, provider), ctx.clock.now());
  const row =
    (await events.insertEvent(ctx.db, {
      provider,
      event_id: event.id,
      type: event.type,
      object_id: event.objectId,
      event_created_at: new Date(event.created * 1000),
    })) ?? (await events.takeEventLease(ctx.db, provider, event.id));
  if (!row) return { received: true, duplicate: true };
  try {
    const outcome = await handle(ctx, provider, event);
    await events.finishEvent(ctx.db, row.id, outcome);
  } catch (err) {
    await events.failEvent(ctx.db, row.id, err instanceof Error ? err.message : String(err)).catch(() => undefined);
    throw err;
  }
  return { received: true };
}

/**
 * The event is a hint, not the truth: the intent is fetched again from the processor (which also brings
 * Stripe's mirror row up to date), and its present state is handed to the handler of its purpose. So an
 * event that comes late, out of order, or forged with a leaked secret cannot record what did not happen.
 */
async function handle(ctx: AppContext, provider: Provider, event: VerifiedEvent): Promise<string> {
  if (!PAYMENT_EVENTS.has(event.type) || !event.objectId) return 'ignored';
  const known = await repo.findIntent(ctx.db, provider, event.objectId);
  if (!known) return 'unknown intent';
  const result = await gatewayFor(ctx, provider).retrieve(event.objectId);
  if (result.status === 'requires_action') return 'still requires_action';
  const intent = (await repo.findIntent(ctx.db, provider, event.objectId))!;
  return dispatchPaymentOutcome(ctx, { provider, intent, result, eventId: event.id });
}
