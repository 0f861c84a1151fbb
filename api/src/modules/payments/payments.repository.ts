import { and, eq, sql } from 'drizzle-orm';
import { columnList, preparedStatement, queryRows, type Executor } from '../../db/client.js';
import { paymentCustomers, paymentIntents } from '../../db/schema/index.js';

export type IntentRow = typeof paymentIntents.$inferSelect;
export type NewIntent = typeof paymentIntents.$inferInsert;
type Provider = IntentRow['provider'];

// Read on every payment (#14): prepared, not built per call.
const intentByProviderId = preparedStatement<IntentRow>(
  'payment_intents_by_provider_id',
  `SELECT ${columnList(paymentIntents)} FROM payment_intents WHERE provider = $1 AND provider_id = $2`,
);

// Every card gift on the sandbox inserts one (#14): prepared, not built per call. Omitted columns take the
// table's defaults, as the query builder's insert would.
const insertIntentStatement = preparedStatement<IntentRow>(
  'payment_intents_insert_once',
  `INSERT INTO payment_intents (provider, provider_id, idempotency_key, customer_id, payment_method_id, amount_cents,
     currency, status, client_secret, off_session, authentication, fee_cents, last_error_code,
     last_error_decline_code, last_error_message, metadata)
   VALUES ($1, $2, $3, $4, $5, $6, coalesce($7, 'usd'), $8, $9, coalesce($10, false), $11, $12, $13, $14, $15,
           coalesce($16::jsonb, '{}'::jsonb))
   ON CONFLICT (provider, idempotency_key) DO NOTHING
   RETURNING ${columnList(paymentIntents)}`,
);

/**
 * Inserts the intent unless one with its idempotency key exists; answers the row that holds the key either
 * way (`created` tells which). The unique constraint decides between concurrent callers.
 */
export async function insertIntentOnce(
  db: Executor,
  values: Omit<NewIntent, 'id' | 'created_at' | 'updated_at'>,
): Promise<{ row: IntentRow; created: boolean }> {
  const [inserted] = await insertIntentStatement(db, [
    values.provider,
    values.provider_id,
    values.idempotency_key,
    values.customer_id ?? null,
    values.payment_method_id,
    values.amount_cents,
    values.currency ?? null,
    values.status,
    values.client_secret,
    values.off_session ?? null,
    values.authentication ?? null,
    values.fee_cents ?? null,
    values.last_error_code ?? null,
    values.last_error_decline_code ?? null,
    values.last_error_message ?? null,
    values.metadata === undefined ? null : JSON.stringify(values.metadata),
  ]);
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.provider, values.provider), eq(paymentIntents.idempotency_key, values.idempotency_key)));
  return { row: existing!, created: false };
}

export async function findIntent(db: Executor, provider: Provider, providerId: string): Promise<IntentRow | undefined> {
  const [row] = await intentByProviderId(db, [provider, providerId]);
  return row;
}

export async function findIntentById(db: Executor, id: number): Promise<IntentRow | undefined> {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
  return row;
}

/** Brings a mirrored intent (Stripe's) up to date with what the processor answered. */
export async function updateIntent(
  db: Executor,
  provider: Provider,
  providerId: string,
  patch: Partial<
    Pick<NewIntent, 'status' | 'fee_cents' | 'last_error_code' | 'last_error_decline_code' | 'last_error_message' | 'client_secret'>
  >,
): Promise<IntentRow | undefined> {
  const [row] = await db
    .update(paymentIntents)
    .set({ ...patch, updated_at: sql`now()` })
    .where(and(eq(paymentIntents.provider, provider), eq(paymentIntents.provider_id, providerId)))
    .returning();
  return row;
}

/**
 * Records the simulated 3-D Secure outcome, once, for the holder of the client secret, and moves the
 * intent on with it (succeeded, or back to requires_payment_method), as Stripe does when Stripe.js
 * finishes the authentication.
 */
export async function decideAuthentication(
  db: Executor,
  providerId: string,
  clientSecret: string,
  outcome: 'approved' | 'failed',
  patch: Partial<Pick<NewIntent, 'status' | 'fee_cents' | 'last_error_code' | 'last_error_decline_code' | 'last_error_message'>>,
): Promise<IntentRow | undefined> {
  const [row] = await db
    .update(paymentIntents)
    .set({ ...patch, authentication: outcome, updated_at: sql`now()` })
    .where(
      and(
        eq(paymentIntents.provider, 'sandbox'),
        eq(paymentIntents.provider_id, providerId),
        eq(paymentIntents.client_secret, clientSecret),
        eq(paymentIntents.status, 'requires_action'),
        eq(paymentIntents.authentication, 'pending'),
      ),
    )
    .returning();
  return row;
}

