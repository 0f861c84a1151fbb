import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { giftCardOrders } from '../../db/schema/index.js';

/** Purchase orders keyed by (scope, Idempotency-Key), with a lease as gift requests have (idempotency.repository.ts). */
export type OrderRow = typeof giftCardOrders.$inferSelect;
export type OrderState = OrderRow['state'];

export const LEASE_SECONDS = 30;
const leaseEnd = sql`now() + make_interval(secs => ${LEASE_SECONDS})`;

export async function insertOrder(
  db: Executor,
  values: Pick<typeof giftCardOrders.$inferInsert, 'scope' | 'key' | 'request_hash' | 'request' | 'buyer_id'>,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .insert(giftCardOrders)
    .values({ ...values, locked_until: leaseEnd })
    .onConflictDoNothing({ target: [giftCardOrders.scope, giftCardOrders.key] })
    .returning();
  return row;
}

export async function findOrder(db: Executor, scope: string, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(giftCardOrders)
    .where(and(eq(giftCardOrders.scope, scope), eq(giftCardOrders.key, key)));
  return row;
}

export async function findOrderById(db: Executor, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(giftCardOrders).where(eq(giftCardOrders.id, id));
  return row;
}

export async function findOrderByIntent(db: Executor, paymentIntentId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(giftCardOrders).where(eq(giftCardOrders.payment_intent_id, paymentIntentId));
  return row;
}

/** Takes the lease of an order still in `state` whose lease has run out; of concurrent callers one wins. */
export async function takeLease(db: Executor, id: number, state: OrderState): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(giftCardOrders)
    .set({ locked_until: leaseEnd, updated_at: sql`now()` })
    .where(and(eq(giftCardOrders.id, id), eq(giftCardOrders.state, state), lte(giftCardOrders.locked_until, sql`now()`)))
    .returning();
  return row;
}

export async function lockOrder(tx: Executor, id: number): Promise<OrderRow> {
  const [row] = await tx.select().from(giftCardOrders).where(eq(giftCardOrders.id, id)).for('update');
  return row!;
}

/** Records the answer (or the new state) and releases the lease. */
export async function updateOrder(
  db: Executor,
  id: number,
  patch: Partial<Pick<OrderRow, 'state' | 'payment_intent_id' | 'response_status' | 'response_body'>>,
): Promise<void> {
  await db
    .update(giftCardOrders)
    .set({ ...patch, locked_until: sql`now()`, updated_at: sql`now()` })
    .where(eq(giftCardOrders.id, id));
}

/** A request refused before anything reached the processor frees its key for a corrected retry. */
export async function deleteOrder(db: Executor, id: number, states: OrderState[]): Promise<void> {
  await db.delete(giftCardOrders).where(and(eq(giftCardOrders.id, id), inArray(giftCardOrders.state, states)));
}
