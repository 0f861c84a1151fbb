import { sql, type SQL } from 'drizzle-orm';
import type { StatsBucket } from '@storyfund/shared/validation';
import { UPDATE_DUE_AFTER_DAYS } from '@storyfund/shared/constants';
import { queryRows, type Executor } from '../../db/client.js';

/**
 * The reports' SQL (docs/api.md "Stats"). A reporting read model: it reads the gifts' daily rollup
 * (`stats_gift_days`, migration 0041, kept by triggers on gifts) and, read-only, the tables of the modules it
 * reports on (gifts, users, projects, subscriptions, gift cards). Ranges are UTC days: `from` included,
 * `to` included (as days), or as instants [fromTs, toTs).
 */

export interface DayRange {
  from: string;
  to: string;
  fromTs: Date;
  toTs: Date;
}

const bucketOf = (bucket: StatsBucket) => sql.raw(`'${bucket}'`);
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const day = (d: string) => sql`${d}::date`;
/** The bucket (its first day, YYYY-MM-DD) of a date or timestamp column, in UTC. */
const period = (bucket: StatsBucket, column: SQL) => sql`to_char(date_trunc(${bucketOf(bucket)}, ${column}), 'YYYY-MM-DD')`;
const utc = (column: SQL) => sql`(${column} AT TIME ZONE 'UTC')`;

export interface GiftSums {
  gifts: number;
  amount_cents: number;
  monthly_gifts: number;
  monthly_amount_cents: number;
  tip_cents: number;
  platform_fee_cents: number;
  stripe_fee_cents: number;
  processor_fee_cents: number;
}

const giftSums = sql`coalesce(sum(gifts), 0)::int8 AS gifts, coalesce(sum(amount_cents), 0)::int8 AS amount_cents,
  coalesce(sum(monthly_gifts), 0)::int8 AS monthly_gifts, coalesce(sum(monthly_amount_cents), 0)::int8 AS monthly_amount_cents,
  coalesce(sum(tip_cents), 0)::int8 AS tip_cents, coalesce(sum(platform_fee_cents), 0)::int8 AS platform_fee_cents,
  coalesce(sum(stripe_fee_cents), 0)::int8 AS stripe_fee_cents, coalesce(sum(processor_fee_cents), 0)::int8 AS processor_fee_cents`;

export async function giftTotals(db: Executor, range: DayRange): Promise<GiftSums> {
  const [row] = await queryRows<GiftSums>(
    db,
    sql`SELECT ${giftSums} FROM stats_gift_days WHERE day BETWEEN ${day(range.from)} AND ${day(range.to)}`,
  );
  return row!;
}

export async function giftSeries(db: Executor, range: DayRange, bucket: StatsBucket): Promise<(GiftSums & { period: string })[]> {
  return queryRows(
    db,
    sql`SELECT ${period(bucket, sql`day::timestamp`)} AS period, ${giftSums}
        FROM stats_gift_days WHERE day BETWEEN ${day(range.from)} AND ${day(range.to)} GROUP BY 1 ORDER BY 1`,
  );
}

export const succeededIn = (range: DayRange, alias = sql`g`) =>
  sql`${alias}.status = 'succeeded' AND ${alias}.gift_at >= ${ts(range.fromTs)} AND ${alias}.gift_at < ${ts(range.toTs)}`;

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
    sql`SELECT g.donor_id, coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email, '#' || u.id) AS name,
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

export async function partners(
  db: Executor,
  range: DayRange,
  now: Date,
  limit: number,
): Promise<{ partner_id: number; name: string; raised_cents: number; gifts: number; active_projects: number; updates_overdue: number }[]> {
  const monthAgo = new Date(now.getTime() - UPDATE_DUE_AFTER_DAYS * 86_400_000);
  return queryRows(
    db,
    sql`SELECT u.id AS partner_id, coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email, '#' || u.id) AS name,
               coalesce(r.raised_cents, 0)::int8 AS raised_cents, coalesce(r.gifts, 0)::int8 AS gifts,
               (SELECT count(*) FROM projects p WHERE p.owner_id = u.id AND p.status = 'active')::int8 AS active_projects,
               (SELECT count(*) FROM projects p WHERE p.owner_id = u.id AND p.status = 'active'
                  AND p.funded_at < ${ts(monthAgo)}
                  AND NOT EXISTS (SELECT 1 FROM timeline_events t WHERE t.project_id = p.id AND t.type = 'update' AND t.deleted_at IS NULL
                                  AND t.created_at >= ${ts(monthAgo)}))::int8 AS updates_overdue
        FROM users u
        LEFT JOIN (SELECT recipient_id, sum(amount_cents) AS raised_cents, sum(gifts) AS gifts FROM stats_gift_days
                   WHERE day BETWEEN ${day(range.from)} AND ${day(range.to)} GROUP BY recipient_id) r ON r.recipient_id = u.id
        WHERE u.is_partner AND u.banned_at IS NULL
        ORDER BY raised_cents DESC, u.id LIMIT ${limit}`,
  );
}

export async function projectSeries(
  db: Executor,
  range: DayRange,
  bucket: StatsBucket,
): Promise<{ period: string; what: 'created' | 'half_funded' | 'funded'; count: number }[]> {
  const of = (what: string, column: string) =>
    sql`SELECT ${period(bucket, utc(sql.raw(column)))} AS period, ${what} AS what, count(*)::int8 AS count FROM projects
        WHERE ${sql.raw(column)} >= ${ts(range.fromTs)} AND ${sql.raw(column)} < ${ts(range.toTs)} GROUP BY 1`;
  return queryRows(
    db,
    sql`${of('created', 'created_at')} UNION ALL ${of('half_funded', 'half_funded_at')} UNION ALL ${of('funded', 'funded_at')} ORDER BY 1`,
  );
}

export async function activeProjects(db: Executor): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int8 AS n FROM projects WHERE status = 'active'`);
  return Number(row?.n ?? 0);
}

