import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { columnList, preparedStatement, type Executor } from '../../db/client.js';
import { paymentRequests } from '../../db/schema/index.js';

export type RequestRow = typeof paymentRequests.$inferSelect;
export type RequestState = RequestRow['state'];

/** How long one request may work on a payment before another may take it over (a crashed request's). */
const LEASE_SECONDS = 30;
const leaseEnd = sql`now() + make_interval(secs => ${LEASE_SECONDS})`;

// The statements of every payment request (#14): prepared, not built per call.
const COLUMNS = columnList(paymentRequests);
const insertStatement = preparedStatement<RequestRow>(
  'payment_requests_insert',
  `INSERT INTO payment_requests (purpose, scope, key, request_hash, request, owner_id, locked_until)
   VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => ${LEASE_SECONDS}))
   ON CONFLICT (purpose, scope, key) DO NOTHING RETURNING ${COLUMNS}`,
);
const byIntentStatement = preparedStatement<RequestRow>(
  'payment_requests_by_intent',
  `SELECT ${COLUMNS} FROM payment_requests WHERE payment_intent_id = $1`,
);
const lockStatement = preparedStatement<RequestRow>(
  'payment_requests_lock',
  `SELECT ${COLUMNS} FROM payment_requests WHERE id = $1 FOR UPDATE`,
);

/** Inserts the request holding its lease, or answers undefined when its key is taken (same purpose and scope). */
export async function insertRequest(
  db: Executor,
  values: Pick<typeof paymentRequests.$inferInsert, 'purpose' | 'scope' | 'key' | 'request_hash' | 'request' | 'owner_id'>,
): Promise<RequestRow | undefined> {
  const [row] = await insertStatement(db, [
    values.purpose,
    values.scope,
    values.key,
    values.request_hash,
    values.request === undefined ? null : JSON.stringify(values.request),
    values.owner_id ?? null,
  ]);
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
  const [row] = await byIntentStatement(db, [paymentIntentId]);
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
  const [row] = await lockStatement(tx, [id]);
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

const recordStatement = preparedStatement(
  'payment_requests_record',
  `UPDATE payment_requests SET state = $2, owner_id = $3, payment_intent_id = $4, response_status = $5, response_body = $6,
          locked_until = now(), updated_at = now()
    WHERE id = $1`,
);

/** Records the outcome and its answer (every field of it), in the transaction that locked the request. */
export async function recordAnswer(
  tx: Executor,
  id: number,
  answer: Pick<RequestRow, 'state' | 'owner_id' | 'payment_intent_id' | 'response_status' | 'response_body'>,
): Promise<void> {
  await recordStatement(tx, [
    id,
    answer.state,
    answer.owner_id,
    answer.payment_intent_id,
    answer.response_status,
    answer.response_body == null ? null : JSON.stringify(answer.response_body),
  ]);
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
