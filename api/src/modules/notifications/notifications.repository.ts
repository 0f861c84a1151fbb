import { sql, type SQL } from 'drizzle-orm';
import type { NotificationEvent } from '@storyfund/shared/constants';
import { queryRows, queryRowsPrepared, type Executor } from '../../db/client.js';
import { asDate } from '../../db/raw-values.js';

/**
 * The notifications table (migration 0050). Recipients are chosen in SQL from the tables of the happening
 * (follows, roles, projects, timeline events, gifts), so a fan-out to thousands of followers is one statement.
 */

export interface NewNotification {
  event: NotificationEvent;
  /** Names the happening for its reader: one row per (reader, source), however often a listener runs. */
  source: string;
  actor_id: number | null;
  project_id: number | null;
  timeline_event_id: number | null;
  amount_cents: number | null;
  /** The partner profile of a community post, and the post. */
  profile_id?: number | null;
  community_post_id?: number | null;
  at: Date;
}

/** Who hears of a happening: a subquery of user ids (`SELECT … AS user_id`). */
export type Recipients = SQL;

export const oneUser = (userId: number): Recipients => sql`SELECT ${userId}::bigint AS user_id`;

/** The account that received a gift, and its collaborators holding the admin role (who see its received gifts). */
export const accountAndAdmins = (accountId: number): Recipients =>
  sql`SELECT ${accountId}::bigint AS user_id
      UNION SELECT user_id FROM user_roles WHERE controlled_user_id = ${accountId} AND role = 'admin'`;

/** The full account with this (lower-case) email, if any: an invited address that already has an account. */
export const accountWithEmail = (email: string): Recipients =>
  sql`SELECT id AS user_id FROM users WHERE email = ${email} AND NOT is_anonymous AND merged_into_id IS NULL AND banned_at IS NULL`;

export const projectOwner = (projectId: number): Recipients => sql`SELECT owner_id AS user_id FROM projects WHERE id = ${projectId}`;

export const eventAuthor = (eventId: number): Recipients => sql`SELECT user_id FROM timeline_events WHERE id = ${eventId}`;

/** Followers of the project's owner and followers of the project itself, each once. */
export const projectAudience = (projectId: number): Recipients =>
  sql`SELECT f.follower_id AS user_id FROM user_follows f JOIN projects p ON p.owner_id = f.followed_id WHERE p.id = ${projectId}
      UNION SELECT user_id FROM project_follows WHERE project_id = ${projectId}`;

/** Followers of a partner's profile, but the post's author (a collaborator posting for the partner hears nothing of it). */
export const profileFollowers = (profileId: number, authorId: number | null): Recipients =>
  sql`SELECT follower_id AS user_id FROM user_follows WHERE followed_id = ${profileId} AND follower_id IS DISTINCT FROM ${authorId}::bigint`;

/** The author of a community post; a post without one was written as the partner, whose account hears of it. */
export const communityPostAuthor = (postId: number): Recipients =>
  sql`SELECT coalesce(author_id, profile_id) AS user_id FROM community_posts WHERE id = ${postId} AND deleted_at IS NULL`;

/** The author of a comment on a community post still there. */
export const communityCommentAuthor = (commentId: number): Recipients =>
  sql`SELECT c.user_id FROM community_comments c JOIN community_posts p ON p.id = c.post_id AND p.deleted_at IS NULL
      WHERE c.id = ${commentId}`;

/** Everyone whose gift to the project succeeded. */
export const projectGivers = (projectId: number): Recipients =>
  sql`SELECT DISTINCT donor_id AS user_id FROM gifts WHERE project_id = ${projectId} AND status = 'succeeded'`;

/**
 * Writes the notification for every recipient but the actor; a (reader, source) already written is skipped. Answers how many were written.
 * Prepared (one text per kind of recipients, each fixed): a gift's notification was planned on every gift, 0.56 ms of
 * PostgreSQL's time (#14, pg_stat_statements on the gift replay).
 */
