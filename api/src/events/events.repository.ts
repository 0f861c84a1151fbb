import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client.js';
import { domainEvents } from '../db/schema/index.js';

export type EventRow = typeof domainEvents.$inferSelect;

/** How long a dispatcher holds an event before another may take it (a listener that hangs, a crash). */
const LEASE_SECONDS = 60;

export async function insertEvent(db: Executor, values: { name: string; payload: object; pending: string[] }): Promise<number> {
  const [row] = await db
    .insert(domainEvents)
    .values({ name: values.name, payload: values.payload as Record<string, unknown>, pending: values.pending })
    .returning({ id: domainEvents.id });
  return row!.id;
}

/** Takes one event for dispatching, unless it is done, held by another dispatcher, or backing off. */
export async function claimEvent(db: Executor, id: number): Promise<EventRow | undefined> {
  const [row] = await queryRows<EventRow>(
    db,
    sql`UPDATE domain_events SET available_at = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
        WHERE id = ${id} AND dispatched_at IS NULL AND available_at <= now()
        RETURNING *`,
  );
  return row;
}

/** Takes up to `limit` due events, oldest first; concurrent dispatchers (other instances) skip each other's. */
export async function claimDueEvents(db: Executor, limit: number): Promise<EventRow[]> {
  return queryRows<EventRow>(
    db,
    sql`UPDATE domain_events SET available_at = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
        WHERE id IN (SELECT id FROM domain_events WHERE dispatched_at IS NULL AND available_at <= now()
                     ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING *`,
  );
}

/** One listener is done; the event is done when none is left. */
export async function finishListener(db: Executor, id: number, listener: string): Promise<void> {
  await db.execute(
    sql`UPDATE domain_events
        SET pending = array_remove(pending, ${listener}),
            dispatched_at = CASE WHEN cardinality(array_remove(pending, ${listener})) = 0 THEN now() END
        WHERE id = ${id}`,
  );
}

/** A listener failed: the event is tried again after a back-off that doubles, up to an hour. */
export async function failEvent(db: Executor, id: number, error: string): Promise<void> {
  await db.execute(
    sql`UPDATE domain_events
        SET last_error = ${error.slice(0, 2000)},
            available_at = now() + make_interval(secs => least(5 * power(2, greatest(attempts - 1, 0)), 3600))
        WHERE id = ${id}`,
  );
}

/** Dispatched events older than `days` are forgotten. */
export async function pruneDispatched(db: Executor, days: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM domain_events WHERE dispatched_at < now() - make_interval(days => ${days}) RETURNING id`,
  );
  return rows.length;
}
