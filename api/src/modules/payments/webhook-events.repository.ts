import { and, eq, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { webhookEvents } from '../../db/schema/index.js';

export type WebhookEventRow = typeof webhookEvents.$inferSelect;

/** How long one delivery may work on an event before a redelivery may take it over. */
const LEASE_SECONDS = 30;
const leaseEnd = sql`now() + make_interval(secs => ${LEASE_SECONDS})`;

/** Stores a new event with a lease for the caller; undefined when this event id is already stored. */
export async function insertEvent(
  db: Executor,
  values: Pick<typeof webhookEvents.$inferInsert, 'provider' | 'event_id' | 'type' | 'object_id' | 'event_created_at'>,
): Promise<WebhookEventRow | undefined> {
  const [row] = await db
    .insert(webhookEvents)
    .values({ ...values, locked_until: leaseEnd })
    .onConflictDoNothing({ target: [webhookEvents.provider, webhookEvents.event_id] })
    .returning();
  return row;
}

/**
 * A redelivery of an event that was never processed (its first delivery failed, or died): takes the
 * lease once it has run out. Of concurrent deliveries one wins; a processed event is never taken.
 */
export async function takeEventLease(
  db: Executor,
  provider: WebhookEventRow['provider'],
  eventId: string,
): Promise<WebhookEventRow | undefined> {
  const [row] = await db
    .update(webhookEvents)
    .set({ locked_until: leaseEnd, attempts: sql`${webhookEvents.attempts} + 1` })
    .where(
      and(
        eq(webhookEvents.provider, provider),
        eq(webhookEvents.event_id, eventId),
        ne(webhookEvents.state, 'processed'),
        lte(webhookEvents.locked_until, sql`now()`),
      ),
    )
    .returning();
  return row;
}

export async function finishEvent(db: Executor, id: number, outcome: string): Promise<void> {
  await db
    .update(webhookEvents)
    .set({ state: 'processed', outcome, last_error: null, processed_at: sql`now()`, locked_until: sql`now()` })
    .where(eq(webhookEvents.id, id));
}

/** A failed handling: the lease is released so the processor's redelivery is handled again. */
export async function failEvent(db: Executor, id: number, error: string): Promise<void> {
  await db
    .update(webhookEvents)
    .set({ state: 'failed', last_error: error.slice(0, 1000), locked_until: sql`now()` })
    .where(eq(webhookEvents.id, id));
}
