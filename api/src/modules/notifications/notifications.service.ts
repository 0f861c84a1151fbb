import type { MarkAllRead, Notification, NotificationList, NotificationQuery, UnreadCount } from '@storyfund/shared/contract';
import { formatCents } from '@storyfund/shared/money';
import type { AppContext } from '../../app-context.js';
import { requireActor, type Caller } from '../../lib/access.js';
import { NotFoundError } from '../../lib/errors.js';
import * as repo from './notifications.repository.js';

/** The sentence a reader sees, from the happening and the names it involves. */
export function notificationText(row: repo.NotificationRow): string {
  const who = row.actor_name || 'Someone';
  const project = row.project_title ?? 'a project';
  switch (row.event) {
    case 'new_follower':
      return `${who} started following you.`;
    case 'gift_received':
      return `${who} gave ${formatCents(row.amount_cents ?? 0)} to ${project}.`;
    case 'comment':
      return `${who} commented on ${project}.`;
    case 'reply':
      return `${who} replied to your comment on ${project}.`;
    case 'like':
      return `${who} liked your post on ${project}.`;
    case 'update':
      return `${who} posted an update on ${project}.`;
    case 'half_funded':
      return `${project}, which you gave to, is half funded.`;
    case 'funded':
      return `${project}, which you gave to, is fully funded.`;
    case 'encouragement_answered':
      return `The team of ${project} answered your encouragement.`;
    case 'community_post':
      return `${row.profile_name || who}, whom you follow, posted an update.`;
    case 'community_comment':
      return `${who} commented on your post on ${row.profile_name || 'a profile'}.`;
    case 'community_like':
      return `${who} liked your post on ${row.profile_name || 'a profile'}.`;
    case 'community_comment_like':
      return `${who} liked your comment on a post on ${row.profile_name || 'a profile'}.`;
    case 'review':
      return `${who} wrote a review of your organisation.`;
    case 'collaborator_invitation':
      return `${who} invited you to join their team. Open the link in the email we sent you to accept.`;
  }
}

export function notificationLink(row: repo.NotificationRow): string {
  if (row.event === 'new_follower' && row.actor_id !== null) return `/profile/${row.actor_id}`;
  if (row.event === 'review' && row.profile_id !== null) return `/profile/${row.profile_id}#reviews`;
  if (row.profile_id !== null) return `/profile/${row.profile_id}`;
  return row.project_id !== null ? `/project/${row.project_id}` : '/notifications';
}

function notificationView(row: repo.NotificationRow): Notification {
  return {
    id: row.id,
    event: row.event,
    is_read: row.is_read,
    created_at: row.created_at.toISOString(),
    actor:
      row.actor_id !== null && row.actor_name !== null ? { id: row.actor_id, name: row.actor_name, photo_url: row.actor_photo_url } : null,
    project: row.project_id !== null && row.project_title !== null ? { id: row.project_id, title: row.project_title } : null,
    timeline_event_id: row.timeline_event_id,
    amount_cents: row.amount_cents,
    profile: row.profile_id !== null && row.profile_name !== null ? { id: row.profile_id, name: row.profile_name } : null,
    community_post_id: row.community_post_id,
    text: notificationText(row),
    link: notificationLink(row),
  };
}

/** The caller's own notifications, newest first (keyset paged). */
export async function listNotifications(ctx: AppContext, caller: Caller, query: NotificationQuery): Promise<NotificationList> {
  const actor = requireActor(caller);
  const [rows, total] = await Promise.all([
    repo.listNotifications(ctx.db, actor.id, query.limit + 1, query.before_id),
    repo.countNotifications(ctx.db, actor.id),
  ]);
  const page = rows.slice(0, query.limit);
  return { data: page.map(notificationView), total, next_before_id: rows.length > query.limit ? page[page.length - 1]!.id : null };
}

export async function unreadCount(ctx: AppContext, caller: Caller): Promise<UnreadCount> {
  const actor = requireActor(caller);
  return { unread_count: await repo.countUnread(ctx.db, actor.id) };
}

/** Marks one of the caller's notifications read (again: no change); someone else's is 404. */
export async function markRead(ctx: AppContext, caller: Caller, id: number): Promise<UnreadCount> {
  const actor = requireActor(caller);
  if (!(await repo.ownsNotification(ctx.db, actor.id, id))) throw new NotFoundError('Notification not found');
  await repo.markRead(ctx.db, actor.id, id, ctx.clock.now());
  return { unread_count: await repo.countUnread(ctx.db, actor.id) };
}

export async function markAllRead(ctx: AppContext, caller: Caller): Promise<MarkAllRead> {
  const actor = requireActor(caller);
  const marked = await repo.markAllRead(ctx.db, actor.id, ctx.clock.now());
  return { marked, unread_count: await repo.countUnread(ctx.db, actor.id) };
}
