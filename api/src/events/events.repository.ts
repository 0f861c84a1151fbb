import { sql } from 'drizzle-orm';
import { makePgArray } from 'drizzle-orm/pg-core';
import { preparedStatement, queryRows, type Executor } from '../db/client.js';
import type { domainEvents } from '../db/schema/index.js';

export type EventRow = typeof domainEvents.$inferSelect;

/** How long a dispatcher holds an event before another may take it (a listener that hangs, a crash). */
const LEASE_SECONDS = 60;

// Written and settled once per emitting request (a gift's `gift.recorded`, #14): prepared, not built per call.
const insertStatement = preparedStatement<{ id: number }>(
  'domain_events_insert',
  `INSERT INTO domain_events (name, payload, pending) VALUES ($1, $2, $3) RETURNING id`,
);
const insertHeldStatement = preparedStatement<{ id: number }>(
  'domain_events_insert_held',
  `INSERT INTO domain_events (name, payload, pending, available_at, attempts)
   VALUES ($1, $2, $3, now() + make_interval(secs => ${LEASE_SECONDS}), 1) RETURNING id`,
);
const finishStatement = preparedStatement(
  'domain_events_finish',
  `UPDATE domain_events SET pending = '{}', dispatched_at = now() WHERE id = ANY($1::int8[])`,
);

/**
 * Records an event. `held`: the emitting request dispatches it itself right after the commit, so the row is
 * written already leased to it (one statement fewer than claiming it later); the job runner takes it only if
 * that dispatch never finishes (a crash) once the lease has run out.
 */
export async function insertEvent(
  db: Executor,
  values: { name: string; payload: object; pending: string[] },
  { held = false }: { held?: boolean } = {},
): Promise<number> {
  const [row] = await (held ? insertHeldStatement : insertStatement)(db, [
    values.name,
    JSON.stringify(values.payload),
    makePgArray(values.pending),
  ]);
  return row!.id;
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

/** Every listener of these events ran: they are done. */
export async function finishEvents(db: Executor, ids: number[]): Promise<void> {
  await finishStatement(db, [makePgArray(ids.map(String))]);
}

/**
 * Some listeners failed: only they stay pending, and the event is tried again after a back-off that doubles,
 * up to an hour.
 */
export async function failEvent(db: Executor, id: number, stillPending: string[], error: string): Promise<void> {
  await db.execute(
    sql`UPDATE domain_events
        SET pending = ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(stillPending)}::jsonb)),
            last_error = ${error.slice(0, 2000)},
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
