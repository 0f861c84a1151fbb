import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/client.js';
import type { PaymentGateway } from './payment-gateway.js';
import * as repo from './payments.repository.js';
import { authenticateSandboxIntent, createSandboxGateway } from './sandbox-gateway.js';

const gateways = new WeakMap<AppContext, PaymentGateway>();

/** The configured processor for this app: the built-in sandbox in this slice (Stripe in a later one). */
export function paymentGateway(ctx: AppContext): PaymentGateway {
  let gateway = gateways.get(ctx);
  if (!gateway) {
    gateway = createSandboxGateway(ctx.db);
    gateways.set(ctx, gateway);
  }
  return gateway;
}

/** The processor's customer for a full account, created once (concurrent callers get the same one). */
export async function ensureCustomer(ctx: AppContext, user: { id: number; email: string | null; name: string }): Promise<string> {
  const gateway = paymentGateway(ctx);
  const known = await repo.findCustomerForUser(ctx.db, gateway.provider, user.id);
  if (known) return known.provider_customer_id;
  const created = await gateway.createCustomer({ userId: user.id, email: user.email, name: user.name, idempotencyKey: `customer-user-${user.id}` });
  const row = await repo.insertCustomerOnce(ctx.db, { provider: gateway.provider, provider_customer_id: created.id, user_id: user.id, email: user.email });
  return row.provider_customer_id;
}

/** The payment_intents row behind a processor's intent id, for the gifts that reference it. */
export const findPaymentIntent = (db: Executor, provider: PaymentGateway['provider'], intentId: string) => repo.findIntent(db, provider, intentId);

/** POST /payments/sandbox/{id}/authenticate: the simulated 3-D Secure dialog (sandbox only). */
export async function authenticateSandbox(ctx: AppContext, intentId: string, input: { outcome: 'approve' | 'fail'; client_secret: string }) {
  return authenticateSandboxIntent(ctx.db, intentId, input.client_secret, input.outcome);
}
