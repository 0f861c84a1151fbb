import type { AppContext } from '../../app-context.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { NotFoundError } from '../../lib/errors.js';
import type { IntentResult, PaymentGateway } from './payment-gateway.js';
import * as repo from './payments.repository.js';
import * as events from './webhook-events.repository.js';
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
 * POST /payments/webhooks/{provider} (`gatewayOf` answers that processor's gateway): verifies the raw body's signature (400 and
 * no change otherwise), stores the event by id, and handles it once. A redelivered event, or one another
 * delivery is handling, answers 200 and changes nothing; a delivery whose handling failed answers 500 and
 * releases the event, so the processor's retry handles it again.
 */
export async function receiveWebhook(
  ctx: AppContext,
  provider: Provider,
  gatewayOf: () => PaymentGateway,
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
    await handle(ctx, gatewayOf(), event, row.id);
  } catch (err) {
    await events.failEvent(ctx.db, row.id, err instanceof Error ? err.message : String(err)).catch(() => undefined);
    throw err;
  }
  return { received: true };
}

/** An intent's purpose: its metadata.purpose (gift requests made before purposes existed carry gift_request_id). */
const purposeOf = (metadata: Record<string, string>) => metadata.purpose ?? (metadata.gift_request_id ? 'gift' : null);

/**
 * The event is a hint, not the truth: the intent is fetched again from the processor (which also brings
 * Stripe's mirror row up to date), and its present state is announced as payment.succeeded or
 * payment.failed; then the event is marked processed. The module whose purpose it is listens
 * (api/src/listeners.ts). So an event that comes late, out of order, or forged with a leaked secret cannot
 * record what did not happen.
 * Announced first, marked after, each in one statement (no transaction around them, two round trips fewer per
 * gift, #14): a processed event was always announced. A crash between the two leaves the event leased, not
 * processed, so the processor's redelivery announces it again: the listeners are idempotent (at least once),
 * as for any outbox event.
 */
async function handle(ctx: AppContext, gateway: PaymentGateway, event: VerifiedEvent, rowId: number): Promise<void> {
  const settled = PAYMENT_EVENTS.has(event.type) && event.objectId ? await settledIntent(ctx, gateway, event.objectId) : undefined;
  if (!settled || typeof settled === 'string') return events.finishEvent(ctx.db, rowId, settled ?? 'ignored');
  const { intent, result } = settled;
  const purpose = purposeOf(intent.metadata);
  const base = { provider: gateway.provider, intent_record_id: intent.id, purpose };
  if (result.status === 'succeeded') await ctx.events.emit(ctx.db, 'payment.succeeded', { ...base, fee_cents: result.feeCents });
  else await ctx.events.emit(ctx.db, 'payment.failed', { ...base, decline: declineOf(result) });
  await events.finishEvent(ctx.db, rowId, `${purpose ?? 'no purpose'} ${result.status}`);
}

/** The intent as the processor has it now, or why there is nothing to announce. */
async function settledIntent(ctx: AppContext, gateway: PaymentGateway, intentId: string) {
  // Read once: what is used of the row (its id, its metadata) never changes when the processor is asked again,
  // and the sandbox, whose record the row is, answers from it (#14: no row read twice).
  const intent = await repo.findIntent(ctx.db, gateway.provider, intentId);
  if (!intent) return 'unknown intent';
  const result = await gateway.retrieve(intentId, intent);
  if (result.status === 'requires_action') return 'still requires_action';
  return { intent, result };
}

const declineOf = ({ decline }: Extract<IntentResult, { status: 'declined' }>): DomainEvents['payment.failed']['decline'] => ({
  code: decline.code,
  decline_code: decline.declineCode,
  message: decline.message,
});
