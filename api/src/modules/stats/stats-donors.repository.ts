import { sql } from 'drizzle-orm';
import type { StatsBucket } from '@storyfund/shared/validation';
import { queryRows, type Executor } from '../../db/client.js';
import { bucketOf, displayName, succeededIn, ts, utc, type DayRange } from './stats-sql.repository.js';

/** The SQL of /stats/donors and /stats/retention (and the overview's donor counts), over the succeeded gifts. */

/** Distinct donors in the range, and those whose first gift ever is in it. */
export async function donorCounts(db: Executor, range: DayRange): Promise<{ donors: number; new_donors: number }> {
  const [row] = await queryRows<{ donors: number; new_donors: number }>(
    db,
    sql`WITH d AS (SELECT DISTINCT g.donor_id FROM gifts g WHERE ${succeededIn(range)})
        SELECT count(*)::int8 AS donors,
               count(*) FILTER (WHERE NOT EXISTS (
                 SELECT 1 FROM gifts e WHERE e.donor_id = d.donor_id AND e.status = 'succeeded' AND e.gift_at < ${ts(range.fromTs)}
               ))::int8 AS new_donors
        FROM d`,
  );
  return row!;
}

/** Per bucket: the donors who gave, and those of them whose first gift ever falls in that bucket. */
export async function donorSeries(
  db: Executor,
  range: DayRange,
  bucket: StatsBucket,
): Promise<{ period: string; donors: number; new_donors: number }[]> {
  return queryRows(
    db,
    sql`WITH d AS (SELECT DISTINCT g.donor_id, date_trunc(${bucketOf(bucket)}, ${utc(sql`g.gift_at`)}) AS b FROM gifts g WHERE ${succeededIn(range)}),
             f AS (SELECT e.donor_id, date_trunc(${bucketOf(bucket)}, ${utc(sql`min(e.gift_at)`)}) AS first_b FROM gifts e
                   WHERE e.status = 'succeeded' AND e.donor_id IN (SELECT donor_id FROM d) GROUP BY e.donor_id)
        SELECT to_char(d.b, 'YYYY-MM-DD') AS period, count(*)::int8 AS donors, count(*) FILTER (WHERE f.first_b = d.b)::int8 AS new_donors
        FROM d JOIN f USING (donor_id) GROUP BY d.b ORDER BY d.b`,
  );
}

export async function topDonors(
  db: Executor,
  range: DayRange,
  limit: number,
): Promise<{ donor_id: number; name: string; gifts: number; amount_cents: number }[]> {
  return queryRows(
    db,
    sql`SELECT g.donor_id, ${displayName('u')} AS name,
               count(*)::int8 AS gifts, sum(g.amount_cents)::int8 AS amount_cents
        FROM gifts g JOIN users u ON u.id = g.donor_id
        WHERE ${succeededIn(range)}
        GROUP BY g.donor_id, u.id ORDER BY amount_cents DESC, g.donor_id LIMIT ${limit}`,
  );
}

/** Donors whose first gift is in the range, by its month, and how many gave in each of the 12 months from it. */
export async function retention(db: Executor, range: DayRange): Promise<{ cohort: string; k: number; donors: number }[]> {
  return queryRows(
    db,
    sql`WITH f AS (
          SELECT donor_id, date_trunc('month', ${utc(sql`min(gift_at)`)}) AS cohort FROM gifts WHERE status = 'succeeded'
          GROUP BY donor_id HAVING min(gift_at) >= ${ts(range.fromTs)} AND min(gift_at) < ${ts(range.toTs)}
        ), a AS (
          SELECT DISTINCT f.donor_id, f.cohort,
                 ((extract(year FROM date_trunc('month', ${utc(sql`g.gift_at`)})) - extract(year FROM f.cohort)) * 12
                  + extract(month FROM date_trunc('month', ${utc(sql`g.gift_at`)})) - extract(month FROM f.cohort))::int AS k
          FROM f JOIN gifts g ON g.donor_id = f.donor_id AND g.status = 'succeeded'
        )
        SELECT to_char(cohort, 'YYYY-MM') AS cohort, k, count(*)::int8 AS donors FROM a WHERE k BETWEEN 0 AND 11
        GROUP BY 1, 2 ORDER BY 1, 2`,
  );
}
