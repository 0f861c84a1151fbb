import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';

/** A sponsorship project's sponsors (distinct monthly givers to it or a linked child) and its children. */
export async function sponsorCounts(db: Executor, projectId: number) {
  const [row] = await queryRows<{ sponsors_count: number; sponsored_count: number; waiting_count: number }>(
    db,
    sql`SELECT
          (SELECT count(DISTINCT g.donor_id)::int FROM gifts g
           WHERE g.status = 'succeeded' AND g.monthly_gift
             AND g.project_id = ANY (ARRAY(SELECT ${projectId}::int8 UNION ALL
                                           SELECT id FROM projects WHERE sponsorship_project_id = ${projectId}))) AS sponsors_count,
          count(*) FILTER (WHERE sponsored)::int AS sponsored_count,
          count(*) FILTER (WHERE NOT sponsored)::int AS waiting_count
        FROM (SELECT EXISTS (SELECT 1 FROM gifts g WHERE g.project_id = c.id AND g.status = 'succeeded' AND g.monthly_gift) AS sponsored
              FROM projects c WHERE c.sponsorship_project_id = ${projectId} AND c.status = 'active') children`,
  );
  return row!;
}

/** One owner's projects summed up (projects_owner_idx), their totals live; banned projects are left out. */
export async function ownerSummary(db: Executor, ownerId: number) {
  const [row] = await queryRows<{
    active_count: number;
    closed_count: number;
    funded_count: number;
    goal_amount_cents: number;
    amount_raised_cents: number;
    gifts_count: number;
    followers_count: number;
  }>(
    db,
    sql`SELECT count(*) FILTER (WHERE status = 'active')::int AS active_count,
               count(*) FILTER (WHERE status = 'closed')::int AS closed_count,
               count(*) FILTER (WHERE funded_at IS NOT NULL OR t.amount_raised_cents >= p.goal_amount_cents)::int AS funded_count,
               coalesce(sum(p.goal_amount_cents), 0)::int8 AS goal_amount_cents,
               coalesce(sum(t.amount_raised_cents), 0)::int8 AS amount_raised_cents,
               coalesce(sum(t.gifts_count), 0)::int8 AS gifts_count,
               coalesce(sum(followers_count), 0)::int8 AS followers_count
        FROM projects p JOIN project_totals t ON t.project_id = p.id WHERE owner_id = ${ownerId} AND status <> 'banned'`,
  );
  return row!;
}
