import { sql } from 'drizzle-orm';
import type { DashboardStats } from '@storyfund/shared/contract';
import { queryRows, type Executor } from '../../db/client.js';
import { asDate } from '../../db/raw-values.js';

/**
 * Dashboard figures, read from succeeded gifts (what the ledger books to the partner: the gift amount, tips
 * apart; refunded and failed gifts are not succeeded) and live monthly gifts. Times are UTC; `now` bounds each
 * query so a snapshot is consistent with its `computed_at`.
 */
const n = (v: unknown): number => Number(v ?? 0);
const iso = (d: Date) => d.toISOString();

export interface Bounds {
  now: Date;
  monthStart: Date;
  yearStart: Date;
  seriesStart: Date;
}

export async function partnerTotals(db: Executor, partnerId: number, b: Bounds) {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT coalesce(sum(amount_cents) FILTER (WHERE gift_at >= ${iso(b.monthStart)}::timestamptz), 0) AS month,
               coalesce(sum(amount_cents), 0) AS year,
               coalesce(sum(amount_cents) FILTER (WHERE NOT monthly_gift), 0) AS one_time,
               coalesce(sum(amount_cents) FILTER (WHERE monthly_gift), 0) AS monthly
        FROM gifts
        WHERE recipient_id = ${partnerId} AND status = 'succeeded'
          AND gift_at >= ${iso(b.yearStart)}::timestamptz AND gift_at < ${iso(b.now)}::timestamptz`,
  );
  return { month: n(row?.month), year: n(row?.year), oneTime: n(row?.one_time), monthly: n(row?.monthly) };
}

/** Donors who gave this year: new (their first gift to the partner is this year's) or returning. */
export async function partnerDonors(db: Executor, partnerId: number, b: Bounds) {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT count(*) FILTER (WHERE first_at >= ${iso(b.yearStart)}::timestamptz) AS new_donors,
               count(*) FILTER (WHERE first_at < ${iso(b.yearStart)}::timestamptz) AS returning_donors
        FROM (SELECT donor_id, min(gift_at) AS first_at, max(gift_at) AS last_at
              FROM gifts
              WHERE recipient_id = ${partnerId} AND status = 'succeeded' AND gift_at < ${iso(b.now)}::timestamptz
              GROUP BY donor_id) d
        WHERE last_at >= ${iso(b.yearStart)}::timestamptz`,
  );
  return { newDonors: n(row?.new_donors), returningDonors: n(row?.returning_donors) };
}

/** What the live monthly gifts to the partner's projects bring each month. */
export async function monthlyRecurring(db: Executor, partnerId: number): Promise<number> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT coalesce(sum(s.amount_cents), 0) AS mrr
        FROM subscriptions s JOIN projects p ON p.id = s.project_id
        WHERE p.owner_id = ${partnerId} AND s.status IN ('active', 'past_due')`,
  );
  return n(row?.mrr);
}

export async function topProjects(db: Executor, partnerId: number, b: Bounds, limit: number): Promise<DashboardStats['top_projects']> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT g.project_id AS id, p.title, sum(g.amount_cents) AS raised, count(*)::int AS gifts
        FROM gifts g JOIN projects p ON p.id = g.project_id
        WHERE g.recipient_id = ${partnerId} AND g.status = 'succeeded'
          AND g.gift_at >= ${iso(b.yearStart)}::timestamptz AND g.gift_at < ${iso(b.now)}::timestamptz
        GROUP BY g.project_id, p.title
        ORDER BY raised DESC, g.project_id
        LIMIT ${limit}`,
  );
  return rows.map((r) => ({ id: n(r.id), title: String(r.title), raised_cents: n(r.raised), gifts_count: n(r.gifts) }));
}

/** Raised per UTC month from `seriesStart`; months without gifts are missing (the service fills them). */
export async function monthlySeries(db: Executor, partnerId: number, b: Bounds): Promise<Map<string, number>> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT to_char(date_trunc('month', gift_at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month, sum(amount_cents) AS raised
        FROM gifts
        WHERE recipient_id = ${partnerId} AND status = 'succeeded'
          AND gift_at >= ${iso(b.seriesStart)}::timestamptz AND gift_at < ${iso(b.now)}::timestamptz
        GROUP BY 1`,
  );
  return new Map(rows.map((r) => [String(r.month), n(r.raised)]));
}

export async function findSnapshot(db: Executor, partnerId: number): Promise<{ stats: DashboardStats; computed_at: Date } | undefined> {
  const [row] = await queryRows<{ stats: DashboardStats | string; computed_at: Date | string }>(
    db,
    sql`SELECT stats, computed_at FROM partner_dashboard_snapshots WHERE partner_id = ${partnerId}`,
  );
  if (!row) return undefined;
  const stats = typeof row.stats === 'string' ? (JSON.parse(row.stats) as DashboardStats) : row.stats;
  return { stats, computed_at: asDate(row.computed_at) };
}

export async function saveSnapshot(db: Executor, partnerId: number, stats: DashboardStats, at: Date): Promise<void> {
  await db.execute(
    sql`INSERT INTO partner_dashboard_snapshots (partner_id, stats, computed_at)
        VALUES (${partnerId}, ${JSON.stringify(stats)}::jsonb, ${iso(at)}::timestamptz)
        ON CONFLICT (partner_id) DO UPDATE SET stats = excluded.stats, computed_at = excluded.computed_at`,
  );
}

/** A donor's giving: this year's total, projects given to, and how many of them are funded. */
export async function donorFigures(db: Executor, donorId: number, b: Bounds) {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT coalesce(sum(g.amount_cents) FILTER (WHERE g.gift_at >= ${iso(b.yearStart)}::timestamptz), 0) AS given,
               count(DISTINCT g.project_id) AS projects,
               count(DISTINCT g.project_id) FILTER (WHERE p.funded_at IS NOT NULL) AS funded
        FROM gifts g JOIN projects p ON p.id = g.project_id
        WHERE g.donor_id = ${donorId} AND g.status = 'succeeded' AND g.gift_at < ${iso(b.now)}::timestamptz`,
  );
  return { given: n(row?.given), projects: n(row?.projects), funded: n(row?.funded) };
}

export type GoalKind = 'fundraising' | 'giving';

export async function findGoal(db: Executor, userId: number, kind: GoalKind, year: number): Promise<number | null> {
  const [row] = await queryRows<{ goal_cents: number | string }>(
    db,
    sql`SELECT goal_cents FROM giving_goals WHERE user_id = ${userId} AND kind = ${kind} AND year = ${year}`,
  );
  return row ? n(row.goal_cents) : null;
}

export async function setGoal(db: Executor, userId: number, kind: GoalKind, year: number, goalCents: number | null, at: Date) {
  if (goalCents === null) {
    await db.execute(sql`DELETE FROM giving_goals WHERE user_id = ${userId} AND kind = ${kind} AND year = ${year}`);
    return;
  }
  await db.execute(
    sql`INSERT INTO giving_goals (user_id, kind, year, goal_cents, updated_at)
        VALUES (${userId}, ${kind}, ${year}, ${goalCents}, ${iso(at)}::timestamptz)
        ON CONFLICT (user_id, kind, year) DO UPDATE SET goal_cents = excluded.goal_cents, updated_at = excluded.updated_at`,
  );
}
