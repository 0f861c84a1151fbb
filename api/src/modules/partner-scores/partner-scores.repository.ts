import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';

export interface PartnerRow {
  id: number;
  name: string;
  email: string | null;
}

/** Every partner account not banned (or the one `id`), by id; `q` matches name, organisation or email (case-insensitive). */
export async function partners(db: Executor, { q, id }: { q?: string; id?: number }): Promise<PartnerRow[]> {
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const rows = await queryRows<PartnerRow>(
    db,
    sql`SELECT u.id, coalesce(nullif(trim(u.organization_name), ''), nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email, '#' || u.id) AS name,
               u.email
        FROM users u
        WHERE u.is_partner AND u.banned_at IS NULL ${id === undefined ? sql`` : sql`AND u.id = ${id}`}
          ${like ? sql`AND (u.email ILIKE ${like} OR u.organization_name ILIKE ${like} OR (u.first_name || ' ' || u.last_name) ILIKE ${like})` : sql``}
        ORDER BY u.id`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/**
 * What the scores need beside the owner-checkup counts and the ratings, for several partners in one statement:
 * active projects with an update since `updatedSince` (or made since then), and community posts since `postedSince`.
 */
export async function scoreFigures(
  db: Executor,
  ids: number[],
  updatedSince: Date,
  postedSince: Date,
): Promise<Map<number, { active_projects_up_to_date: number; recent_posts: number }>> {
  if (ids.length === 0) return new Map();
  const list = sql.join(
    ids.map((id) => sql`${id}::bigint`),
    sql`, `,
  );
  const rows = await queryRows<{ id: number | string; active_projects_up_to_date: number | string; recent_posts: number | string }>(
    db,
    sql`SELECT u.id,
          (SELECT count(*) FROM projects p WHERE p.owner_id = u.id AND p.status = 'active'
             AND (p.created_at >= ${updatedSince.toISOString()}::timestamptz
                  OR EXISTS (SELECT 1 FROM timeline_events e WHERE e.project_id = p.id AND e.type = 'update'
                             AND e.deleted_at IS NULL AND e.parent_id IS NULL AND e.created_at >= ${updatedSince.toISOString()}::timestamptz))) AS active_projects_up_to_date,
          (SELECT count(*) FROM community_posts c WHERE c.profile_id = u.id AND c.deleted_at IS NULL
             AND c.created_at >= ${postedSince.toISOString()}::timestamptz) AS recent_posts
        FROM users u WHERE u.id IN (${list})`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      { active_projects_up_to_date: Number(r.active_projects_up_to_date), recent_posts: Number(r.recent_posts) },
    ]),
  );
}
