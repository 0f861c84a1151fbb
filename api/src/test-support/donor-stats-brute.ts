import { sql } from 'drizzle-orm';
import type { StatsBucket } from '@storyfund/shared/validation';
import type { DayRange } from '../modules/stats/stats-sql.repository.js';

/**
 * The donor reports' figures computed the slow, obvious way, straight from the gifts and accounts: what the donor
 * rollup (migration 0082) is checked against (modules/stats/stats-donors*.test.ts).
 */
const d = (s: string) => sql`${s}::date`;
const giftDay = sql`(g.gift_at AT TIME ZONE 'UTC')::date`;
const firsts = sql`(SELECT donor_id, min((gift_at AT TIME ZONE 'UTC')::date) AS first FROM gifts WHERE status = 'succeeded' GROUP BY donor_id)`;

/** Brute force: the figures straight from the gifts. */
export const brute = {
  counts: (r: DayRange) =>
    sql`SELECT count(DISTINCT g.donor_id)::int AS donors, count(DISTINCT g.donor_id) FILTER (WHERE f.first >= ${d(r.from)})::int AS new_donors
        FROM gifts g JOIN ${firsts} f USING (donor_id) WHERE g.status = 'succeeded' AND ${giftDay} BETWEEN ${d(r.from)} AND ${d(r.to)}`,
  series: (r: DayRange, bucket: StatsBucket) => {
    const b = sql`date_trunc(${sql.raw(`'${bucket}'`)}, ${giftDay}::timestamp)`;
    return sql`SELECT to_char(${b}, 'YYYY-MM-DD') AS period, count(DISTINCT g.donor_id)::int AS donors,
                      count(DISTINCT g.donor_id) FILTER (WHERE f.first >= greatest(${b}::date, ${d(r.from)}))::int AS new_donors
               FROM gifts g JOIN ${firsts} f USING (donor_id) WHERE g.status = 'succeeded' AND ${giftDay} BETWEEN ${d(r.from)} AND ${d(r.to)}
               GROUP BY 1 ORDER BY 1`;
  },
  top: (r: DayRange, limit: number) =>
    sql`SELECT g.donor_id::int AS donor_id, count(*)::int AS gifts, sum(g.amount_cents)::int AS amount_cents FROM gifts g
        WHERE g.status = 'succeeded' AND ${giftDay} BETWEEN ${d(r.from)} AND ${d(r.to)}
        GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT ${limit}`,
  retention: (r: DayRange) =>
    sql`WITH f AS (
          SELECT donor_id, date_trunc('month', min(gift_at) AT TIME ZONE 'UTC') AS cohort FROM gifts WHERE status = 'succeeded'
          GROUP BY donor_id HAVING min(gift_at) >= ${r.fromTs.toISOString()}::timestamptz AND min(gift_at) < ${r.toTs.toISOString()}::timestamptz
        ), a AS (
          SELECT DISTINCT f.donor_id, f.cohort,
                 ((extract(year FROM date_trunc('month', g.gift_at AT TIME ZONE 'UTC')) - extract(year FROM f.cohort)) * 12
                  + extract(month FROM date_trunc('month', g.gift_at AT TIME ZONE 'UTC')) - extract(month FROM f.cohort))::int AS k
          FROM f JOIN gifts g ON g.donor_id = f.donor_id AND g.status = 'succeeded'
        )
        SELECT to_char(cohort, 'YYYY-MM') AS cohort, k, count(*)::int AS donors FROM a WHERE k BETWEEN 0 AND 11
        GROUP BY 1, 2 ORDER BY 1, 2`,
  signups: (r: DayRange, bucket: StatsBucket) =>
    sql`SELECT to_char(date_trunc(${sql.raw(`'${bucket}'`)}, u.created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS period,
               count(*)::int AS signups, count(*) FILTER (WHERE u.is_partner)::int AS partners,
               count(*) FILTER (WHERE EXISTS (SELECT 1 FROM gifts g WHERE g.donor_id = u.id AND g.status = 'succeeded'
                                             AND ${giftDay} BETWEEN ${d(r.from)} AND ${d(r.to)}))::int AS first_gift_within_range
        FROM users u WHERE NOT u.is_anonymous AND u.created_at >= ${r.fromTs.toISOString()}::timestamptz AND u.created_at < ${r.toTs.toISOString()}::timestamptz
        GROUP BY 1 ORDER BY 1`,
  activation: (r: DayRange) =>
    sql`SELECT coalesce(u.signup_source, 'unknown') AS source, count(*)::int AS signups,
               count(*) FILTER (WHERE g.gifts >= 1)::int AS first_gift, count(*) FILTER (WHERE g.gifts >= 2 OR g.monthly)::int AS repeat
        FROM users u
        LEFT JOIN LATERAL (SELECT count(*) AS gifts, coalesce(bool_or(e.monthly_gift), false) AS monthly
                           FROM gifts e WHERE e.donor_id = u.id AND e.status = 'succeeded') g ON true
        WHERE NOT u.is_anonymous AND u.created_at >= ${r.fromTs.toISOString()}::timestamptz AND u.created_at < ${r.toTs.toISOString()}::timestamptz
        GROUP BY 1 ORDER BY 1`,
};

export const plain = <T>(rows: T[]) =>
  rows.map((row) =>
    Object.fromEntries(Object.entries(row as object).map(([k, v]) => [k, typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v])),
  );
