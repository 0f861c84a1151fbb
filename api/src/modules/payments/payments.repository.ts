import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { paymentCustomers, paymentIntents } from '../../db/schema/index.js';

export type IntentRow = typeof paymentIntents.$inferSelect;
export type NewIntent = typeof paymentIntents.$inferInsert;
type Provider = IntentRow['provider'];

/**
 * Inserts the intent unless one with its idempotency key exists; answers the row that holds the key either
 * way (`created` tells which). The unique constraint decides between concurrent callers.
 */
export async function insertIntentOnce(db: Executor, values: NewIntent): Promise<{ row: IntentRow; created: boolean }> {
  const [inserted] = await db
    .insert(paymentIntents)
    .values(values)
    .onConflictDoNothing({ target: [paymentIntents.provider, paymentIntents.idempotency_key] })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.provider, values.provider), eq(paymentIntents.idempotency_key, values.idempotency_key)));
  return { row: existing!, created: false };
}

export async function findIntent(db: Executor, provider: Provider, providerId: string): Promise<IntentRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.provider, provider), eq(paymentIntents.provider_id, providerId)));
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

export async function findCustomerForUser(db: Executor, provider: Provider, userId: number): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.provider, provider), eq(paymentCustomers.user_id, userId)));
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
