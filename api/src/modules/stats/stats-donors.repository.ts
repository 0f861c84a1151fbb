import { sql, type SQL } from 'drizzle-orm';
import type { StatsBucket } from '@storyfund/shared/validation';
import { queryRows, type Executor } from '../../db/client.js';
import { bucketOf, displayName, period, type DayRange } from './stats-sql.repository.js';

/**
 * The SQL of /stats/donors and /stats/retention (and the overview's donor counts), over the donor rollup of
 * migration 0082 (kept by triggers on gifts; docs/api-stats.md "Donor figures"): per UTC day the first gifts ever
 * (`firsts`) and the cumulative histogram `h` of the other donor-days' gaps, per donor and day its gifts, per
 * donor its first day, lifetime total and months of giving. Every figure is exact.
 */

const day = (d: string) => sql`${d}::date`;
const inRange = (range: DayRange, column = sql`day`) => sql`${column} BETWEEN ${day(range.from)} AND ${day(range.to)}`;

/**
 * Distinct donors in the range, and those whose first gift ever is in it: a donor counts at its first day in
 * the range, a day whose previous gift day is before the range (h at the gap to the range's start) or none.
 */
export async function donorCounts(db: Executor, range: DayRange): Promise<{ donors: number; new_donors: number }> {
  const [row] = await queryRows<{ donors: number; new_donors: number }>(
    db,
    sql`SELECT coalesce(sum(firsts + coalesce(h[day - ${day(range.from)} + 1], 0)), 0)::int8 AS donors,
               coalesce(sum(firsts), 0)::int8 AS new_donors
        FROM stats_donor_gap_days WHERE ${inRange(range)}`,
  );
  return row!;
}

/**
 * Per bucket (its part within the range): the donors who gave, and those of them whose first gift ever is in
 * it. The same sum as donorCounts, from each bucket's own first day.
 */
export async function donorSeries(
  db: Executor,
  range: DayRange,
  bucket: StatsBucket,
): Promise<{ period: string; donors: number; new_donors: number }[]> {
  const start = sql`greatest(date_trunc(${bucketOf(bucket)}, day::timestamp)::date, ${day(range.from)})`;
  return queryRows(
    db,
    sql`SELECT ${period(bucket, sql`day::timestamp`)} AS period,
               sum(firsts + coalesce(h[day - ${start} + 1], 0))::int8 AS donors, sum(firsts)::int8 AS new_donors
        FROM stats_donor_gap_days WHERE ${inRange(range)}
        GROUP BY 1 ORDER BY 1`,
  );
}

/** A walk over the biggest givers costs about this many range scans' worth of donor-days per donor. */
const WALK_COST = 8;
/** The most donors a walk may visit before the range's donor-days are summed instead. */
const WALK_MAX = 20_000;
/** The biggest givers ever whose range totals give the first floor for the top list. */
const PROBE = 50;

/**
 * The top donors by amount given in the range, exact. A donor's range total is at most what it ever gave
 * (`stats_donors.given_cents`), so once the `limit`-th best range total among the biggest givers is known (a
 * floor), only donors who ever gave at least that can be in the list: their range totals are summed from their
 * days. When that walk would visit more donors than summing every donor-day of the range (a short range), the
 * range's donor-days are summed instead. One statement, so one snapshot.
 */
export async function topDonors(
  db: Executor,
  range: DayRange,
  limit: number,
): Promise<{ donor_id: number; name: string; gifts: number; amount_cents: number }[]> {
  const rangeTotals = (donor: SQL) =>
    sql`(SELECT sum(p.gifts)::int8 AS gifts, sum(p.cents)::int8 AS cents FROM stats_donor_days p
         WHERE p.donor_id = ${donor} AND ${inRange(range, sql`p.day`)})`;
  return queryRows(
    db,
    sql`WITH days AS (
          SELECT coalesce(sum(firsts + coalesce(h[1], 0)), 0) AS n FROM stats_donor_gap_days WHERE ${inRange(range)}
        ), probe AS (
          SELECT t.cents FROM (SELECT donor_id FROM stats_donors WHERE given_cents > 0 ORDER BY given_cents DESC, donor_id LIMIT ${PROBE}) s
          CROSS JOIN LATERAL ${rangeTotals(sql`s.donor_id`)} t
          WHERE t.cents > 0
        ), floor AS (
          SELECT coalesce((SELECT cents FROM probe ORDER BY cents DESC LIMIT 1 OFFSET ${limit - 1}), 0) AS cents
        ), walk AS (
          SELECT count(*) AS n FROM (SELECT 1 FROM stats_donors
                                     WHERE given_cents > 0 AND given_cents >= (SELECT cents FROM floor) LIMIT ${WALK_MAX + 1}) w
        ), plan AS (
          SELECT (SELECT cents FROM floor) > 0 AND (SELECT n FROM walk) <= ${WALK_MAX}
                 AND (SELECT n FROM walk) * ${WALK_COST} <= (SELECT n FROM days) AS walk
        ), totals AS (
          SELECT s.donor_id, t.gifts, t.cents FROM stats_donors s CROSS JOIN LATERAL ${rangeTotals(sql`s.donor_id`)} t
          WHERE (SELECT walk FROM plan) AND s.given_cents > 0 AND s.given_cents >= (SELECT cents FROM floor)
          UNION ALL
          SELECT donor_id, sum(gifts)::int8, sum(cents)::int8 FROM stats_donor_days
          WHERE NOT (SELECT walk FROM plan) AND ${inRange(range)} GROUP BY donor_id
        ), top AS (
          SELECT donor_id, gifts, cents FROM totals WHERE cents > 0 ORDER BY cents DESC, donor_id LIMIT ${limit}
        )
        SELECT top.donor_id, ${displayName('u')} AS name, top.gifts, top.cents AS amount_cents
        FROM top JOIN users u ON u.id = top.donor_id
        ORDER BY top.cents DESC, top.donor_id`,
  );
}

/**
 * Donors whose first gift is in the range, by its month (`YYYY-MM`), and how many of them gave in each of the
 * 12 calendar months from it (`months[0]` is the cohort: every one gave in its first month).
 */
export async function retention(db: Executor, range: DayRange): Promise<{ cohort: string; months: number[] }[]> {
  const months = sql.join(
    Array.from({ length: 12 }, (_, k) => sql`count(*) FILTER (WHERE months & ${sql.raw(String(1 << k))} <> 0)::int`),
    sql`, `,
  );
  return queryRows(
    db,
    sql`SELECT to_char(date_trunc('month', first_day::timestamp), 'YYYY-MM') AS cohort, ARRAY[${months}] AS months
        FROM stats_donors WHERE first_day IS NOT NULL AND ${inRange(range, sql`first_day`)}
        GROUP BY 1 ORDER BY 1`,
  );
}
