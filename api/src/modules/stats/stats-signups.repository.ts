import { sql } from 'drizzle-orm';
import type { StatsBucket } from '@storyfund/shared/validation';
import { queryRows, type Executor } from '../../db/client.js';
import { bucketOf, ts, type DayRange } from './stats-sql.repository.js';

/**
 * The SQL of /stats/signups and /stats/grow (and the overview's sign-up count): accounts made, guests left out,
 * read from `users_signups_idx` alone (migration 0082); what each account gave from its row in `stats_donors`
 * (the donor rollup, kept by triggers on gifts) instead of its gifts.
 */

const signedUpIn = (range: DayRange) =>
  sql`NOT u.is_anonymous AND u.created_at >= ${ts(range.fromTs)} AND u.created_at < ${ts(range.toTs)}`;

/**
 * The range's buckets (`b`, each its first day) joined to the accounts made in each (`u`): one index range per
 * bucket, already grouped, where grouping 100k accounts by an expression of created_at sorted them all.
 */
const signupsByBucket = (range: DayRange, bucket: StatsBucket) => {
  const step = sql.raw(`'1 ${bucket}'::interval`);
  const [from, to] = [sql`${range.from}::timestamp`, sql`${range.to}::timestamp`];
  return sql`unnest(ARRAY(SELECT generate_series(date_trunc(${bucketOf(bucket)}, ${from}), ${to}, ${step}))) AS b
    JOIN users u ON NOT u.is_anonymous AND u.created_at >= greatest(b, ${from}) AT TIME ZONE 'UTC'
                AND u.created_at < least(b + ${step}, ${to} + interval '1 day') AT TIME ZONE 'UTC'`;
};

/**
 * The account's row in `stats_donors` (`s`), when its first and last gift days do not both fall on one side of the
 * range (only those rows are hashed for the join), and whether it gave in the range: its first or last gift day is
 * in it, or they straddle it and one of its days falls in it (`stats_donor_gave_between`, a function so that the
 * planner costs the look-up once, not as a subquery for every account, which pushed the report over the JIT
 * threshold).
 */
const donorIn = (range: DayRange) => {
  const [from, to] = [sql`${range.from}::date`, sql`${range.to}::date`];
  return {
    join: sql`LEFT JOIN stats_donors s ON s.donor_id = u.id AND s.first_day <= ${to} AND s.last_day >= ${from}`,
    gave: sql`s.donor_id IS NOT NULL AND (s.first_day >= ${from} OR s.last_day <= ${to} OR stats_donor_gave_between(s.donor_id, ${from}, ${to}))`,
  };
};

export async function signupSeries(
  db: Executor,
  range: DayRange,
  bucket: StatsBucket,
): Promise<{ period: string; signups: number; partners: number; first_gift_within_range: number }[]> {
  const donor = donorIn(range);
  return queryRows(
    db,
    sql`SELECT to_char(b, 'YYYY-MM-DD') AS period, count(*)::int8 AS signups,
               count(*) FILTER (WHERE u.is_partner)::int8 AS partners,
               count(*) FILTER (WHERE ${donor.gave})::int8 AS first_gift_within_range
        FROM ${signupsByBucket(range, bucket)} ${donor.join}
        GROUP BY b ORDER BY b`,
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
    sql`SELECT to_char(b, 'YYYY-MM-DD') AS period, coalesce(u.signup_source, 'unknown') AS source, count(*)::int8 AS signups
        FROM ${signupsByBucket(range, bucket)}
        GROUP BY b, 2 ORDER BY b, 2`,
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
               count(*) FILTER (WHERE s.gifts >= 1)::int8 AS first_gift,
               count(*) FILTER (WHERE s.gifts >= 2 OR s.monthly_gifts > 0)::int8 AS repeat
        FROM users u LEFT JOIN stats_donors s ON s.donor_id = u.id
        WHERE ${signedUpIn(range)}
        GROUP BY 1 ORDER BY 1`,
  );
}

export async function signupCount(db: Executor, range: DayRange): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int8 AS n FROM users u WHERE ${signedUpIn(range)}`);
  return Number(row?.n ?? 0);
}
