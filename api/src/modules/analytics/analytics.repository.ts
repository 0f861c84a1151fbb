import { sql } from 'drizzle-orm';
import type { AnalyticsEvent } from '@storyfund/shared/constants';
import { queryRows, type Executor } from '../../db/client.js';

export async function insertEvents(
  db: Executor,
  events: { name: AnalyticsEvent; path: string; at: Date }[],
  userId: number | null,
  receivedAt: Date,
): Promise<number> {
  if (events.length === 0) return 0;
  const values = sql.join(
    events.map(
      (e) => sql`(${e.name}, ${e.path}, ${userId}::bigint, ${e.at.toISOString()}::timestamptz, ${receivedAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  await db.execute(sql`INSERT INTO analytics_events (name, path, user_id, occurred_at, received_at) VALUES ${values}`);
  return events.length;
}

/** Counts over [from, to) (UTC): page views by day, each event's total, the 20 most viewed paths. */
export async function summarize(db: Executor, from: Date, to: Date) {
  const range = sql`occurred_at >= ${from.toISOString()}::timestamptz AND occurred_at < ${to.toISOString()}::timestamptz`;
  const [byDay, events, pages] = await Promise.all([
    queryRows<{ day: string; count: number }>(
      db,
      sql`SELECT to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS count
          FROM analytics_events WHERE name = 'page_view' AND ${range} GROUP BY 1 ORDER BY 1`,
    ),
    queryRows<{ name: AnalyticsEvent; count: number }>(
      db,
      sql`SELECT name, count(*)::int AS count FROM analytics_events WHERE ${range} GROUP BY name ORDER BY name`,
    ),
    queryRows<{ path: string; count: number }>(
      db,
      sql`SELECT path, count(*)::int AS count FROM analytics_events WHERE name = 'page_view' AND ${range}
          GROUP BY path ORDER BY count DESC, path LIMIT 20`,
    ),
  ]);
  return { byDay, events, pages };
}

/** Each event's total over [from, to) (UTC): the /grow funnel's first steps. */
export function eventTotals(db: Executor, from: Date, to: Date) {
  return queryRows<{ name: AnalyticsEvent; count: number }>(
    db,
    sql`SELECT name, count(*)::int AS count FROM analytics_events
        WHERE occurred_at >= ${from.toISOString()}::timestamptz AND occurred_at < ${to.toISOString()}::timestamptz GROUP BY name`,
  );
}
