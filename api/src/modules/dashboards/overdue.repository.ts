import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { asDate, asDateOrNull } from '../../db/raw-values.js';

export interface OverdueRow {
  id: number;
  title: string;
  funded_at: Date;
  last_update_at: Date | null;
  waiting_since: Date;
}

/**
 * A partner's projects due for an update (docs/decisions.md "Updates overdue"): active, funded before `dueBefore`,
 * and no update since `dueBefore`. Ordered by how long they have waited (since the last update, else since
 * funding): `desc` puts the longest waiting first.
 */
export async function overduePage(
  db: Executor,
  partnerId: number,
  dueBefore: Date,
  opts: { q?: string | undefined; direction: 'asc' | 'desc'; limit: number; offset: number },
): Promise<{ rows: OverdueRow[]; total: number }> {
  const due = dueBefore.toISOString();
  const conditions = [
    sql`p.owner_id = ${partnerId}`,
    sql`p.status = 'active'`,
    sql`p.funded_at < ${due}::timestamptz`,
    sql`(p.last_update_at IS NULL OR p.last_update_at < ${due}::timestamptz)`,
  ];
  if (opts.q) conditions.push(sql`p.title ILIKE ${`%${opts.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const where = sql.join(conditions, sql` AND `);
  // Longest waiting = the oldest "waiting since": desc on days waiting is asc on the time.
  const dir = opts.direction === 'desc' ? sql`ASC` : sql`DESC`;
  const [rows, [count]] = await Promise.all([
    queryRows<Record<string, unknown>>(
      db,
      sql`SELECT p.id, p.title, p.funded_at, p.last_update_at, coalesce(p.last_update_at, p.funded_at) AS waiting_since
          FROM projects p WHERE ${where}
          ORDER BY waiting_since ${dir}, p.id ${dir} LIMIT ${opts.limit} OFFSET ${opts.offset}`,
    ),
    queryRows<{ total: number | string }>(db, sql`SELECT count(*) AS total FROM projects p WHERE ${where}`),
  ]);
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      title: String(r.title),
      funded_at: asDate(r.funded_at as string),
      last_update_at: asDateOrNull(r.last_update_at as string | null),
      waiting_since: asDate(r.waiting_since as string),
    })),
    total: Number(count?.total ?? 0),
  };
}