export type CustomerRow = typeof paymentCustomers.$inferSelect;

const customerOfUser = preparedStatement<CustomerRow>(
  'payment_customers_of_user',
  `SELECT ${columnList(paymentCustomers)} FROM payment_customers WHERE provider = $1 AND user_id = $2`,
);

export async function findCustomerForUser(db: Executor, provider: Provider, userId: number): Promise<CustomerRow | undefined> {
  const [row] = await customerOfUser(db, [provider, userId]);
  return row;
}

/** Records a customer for a user; the first one recorded wins and is answered to every caller. */
export async function insertCustomerOnce(db: Executor, values: typeof paymentCustomers.$inferInsert): Promise<CustomerRow> {
  await db.insert(paymentCustomers).values(values).onConflictDoNothing();
  return (await findCustomerForUser(db, values.provider, values.user_id))!;
}

/** The mirror of a processor's intent: inserted once (any unique key decides), then the row by its id. */
export async function insertMirror(db: Executor, values: NewIntent): Promise<IntentRow> {
  await db.insert(paymentIntents).values(values).onConflictDoNothing();
  return (
    (await findIntent(db, values.provider, values.provider_id)) ?? (await findIntentByKey(db, values.provider, values.idempotency_key))!
  );
}

async function findIntentByKey(db: Executor, provider: Provider, key: string): Promise<IntentRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.provider, provider), eq(paymentIntents.idempotency_key, key)));
  return row;
}

/** A refund as the processor made it (payment_refunds, migration 0045). */
export interface RefundRow {
  id: number;
  provider: Provider;
  provider_id: string;
  payment_intent_id: number;
  idempotency_key: string;
  amount_cents: number;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
}

const asRefund = (row: Record<string, unknown>): RefundRow => ({
  id: Number(row['id']),
  provider: row['provider'] as Provider,
  provider_id: String(row['provider_id']),
  payment_intent_id: Number(row['payment_intent_id']),
  idempotency_key: String(row['idempotency_key']),
  amount_cents: Number(row['amount_cents']),
  status: row['status'] as RefundRow['status'],
});

/**
 * Records a refund once per (provider, idempotency key): a replay answers the row already there. A Stripe
 * refund seen again (same provider id) is brought up to date instead.
 */
export async function insertRefundOnce(db: Executor, values: Omit<RefundRow, 'id'>): Promise<{ row: RefundRow; created: boolean }> {
  const [inserted] = await queryRows<Record<string, unknown>>(
    db,
    sql`INSERT INTO payment_refunds (provider, provider_id, payment_intent_id, idempotency_key, amount_cents, status)
        VALUES (${values.provider}, ${values.provider_id}, ${values.payment_intent_id}, ${values.idempotency_key},
                ${values.amount_cents}, ${values.status})
        ON CONFLICT DO NOTHING RETURNING *`,
  );
  if (inserted) return { row: asRefund(inserted), created: true };
  const [existing] = await queryRows<Record<string, unknown>>(
    db,
    sql`UPDATE payment_refunds SET status = ${values.status}
        WHERE provider = ${values.provider} AND (idempotency_key = ${values.idempotency_key} OR provider_id = ${values.provider_id})
        RETURNING *`,
  );
  return { row: asRefund(existing!), created: false };
}

export async function findRefundByKey(db: Executor, provider: Provider, idempotencyKey: string): Promise<RefundRow | undefined> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT * FROM payment_refunds WHERE provider = ${provider} AND idempotency_key = ${idempotencyKey}`,
  );
  return row && asRefund(row);
}

/** What an intent has had refunded (pending or done), in cents. */
export async function refundedCents(db: Executor, paymentIntentId: number): Promise<number> {
  const [row] = await queryRows<{ cents: number }>(
    db,
    sql`SELECT coalesce(sum(amount_cents), 0)::int8 AS cents FROM payment_refunds
        WHERE payment_intent_id = ${paymentIntentId} AND status IN ('pending', 'succeeded')`,
  );
  return Number(row?.cents ?? 0);
}
