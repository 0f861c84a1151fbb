import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import type { PaymentGateway } from './payment-gateway.js';
import type { IntentRow } from './payments.repository.js';
import { signWebhookPayload } from './webhook-signature.js';
import { receiveWebhook } from './webhooks.service.js';

/**
 * The sandbox's webhook events. When one of its intents succeeds or fails, the sandbox makes the event
 * Stripe would send (payment_intent.succeeded / payment_intent.payment_failed), signs it with
 * SANDBOX_WEBHOOK_SECRET in Stripe's scheme, and delivers it in process through the same verification and
 * handling as POST /api/payments/webhooks/sandbox. A delivery that fails is left on its webhook_events row
 * (state 'failed'); it never fails the payment call that caused it.
 */
export function sandboxEvent(row: IntentRow, at: Date): { id: string; type: string; payload: string } | undefined {
  const type =
    row.status === 'succeeded'
      ? 'payment_intent.succeeded'
      : row.status === 'requires_payment_method'
        ? 'payment_intent.payment_failed'
        : undefined;
  if (!type) return undefined;
  const id = `evt_sbx_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;
  const object = {
    id: row.provider_id,
    object: 'payment_intent',
    amount: row.amount_cents,
    currency: row.currency,
    status: row.status,
    customer: row.customer_id,
    metadata: row.metadata,
    last_payment_error: row.last_error_code
      ? { code: row.last_error_code, decline_code: row.last_error_decline_code, message: row.last_error_message }
      : null,
  };
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(at.getTime() / 1000),
    livemode: false,
    data: { object },
  });
  return { id, type, payload };
}

export async function deliverSandboxEvent(ctx: AppContext, sandbox: PaymentGateway, row: IntentRow): Promise<void> {
  const now = ctx.clock.now();
  const event = sandboxEvent(row, now);
  if (!event) return;
  const signature = signWebhookPayload(ctx.config.giving.sandboxWebhookSecret, event.payload, Math.floor(now.getTime() / 1000));
  await receiveWebhook(ctx, 'sandbox', () => sandbox, Buffer.from(event.payload), signature).catch(() => undefined);
}
