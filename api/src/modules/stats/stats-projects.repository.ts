import { sql, type SQL } from 'drizzle-orm';
import type { StatsBucket } from '@storyfund/shared/validation';
import { UPDATE_OVERDUE_DAYS } from '@storyfund/shared/constants';
import { queryRows, type Executor } from '../../db/client.js';
import { displayName, period, rollupDays, ts, utc, type DayRange } from './stats-sql.repository.js';

/** The SQL of /stats/partners, /stats/projects and /stats/staff-picks: the projects, their owners and the gifts' rollups. */

/**
 * Partners by what they raised in the range: each partner's days from the per-recipient rollup
 * (stats_recipient_days, migration 0081: a row per recipient and day), read by its key. The overdue and active
 * counts are computed for the 100 rows kept only (the planner evaluates them after the sort and the limit).
 */
export async function partners(
  db: Executor,
  range: DayRange,
  now: Date,
  limit: number,
): Promise<{ partner_id: number; name: string; raised_cents: number; gifts: number; active_projects: number; updates_overdue: number }[]> {
  const monthAgo = new Date(now.getTime() - UPDATE_OVERDUE_DAYS * 86_400_000);
  return queryRows(
    db,
    sql`SELECT u.id AS partner_id, ${displayName('u')} AS name,
               coalesce(r.raised_cents, 0)::int8 AS raised_cents, coalesce(r.gifts, 0)::int8 AS gifts,
               (SELECT count(*) FROM projects p WHERE p.owner_id = u.id AND p.status = 'active')::int8 AS active_projects,
               (SELECT count(*) FROM projects p WHERE p.owner_id = u.id AND p.status = 'active'
                  AND p.funded_at < ${ts(monthAgo)}
                  AND NOT EXISTS (SELECT 1 FROM timeline_events t WHERE t.project_id = p.id AND t.type = 'update' AND t.deleted_at IS NULL AND t.parent_id IS NULL
                                  AND t.created_at >= ${ts(monthAgo)}))::int8 AS updates_overdue
        FROM users u
        LEFT JOIN LATERAL (SELECT sum(d.amount_cents) AS raised_cents, sum(d.gifts) AS gifts FROM stats_recipient_days d
                           WHERE d.recipient_id = u.id AND ${rollupDays(range, sql`d`)}) r ON true
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

/**
 * The current staff picks (at most 200, in their order) with what each raised in the range, read by project from
 * the per-project rollup; and the other active projects (not picks): their count, and what they raised, which is
 * the platform's rollup for the range less what the projects that are not "others" (picks, and projects no longer
 * active) raised in it, those few read by project too. No call sums every project's days. The count is the active
 * projects less the active picks: two index-only counts (partial indexes on active projects) instead of a scan.
 */
export async function staffPicks(
  db: Executor,
  range: DayRange,
): Promise<{ picks: StaffPickRow[]; others: { projects: number; raised_cents: number } }> {
  const raisedBy = (project: SQL) =>
    sql`(SELECT coalesce(sum(d.amount_cents), 0) FROM stats_gift_days d WHERE d.project_id = ${project} AND ${rollupDays(range, sql`d`)})`;
  const [picks, [others]] = await Promise.all([
    queryRows<StaffPickRow>(
      db,
      sql`SELECT p.id AS project_id, p.title, p.staff_picked_at, p.forced, t.amount_raised_cents::int8 AS raised_cents,
                 p.goal_amount_cents::int8 AS goal_amount_cents, ${raisedBy(sql`p.id`)}::int8 AS raised_in_range_cents
          FROM (SELECT id, title, staff_picked_at, is_force_staff_pick AS forced, goal_amount_cents FROM projects
                WHERE is_staff_pick AND status = 'active' AND staff_picked_at IS NOT NULL
                ORDER BY is_force_staff_pick DESC, staff_picked_at DESC, id DESC LIMIT 200) p
          JOIN project_totals t ON t.project_id = p.id
          ORDER BY p.forced DESC, p.staff_picked_at DESC, p.id DESC`,
    ),
    queryRows<{ projects: number; raised_cents: number }>(
      db,
      sql`SELECT ((SELECT count(*) FROM projects WHERE status = 'active') - (SELECT count(*) FROM projects WHERE status = 'active' AND is_staff_pick))::int8
                   AS projects,
                 ((SELECT coalesce(sum(amount_cents), 0) FROM stats_platform_days WHERE ${rollupDays(range)})
                  - (SELECT coalesce(sum(${raisedBy(sql`p.id`)}), 0) FROM projects p WHERE p.is_staff_pick OR p.status <> 'active'))::int8
                   AS raised_cents`,
    ),
  ]);
  return { picks, others: others! };
}
