import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { asDate } from '../../db/raw-values.js';
import type { IdPage, Page } from '../../lib/paging.js';

/** The categories of the projects a user has given to (succeeded gifts). */
export async function categoriesGivenTo(db: Executor, userId: number): Promise<string[]> {
  const rows = await queryRows<{ category: string }>(
    db,
    sql`SELECT DISTINCT c AS category
        FROM gifts g JOIN projects p ON p.id = g.project_id, unnest(p.categories) AS c
        WHERE g.donor_id = ${userId} AND g.status = 'succeeded'`,
  );
  return rows.map((r) => r.category).sort();
}

/** The recommendation tier holds at most this many projects (the newest that match). */
const RECOMMENDATIONS = 500;

/**
 * The personal feed, in three tiers, each project once (in its first tier), never the viewer's own:
 * 1. active projects of owners the viewer follows and projects the viewer follows, newest first;
 * 2. the newest RECOMMENDATIONS active unfunded projects in the categories the viewer has given to;
 * 3. active staff picks, in pick order.
 * Each branch is a join or an index scan (owner, primary key, unfunded newest, staff picks).
 */
export async function personalIds(db: Executor, viewerId: number, categories: string[], page: Page): Promise<IdPage> {
  const categoryBranch =
    categories.length > 0
      ? sql`UNION ALL
            (SELECT p.id, 2, p.created_at FROM projects p
             WHERE p.status = 'active' AND p.owner_listed AND p.funded_at IS NULL AND p.owner_id <> ${viewerId}
               AND p.categories && ARRAY[${sql.join(
                 categories.map((c) => sql`${c}`),
                 sql`, `,
               )}]::text[]
             ORDER BY p.created_at DESC, p.id DESC LIMIT ${RECOMMENDATIONS})`
      : sql``;
  const [row] = await queryRows<{ ids: (number | string)[]; total: number }>(
    db,
    sql`WITH candidates (id, tier, at) AS (
          SELECT p.id, 1, p.created_at FROM user_follows f JOIN projects p ON p.owner_id = f.followed_id
          WHERE f.follower_id = ${viewerId} AND p.status = 'active' AND p.owner_listed
          UNION ALL
          SELECT p.id, 1, p.created_at FROM project_follows pf JOIN projects p ON p.id = pf.project_id
          WHERE pf.user_id = ${viewerId} AND p.status = 'active' AND p.owner_listed AND p.owner_id <> ${viewerId}
          ${categoryBranch}
          UNION ALL
          SELECT p.id, 3, coalesce(p.staff_picked_at, p.created_at) FROM projects p
          WHERE p.is_staff_pick AND p.status = 'active' AND p.owner_listed AND p.owner_id <> ${viewerId}
        ), ranked AS (
          SELECT DISTINCT ON (c.id) c.id, c.tier, c.at FROM candidates c ORDER BY c.id, c.tier
        ), paged AS (
          SELECT id, tier, at FROM ranked ORDER BY tier, at DESC, id DESC LIMIT ${page.limit} OFFSET ${page.offset}
        )
        SELECT (SELECT count(*)::int FROM ranked) AS total,
               coalesce((SELECT array_agg(id ORDER BY tier, at DESC, id DESC) FROM paged), '{}') AS ids`,
  );
  return { ids: (row?.ids ?? []).map(Number), total: row?.total ?? 0 };
}

/** The projects a donor gives to monthly, each with its latest monthly gift, latest first. */
export async function monthlyProjects(db: Executor, donorId: number, page: Page) {
  const latest = sql`SELECT DISTINCT ON (project_id) project_id, amount_cents, gift_at FROM gifts
                     WHERE donor_id = ${donorId} AND status = 'succeeded' AND monthly_gift
                     ORDER BY project_id, gift_at DESC, id DESC`;
  const [rows, [count]] = await Promise.all([
    queryRows<{ project_id: number; amount_cents: number; gift_at: Date }>(
      db,
      sql`SELECT * FROM (${latest}) l ORDER BY gift_at DESC, project_id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM (${latest}) l`),
  ]);
  const data = rows.map((r) => ({ project_id: Number(r.project_id), amount_cents: Number(r.amount_cents), gift_at: asDate(r.gift_at) }));
  return { rows: data, total: count?.total ?? 0 };
}
