import { sql } from 'drizzle-orm';
import type { StatsBucket } from '@storyfund/shared/validation';
import { queryRows, type Executor } from '../../db/client.js';
import { period, succeededIn, ts, utc, type DayRange } from './stats-sql.repository.js';

/** The SQL of /stats/signups and /stats/grow (and the overview's sign-up count): accounts made, guests left out. */

const signedUpIn = (range: DayRange) =>
  sql`NOT u.is_anonymous AND u.created_at >= ${ts(range.fromTs)} AND u.created_at < ${ts(range.toTs)}`;

export async function signupSeries(
  db: Executor,
  range: DayRange,
  bucket: StatsBucket,
): Promise<{ period: string; signups: number; partners: number; first_gift_within_range: number }[]> {
  return queryRows(
    db,
    sql`SELECT ${period(bucket, utc(sql`u.created_at`))} AS period, count(*)::int8 AS signups,
               count(*) FILTER (WHERE u.is_partner)::int8 AS partners,
               count(*) FILTER (WHERE EXISTS (SELECT 1 FROM gifts g WHERE g.donor_id = u.id AND ${succeededIn(range)}))::int8 AS first_gift_within_range
        FROM users u WHERE ${signedUpIn(range)}
        GROUP BY 1 ORDER BY 1`,
  );
}

/** Sign-ups (guests left out) by bucket and source; `unknown` for accounts made before sources were kept. */
export async function signupSourceSeries(
  db: Executor,
  range: DayRange,
  bucket: StatsBucket,
): Promise<{ period: string; source: string; signups: number }[]> {
  return queryRows(
    db,
    sql`SELECT ${period(bucket, utc(sql`u.created_at`))} AS period, coalesce(u.signup_source, 'unknown') AS source, count(*)::int8 AS signups
        FROM users u WHERE ${signedUpIn(range)}
        GROUP BY 1, 2 ORDER BY 1, 2`,
  );
}

/**
 * Per source, the range's sign-ups and how far they went since: a first succeeded gift, then a second one or
 * a monthly gift (up to now, not only within the range: activation is what the cohort did after signing up).
 */
export async function signupActivation(
  db: Executor,
  range: DayRange,
): Promise<{ source: string; signups: number; first_gift: number; repeat: number }[]> {
  return queryRows(
    db,
    sql`SELECT coalesce(u.signup_source, 'unknown') AS source, count(*)::int8 AS signups,
               count(*) FILTER (WHERE g.gifts >= 1)::int8 AS first_gift,
               count(*) FILTER (WHERE g.gifts >= 2 OR g.monthly)::int8 AS repeat
        FROM users u
        LEFT JOIN LATERAL (SELECT count(*) AS gifts, coalesce(bool_or(e.monthly_gift), false) AS monthly
                           FROM gifts e WHERE e.donor_id = u.id AND e.status = 'succeeded') g ON true
        WHERE ${signedUpIn(range)}
        GROUP BY 1 ORDER BY 1`,
  );
}

export async function signupCount(db: Executor, range: DayRange): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int8 AS n FROM users u WHERE ${signedUpIn(range)}`);
  return Number(row?.n ?? 0);
}
