import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema/index.js';

export type KeyRow = typeof idempotencyKeys.$inferSelect;
export type KeyState = KeyRow['state'];

/** How long one request may work on a key before another may take it over (a crashed request's key). */
export const LEASE_SECONDS = 30;
const leaseEnd = sql`now() + make_interval(secs => ${LEASE_SECONDS})`;

/** Inserts the key with a lease for the caller, or answers undefined when the scope already holds it. */
export async function insertKey(
  db: Executor,
  values: Pick<typeof idempotencyKeys.$inferInsert, 'scope' | 'key' | 'request_hash' | 'project_id' | 'donor_id' | 'request'>,
): Promise<KeyRow | undefined> {
  const [row] = await db
    .insert(idempotencyKeys)
    .values({ ...values, locked_until: leaseEnd })
    .onConflictDoNothing({ target: [idempotencyKeys.scope, idempotencyKeys.key] })
    .returning();
  return row;
}

export async function findKey(db: Executor, scope: string, key: string): Promise<KeyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row;
}

export async function findKeyById(db: Executor, id: number): Promise<KeyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.id, id));
  return row;
}

export async function findKeyByIntent(db: Executor, paymentIntentId: number): Promise<KeyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.payment_intent_id, paymentIntentId));
  return row;
}

/** Takes the lease of a key still in `state` whose lease has run out; of concurrent callers one wins. */
export async function takeLease(db: Executor, id: number, state: KeyState): Promise<KeyRow | undefined> {
  const [row] = await db
    .update(idempotencyKeys)
    .set({ locked_until: leaseEnd, updated_at: sql`now()` })
    .where(and(eq(idempotencyKeys.id, id), eq(idempotencyKeys.state, state), lte(idempotencyKeys.locked_until, sql`now()`)))
    .returning();
  return row;
}

/** Inside the finishing transaction: the key's row, locked until commit. */
export async function lockKey(tx: Executor, id: number): Promise<KeyRow> {
  const [row] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.id, id)).for('update');
  return row!;
}

/** Records the answer (or the new state) and releases the lease. */
export async function updateKey(
  db: Executor,
  id: number,
  patch: Partial<Pick<KeyRow, 'state' | 'donor_id' | 'payment_intent_id' | 'gift_id' | 'response_status' | 'response_body'>>,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ ...patch, locked_until: sql`now()`, updated_at: sql`now()` })
    .where(eq(idempotencyKeys.id, id));
}

/** A request refused as bad input after claiming its key frees the key, so a corrected retry can use it. */
export async function deleteKey(db: Executor, id: number, states: KeyState[]): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.id, id), inArray(idempotencyKeys.state, states)));
}

/** Claim-merge: a guest's pending gift requests now belong to the account that claimed it. */
export async function moveKeys(tx: Executor, fromUserId: number, toUserId: number): Promise<void> {
  await tx.update(idempotencyKeys).set({ donor_id: toUserId }).where(eq(idempotencyKeys.donor_id, fromUserId));
}
