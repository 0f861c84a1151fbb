import type { AppContext } from '../../app-context.js';
import { ConflictError } from '../../lib/errors.js';
import { KeyInUseError } from '../gifts/gift-idempotency.js';
import * as orders from './gift-card-orders.repository.js';

/**
 * The Idempotency-Key of a purchase, as gift requests have it (gifts/gift-idempotency.ts): the first request
 * holds the order's lease and does the work; duplicates wait for its answer and replay it; a request that
 * died leaves its lease to run out and the next retry finishes the same payment.
 */
export type OrderClaim = { kind: 'owner'; row: orders.OrderRow } | { kind: 'done'; row: orders.OrderRow };

const WAIT_MS = 20_000;

export async function claimOrder(ctx: AppContext, values: Parameters<typeof orders.insertOrder>[1]): Promise<OrderClaim> {
  const inserted = await orders.insertOrder(ctx.db, values);
  if (inserted) return { kind: 'owner', row: inserted };
  const existing = await orders.findOrder(ctx.db, values.scope, values.key);
  if (!existing) return claimOrder(ctx, values);
  if (existing.request_hash !== values.request_hash) {
    throw new ConflictError('This Idempotency-Key was already used with a different request.', {
      idempotency_key: ['This Idempotency-Key was already used with a different request'],
    });
  }
  return acquireOrder(ctx, existing.id, 'started');
}

/** Holds the order while it is in `state` (taking over an expired lease), or answers it once it has moved on. */
export async function acquireOrder(ctx: AppContext, id: number, state: orders.OrderState): Promise<OrderClaim> {
  const deadline = Date.now() + WAIT_MS;
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    const row = await orders.findOrderById(ctx.db, id);
    if (!row) throw new KeyInUseError();
    if (row.state !== state) return { kind: 'done', row };
    const taken = await orders.takeLease(ctx.db, id, state);
    if (taken) return { kind: 'owner', row: taken };
    if (Date.now() > deadline) throw new KeyInUseError();
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}
