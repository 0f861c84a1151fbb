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

/** A walk over the biggest givers costs about this many donor-days of a range scan per donor visited. */
const WALK_COST = 8;
/** The most donors a walk may visit before the range's donor-days are summed instead. */
const WALK_MAX = 20_000;
/** The biggest givers ever whose range totals give the walk its floor. */
const PROBE = 50;

type TopDonor = { donor_id: number; name: string; gifts: number; amount_cents: number };

/** The range's gifts and amount of a donor (`donor`: its id in the outer query), from its days. */
const rangeTotals = (range: DayRange, donor: SQL) =>
  sql`(SELECT sum(p.gifts)::int8 AS gifts, sum(p.cents)::int8 AS cents FROM stats_donor_days p
       WHERE p.donor_id = ${donor} AND ${inRange(range, sql`p.day`)})`;

/** The first `limit` of `totals` (donor_id, gifts, cents) by amount, then id, with their names. */
const topOf = (db: Executor, limit: number, totals: SQL) =>
  queryRows<TopDonor>(
    db,
    sql`SELECT top.donor_id, ${displayName('u')} AS name, top.gifts, top.cents AS amount_cents
        FROM (SELECT donor_id, gifts, cents FROM (${totals}) t WHERE cents > 0 ORDER BY cents DESC, donor_id LIMIT ${limit}) top
        JOIN users u ON u.id = top.donor_id
        ORDER BY top.cents DESC, top.donor_id`,
  );

/**
 * The top donors by amount given in the range, exact. A donor's range total is at most what it ever gave
 * (`stats_donors.given_cents`), so with a floor (the `limit`-th best range total among the biggest givers ever)
 * only donors who ever gave at least the floor can reach the list: a walk down `stats_donors_given_idx` sums
 * their days in the range. The walk's answer is exact when its `limit`-th total is at least the floor (checked in
 * the walk's own statement, whatever changed since the floor was read). When the walk would visit more donors
 * than summing every donor-day of the range costs (a short range), or is not exact, the range's donor-days are
 * summed instead. Each step is its own statement with its numbers bound, so the planner costs each for what it
 * reads (one statement for both ways was costed as both, above PostgreSQL's JIT threshold).
 */
export async function topDonors(db: Executor, range: DayRange, limit: number): Promise<TopDonor[]> {
  const [plan] = await queryRows<{ floor: number; walk: number; days: number }>(
    db,
    sql`WITH floor AS (
          SELECT coalesce((SELECT t.cents
                           FROM (SELECT donor_id FROM stats_donors WHERE given_cents > 0 ORDER BY given_cents DESC, donor_id LIMIT ${PROBE}) s
                           CROSS JOIN LATERAL ${rangeTotals(range, sql`s.donor_id`)} t
                           WHERE t.cents > 0 ORDER BY t.cents DESC LIMIT 1 OFFSET ${limit - 1}), 0) AS cents
        ), days AS (
          SELECT coalesce(sum(firsts + coalesce(h[1], 0)), 0)::int8 AS n FROM stats_donor_gap_days WHERE ${inRange(range)}
        )
        SELECT floor.cents AS floor, days.n AS days,
               (SELECT count(*) FROM (SELECT 1 FROM stats_donors WHERE given_cents > 0 AND given_cents >= floor.cents
                                      LIMIT least(${WALK_MAX}, days.n / ${WALK_COST}) + 1) w) AS walk
        FROM floor, days`,
  );
  const [floor, walk, days] = [Number(plan!.floor), Number(plan!.walk), Number(plan!.days)];
  if (floor > 0 && walk <= WALK_MAX && walk * WALK_COST <= days) {
    const walked = await topOf(
      db,
      limit,
      sql`SELECT s.donor_id, t.gifts, t.cents FROM stats_donors s CROSS JOIN LATERAL ${rangeTotals(range, sql`s.donor_id`)} t
          WHERE s.given_cents > 0 AND s.given_cents >= ${floor}`,
    );
    if (walked.length === limit && Number(walked[limit - 1]!.amount_cents) >= floor) return walked;
  }
  return topOf(
    db,
    limit,
    sql`SELECT donor_id, sum(gifts)::int8 AS gifts, sum(cents)::int8 AS cents FROM stats_donor_days WHERE ${inRange(range)} GROUP BY donor_id`,
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
