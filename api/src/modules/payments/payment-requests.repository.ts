import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { paymentRequests } from '../../db/schema/index.js';

export type RequestRow = typeof paymentRequests.$inferSelect;
export type RequestState = RequestRow['state'];

/** How long one request may work on a payment before another may take it over (a crashed request's). */
const LEASE_SECONDS = 30;
const leaseEnd = sql`now() + make_interval(secs => ${LEASE_SECONDS})`;

/** Inserts the request holding its lease, or answers undefined when its key is taken (same purpose and scope). */
export async function insertRequest(
  db: Executor,
  values: Pick<typeof paymentRequests.$inferInsert, 'purpose' | 'scope' | 'key' | 'request_hash' | 'request' | 'owner_id'>,
): Promise<RequestRow | undefined> {
  const [row] = await db
    .insert(paymentRequests)
    .values({ ...values, locked_until: leaseEnd })
    .onConflictDoNothing({ target: [paymentRequests.purpose, paymentRequests.scope, paymentRequests.key] })
    .returning();
  return row;
}

export async function findRequest(db: Executor, purpose: string, scope: string, key: string): Promise<RequestRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentRequests)
    .where(and(eq(paymentRequests.purpose, purpose), eq(paymentRequests.scope, scope), eq(paymentRequests.key, key)));
  return row;
}

export async function findRequestById(db: Executor, id: number): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(paymentRequests).where(eq(paymentRequests.id, id));
  return row;
}

export async function findRequestByIntent(db: Executor, paymentIntentId: number): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(paymentRequests).where(eq(paymentRequests.payment_intent_id, paymentIntentId));
  return row;
}

/** Takes the lease of a request still in `state` whose lease has run out; of concurrent callers one wins. */
export async function takeLease(db: Executor, id: number, state: RequestState): Promise<RequestRow | undefined> {
  const [row] = await db
    .update(paymentRequests)
    .set({ locked_until: leaseEnd, updated_at: sql`now()` })
    .where(and(eq(paymentRequests.id, id), eq(paymentRequests.state, state), lte(paymentRequests.locked_until, sql`now()`)))
    .returning();
  return row;
}

/** Inside the transaction that records an outcome: the request's row, locked until commit. */
export async function lockRequest(tx: Executor, id: number): Promise<RequestRow> {
  const [row] = await tx.select().from(paymentRequests).where(eq(paymentRequests.id, id)).for('update');
  return row!;
}

/** Records the answer (or only gives the lease back, with an empty patch). */
export async function updateRequest(
  db: Executor,
  id: number,
  patch: Partial<Pick<RequestRow, 'state' | 'owner_id' | 'payment_intent_id' | 'response_status' | 'response_body'>>,
): Promise<void> {
  await db
    .update(paymentRequests)
    .set({ ...patch, locked_until: sql`now()`, updated_at: sql`now()` })
    .where(eq(paymentRequests.id, id));
}

/** Forgets a request that never got further than `started` (its key is free again). */
export async function deleteStarted(db: Executor, id: number): Promise<void> {
  await db.delete(paymentRequests).where(and(eq(paymentRequests.id, id), eq(paymentRequests.state, 'started')));
}

/** Claim-merge: a guest's requests (a payment still awaiting authentication) now belong to the claiming account. */
export async function moveOwner(db: Executor, fromUserId: number, toUserId: number): Promise<void> {
  await db.update(paymentRequests).set({ owner_id: toUserId }).where(eq(paymentRequests.owner_id, fromUserId));
}

/** Of `ids`, the requests nobody is working on (lease run out) that have not succeeded. */
export async function idleUnfinished(db: Executor, ids: number[], now: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: paymentRequests.id })
    .from(paymentRequests)
    .where(and(inArray(paymentRequests.id, ids), lt(paymentRequests.locked_until, now), sql`${paymentRequests.state} <> 'succeeded'`));
  return rows.map((r) => r.id);
}
