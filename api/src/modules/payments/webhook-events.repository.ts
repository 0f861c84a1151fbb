import { and, eq, lte, ne, sql } from 'drizzle-orm';
import { columnList, preparedStatement, type Executor } from '../../db/client.js';
import { webhookEvents } from '../../db/schema/index.js';

export type WebhookEventRow = typeof webhookEvents.$inferSelect;

/** How long one delivery may work on an event before a redelivery may take it over. */
const LEASE_SECONDS = 30;
const leaseEnd = sql`now() + make_interval(secs => ${LEASE_SECONDS})`;

// Every delivered event (the sandbox's, one per gift; #14): prepared, not built per call.
const insertStatement = preparedStatement<WebhookEventRow>(
  'webhook_events_insert',
  `INSERT INTO webhook_events (provider, event_id, type, object_id, event_created_at, locked_until)
   VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => ${LEASE_SECONDS}))
   ON CONFLICT (provider, event_id) DO NOTHING RETURNING ${columnList(webhookEvents)}`,
);
const finishStatement = preparedStatement(
  'webhook_events_finish',
  `UPDATE webhook_events SET state = 'processed', outcome = $2, last_error = NULL, processed_at = now(), locked_until = now()
    WHERE id = $1`,
);

/** Stores a new event with a lease for the caller; undefined when this event id is already stored. */
export async function insertEvent(
  db: Executor,
  values: Pick<typeof webhookEvents.$inferInsert, 'provider' | 'event_id' | 'type' | 'object_id' | 'event_created_at'>,
): Promise<WebhookEventRow | undefined> {
  const [row] = await insertStatement(db, [
    values.provider,
    values.event_id,
    values.type,
    values.object_id ?? null,
    values.event_created_at ?? null,
  ]);
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
  await finishStatement(db, [id, outcome]);
}

/** A failed handling: the lease is released so the processor's redelivery is handled again. */
export async function failEvent(db: Executor, id: number, error: string): Promise<void> {
  await db
    .update(webhookEvents)
    .set({ state: 'failed', last_error: error.slice(0, 1000), locked_until: sql`now()` })
    .where(eq(webhookEvents.id, id));
}
