import { sql } from 'drizzle-orm';
import type { OwnerCheckupCountName } from '@storyfund/shared/constants';
import { queryRows, type Executor } from '../../db/client.js';

export type OwnerCheckupRow = { user_id: number } & Record<OwnerCheckupCountName, number>;

/**
 * The owner-checkup counts of several accounts in one statement, each count a correlated subquery on an index
 * that starts with the owner (projects_owner_idx, timeline_events_project_idx through the owner's projects,
 * community_posts_profile_idx, gifts_recipient_donor_idx). Banned projects and deleted posts or updates do not count.
 * Accounts that do not exist are left out.
 */
export async function ownerCheckupCounts(db: Executor, userIds: number[]): Promise<OwnerCheckupRow[]> {
  if (userIds.length === 0) return [];
  const ids = sql.join(
    userIds.map((id) => sql`${id}::bigint`),
    sql`, `,
  );
  const rows = await queryRows<Record<string, number | string>>(
    db,
    sql`SELECT u.id AS user_id,
      (u.photo_url IS NOT NULL AND u.photo_url <> '')::int AS photo,
      (u.cover_url IS NOT NULL AND u.cover_url <> '')::int AS cover,
      (u.bio IS NOT NULL AND btrim(u.bio) <> '')::int AS bio,
      (SELECT count(*) FROM projects p WHERE p.owner_id = u.id AND p.status <> 'banned')::int AS projects,
      (SELECT count(*) FROM projects p WHERE p.owner_id = u.id AND p.status = 'active')::int AS active_projects,
      (SELECT count(*) FROM projects p WHERE p.owner_id = u.id AND p.status <> 'banned' AND p.funded_at IS NOT NULL)::int AS funded_projects,
      (SELECT count(*) FROM projects p JOIN timeline_events e ON e.project_id = p.id
        WHERE p.owner_id = u.id AND e.type = 'update' AND e.deleted_at IS NULL AND e.parent_id IS NULL)::int AS updates,
      (SELECT count(*) FROM community_posts c WHERE c.profile_id = u.id AND c.deleted_at IS NULL)::int AS community_posts,
      u.followers_count::int AS followers,
      (SELECT count(DISTINCT g.donor_id) FROM gifts g WHERE g.recipient_id = u.id AND g.status = 'succeeded')::int AS donors,
      (SELECT count(*) FROM projects p JOIN timeline_events e ON e.project_id = p.id
        WHERE p.owner_id = u.id AND e.type = 'encouragement' AND e.deleted_at IS NULL)::int AS encouragements,
      (SELECT count(*) FROM projects p JOIN timeline_events e ON e.project_id = p.id
        WHERE p.owner_id = u.id AND e.type = 'encouragement' AND e.deleted_at IS NULL AND e.has_response_from_recipient)::int
        AS encouragements_answered
    FROM users u WHERE u.id IN (${ids}) ORDER BY u.id`,
  );
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as OwnerCheckupRow);
}

/**
 * A profile header's numbers in one statement: the kept counters of users, active projects on projects_owner_idx,
 * distinct donors on gifts_recipient_donor_idx (an index-only scan). Undefined for a banned, guest or unknown account.
 */
export async function profileStats(db: Executor, userId: number) {
  const [row] = await queryRows<{
    user_id: number;
    raised_cents: number;
    projects_count: number;
    donors_count: number;
    followers_count: number;
  }>(
    db,
    sql`SELECT u.id AS user_id, u.amount_received_cents AS raised_cents,
      (SELECT count(*) FROM projects p WHERE p.owner_id = u.id AND p.status = 'active')::int AS projects_count,
      (SELECT count(DISTINCT g.donor_id) FROM gifts g WHERE g.recipient_id = u.id AND g.status = 'succeeded')::int AS donors_count,
      u.followers_count::int AS followers_count
    FROM users u WHERE u.id = ${userId} AND u.banned_at IS NULL AND NOT u.is_anonymous`,
  );
  return row && { ...row, user_id: Number(row.user_id), raised_cents: Number(row.raised_cents) };
}