export async function staffPickSeries(db: Executor, range: DayRange, bucket: StatsBucket): Promise<{ period: string; picks: number }[]> {
  return queryRows(
    db,
    sql`SELECT ${period(bucket, utc(sql`staff_picked_at`))} AS period, count(*)::int8 AS picks FROM projects
        WHERE staff_picked_at >= ${ts(range.fromTs)} AND staff_picked_at < ${ts(range.toTs)} GROUP BY 1 ORDER BY 1`,
  );
}

export interface StaffPickRow {
  project_id: number;
  title: string;
  staff_picked_at: Date;
  forced: boolean;
  raised_cents: number;
  goal_amount_cents: number;
  raised_in_range_cents: number;
}

/** The current staff picks with what each raised in the range, and the other active projects' totals. */
export async function staffPicks(
  db: Executor,
  range: DayRange,
): Promise<{ picks: StaffPickRow[]; others: { projects: number; raised_cents: number } }> {
  const inRange = sql`(SELECT project_id, sum(amount_cents) AS cents FROM stats_gift_days WHERE day BETWEEN ${day(range.from)} AND ${day(range.to)} GROUP BY project_id)`;
  const [picks, [others]] = await Promise.all([
    queryRows<StaffPickRow>(
      db,
      sql`SELECT p.id AS project_id, p.title, p.staff_picked_at, p.is_force_staff_pick AS forced, t.amount_raised_cents::int8 AS raised_cents,
                 p.goal_amount_cents::int8 AS goal_amount_cents, coalesce(r.cents, 0)::int8 AS raised_in_range_cents
          FROM projects p JOIN project_totals t ON t.project_id = p.id LEFT JOIN ${inRange} r ON r.project_id = p.id
          WHERE p.is_staff_pick AND p.status = 'active' AND p.staff_picked_at IS NOT NULL
          ORDER BY p.is_force_staff_pick DESC, p.staff_picked_at DESC, p.id DESC LIMIT 200`,
    ),
    queryRows<{ projects: number; raised_cents: number }>(
      db,
      sql`SELECT count(*)::int8 AS projects, coalesce(sum(r.cents), 0)::int8 AS raised_cents
          FROM projects p LEFT JOIN ${inRange} r ON r.project_id = p.id WHERE p.status = 'active' AND NOT p.is_staff_pick`,
    ),
  ]);
  return { picks, others: others! };
}

/** Cards created in the range by derived type (the order of gift-card-views.ts `derivedType`). */
export async function giftCards(
  db: Executor,
  range: DayRange,
  now: Date,
): Promise<{ type: string; cards: number; loaded_cents: number; used_cents: number; expired_cents: number; outstanding_cents: number }[]> {
  return queryRows(
    db,
    sql`SELECT CASE WHEN special_admin_promotional THEN 'Admin' WHEN partner_referral THEN 'Partner Referral'
                    WHEN referral THEN 'Referral' WHEN promotional THEN 'Front page' ELSE 'Purchased' END AS type,
               count(*)::int8 AS cards, sum(amount_loaded_cents)::int8 AS loaded_cents, sum(amount_used_cents)::int8 AS used_cents,
               coalesce(sum(amount_loaded_cents - amount_used_cents) FILTER (
                 WHERE status = 'expired' OR (status = 'created' AND expired_at <= ${ts(now)})), 0)::int8 AS expired_cents,
               coalesce(sum(amount_loaded_cents - amount_used_cents) FILTER (
                 WHERE status IN ('created', 'redeemed') AND expired_at > ${ts(now)}), 0)::int8 AS outstanding_cents
        FROM gift_cards WHERE gift_card_created_at >= ${ts(range.fromTs)} AND gift_card_created_at < ${ts(range.toTs)}
        GROUP BY 1 ORDER BY 1`,
  );
}

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
        FROM users u WHERE NOT u.is_anonymous AND u.created_at >= ${ts(range.fromTs)} AND u.created_at < ${ts(range.toTs)}
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
        FROM users u WHERE NOT u.is_anonymous AND u.created_at >= ${ts(range.fromTs)} AND u.created_at < ${ts(range.toTs)}
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
        WHERE NOT u.is_anonymous AND u.created_at >= ${ts(range.fromTs)} AND u.created_at < ${ts(range.toTs)}
        GROUP BY 1 ORDER BY 1`,
  );
}

export async function signupCount(db: Executor, range: DayRange): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int8 AS n FROM users WHERE NOT is_anonymous AND created_at >= ${ts(range.fromTs)} AND created_at < ${ts(range.toTs)}`,
  );
  return Number(row?.n ?? 0);
}

/** Monthly recurring revenue at an instant: the monthly gifts live then (started, not yet stopped). */
export async function mrrAt(db: Executor, at: Date): Promise<number> {
  const [row] = await queryRows<{ cents: number }>(
    db,
    sql`SELECT coalesce(sum(amount_cents), 0)::int8 AS cents FROM subscriptions
        WHERE billing_anchor < ${ts(at)} AND (status IN ('active', 'past_due') OR (status = 'stopped' AND stopped_at >= ${ts(at)}))`,
  );
  return Number(row?.cents ?? 0);
}