export async function insertNotifications(db: Executor, recipients: Recipients, n: NewNotification): Promise<number> {
  const rows = await queryRowsPrepared<{ id: number }>(
    db,
    sql`INSERT INTO notifications (user_id, event, source, actor_id, project_id, timeline_event_id, amount_cents, profile_id,
                                   community_post_id, created_at)
        SELECT r.user_id, ${n.event}, ${n.source}, ${n.actor_id}::bigint, ${n.project_id}::bigint, ${n.timeline_event_id}::bigint,
               ${n.amount_cents}::bigint, ${n.profile_id ?? null}::bigint, ${n.community_post_id ?? null}::bigint,
               ${n.at.toISOString()}::timestamptz
        FROM (${recipients}) r
        JOIN users u ON u.id = r.user_id AND u.banned_at IS NULL AND u.merged_into_id IS NULL
        WHERE r.user_id IS DISTINCT FROM ${n.actor_id}::bigint
        ON CONFLICT (user_id, source) DO NOTHING
        RETURNING id`,
  );
  return rows.length;
}

export interface NotificationRow {
  id: number;
  event: NotificationEvent;
  is_read: boolean;
  created_at: Date;
  actor_id: number | null;
  actor_name: string | null;
  actor_photo_url: string | null;
  project_id: number | null;
  project_title: string | null;
  timeline_event_id: number | null;
  amount_cents: number | null;
  profile_id: number | null;
  profile_name: string | null;
  community_post_id: number | null;
}

const notificationColumns = sql`n.id, n.event, n.is_read, n.created_at, n.actor_id, n.project_id, n.timeline_event_id, n.amount_cents,
  n.profile_id, n.community_post_id,
  CASE WHEN a.show_organization_name AND coalesce(a.organization_name, '') <> '' THEN a.organization_name
       ELSE trim(a.first_name || ' ' || a.last_name) END AS actor_name,
  CASE WHEN pr.show_organization_name AND coalesce(pr.organization_name, '') <> '' THEN pr.organization_name
       ELSE trim(pr.first_name || ' ' || pr.last_name) END AS profile_name,
  a.photo_url AS actor_photo_url, p.title AS project_title
  FROM notifications n
  LEFT JOIN users a ON a.id = n.actor_id
  LEFT JOIN users pr ON pr.id = n.profile_id
  LEFT JOIN projects p ON p.id = n.project_id`;

async function selectNotifications(db: Executor, where: SQL, limit: number): Promise<NotificationRow[]> {
  const rows = await queryRows<NotificationRow & { created_at: Date | string }>(
    db,
    sql`SELECT ${notificationColumns} WHERE ${where} ORDER BY n.id DESC LIMIT ${limit}`,
  );
  return rows.map((r) => ({ ...r, created_at: asDate(r.created_at) }));
}

/** One page of the reader's notifications, newest first, from before `beforeId` (keyset: an index range scan). */
export async function listNotifications(db: Executor, userId: number, limit: number, beforeId?: number): Promise<NotificationRow[]> {
  const before = beforeId === undefined ? sql`` : sql`AND n.id < ${beforeId}`;
  return selectNotifications(db, sql`n.user_id = ${userId} ${before}`, limit);
}

/** The reader's unread notifications created after `after` (null: ever) up to `until`, newest first: a digest's list. */
export async function unreadBetween(
  db: Executor,
  userId: number,
  after: Date | null,
  until: Date,
  limit: number,
): Promise<NotificationRow[]> {
  return selectNotifications(
    db,
    sql`n.user_id = ${userId} AND NOT n.is_read AND n.created_at <= ${until.toISOString()}::timestamptz
        AND n.created_at > coalesce(${after?.toISOString() ?? null}::timestamptz, '-infinity'::timestamptz)`,
    limit,
  );
}

export async function countNotifications(db: Executor, userId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${userId}`);
  return row?.n ?? 0;
}

/** Counted from the unread rows (a partial index), never kept as a counter: it cannot go below 0. */
export async function countUnread(db: Executor, userId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${userId} AND NOT is_read`,
  );
  return row?.n ?? 0;
}

/** Whether the reader has this notification (read or not). */
export async function ownsNotification(db: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(db, sql`SELECT id FROM notifications WHERE id = ${id} AND user_id = ${userId}`);
  return rows.length > 0;
}

export async function markRead(db: Executor, userId: number, id: number, at: Date): Promise<void> {
  await db.execute(
    sql`UPDATE notifications SET is_read = true, read_at = ${at.toISOString()}::timestamptz
        WHERE id = ${id} AND user_id = ${userId} AND NOT is_read`,
  );
}

/** Marks every unread notification of the reader read; answers how many this call marked. */
export async function markAllRead(db: Executor, userId: number, at: Date): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE notifications SET is_read = true, read_at = ${at.toISOString()}::timestamptz
        WHERE user_id = ${userId} AND NOT is_read
        RETURNING id`,
  );
  return rows.length;
}
