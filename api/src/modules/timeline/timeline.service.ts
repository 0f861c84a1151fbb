import { canManageAccount } from '@storyfund/shared/roles';
import type { TimelineEvent, TimelineEventList, TimelineThread } from '@storyfund/shared/contract';
import type { TimelineEventKind } from '@storyfund/shared/constants';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/client.js';
import type { Actor, Caller } from '../../lib/access.js';
import { NotFoundError } from '../../lib/errors.js';
import { CONTENT_ROLES } from '@storyfund/shared/roles';
import { loadProject, type ProjectRow } from '../projects/project-access.service.js';
import { likedAmong } from './engagement.repository.js';
import { eventView } from './event-view.js';
import { displayName, MAX_MENTIONS, parseMentions } from './mentions.js';
import * as repo from './timeline.repository.js';

type Page = { limit: number; offset: number };

/** Owner, collaborator (any content role) or admin: sees hidden messages, moderates comments. */
export const isOwnerSide = (actor: Actor | null, project: ProjectRow): boolean =>
  !!actor && (actor.is_admin || canManageAccount(actor, project.owner_id, CONTENT_ROLES));

async function viewsOf(ctx: AppContext, actor: Actor | null, project: ProjectRow, rows: repo.EventWithAuthor[]): Promise<TimelineEvent[]> {
  const ids = rows.map((r) => r.event.id);
  const mentions = await repo.mentionsOf(ctx.db, ids);
  const liked = actor ? await likedAmong(ctx.db, actor.id, ids) : new Set<number>();
  const viewer = { actorId: actor?.id ?? null, ownerSide: isOwnerSide(actor, project), liked, mentions };
  return rows.map((row) => eventView(row, viewer));
}

/** A visible event of this project (of the given type), else 404. */
export async function eventOn(ctx: AppContext, project: ProjectRow, eventId: number, type?: TimelineEventKind) {
  const row = await repo.findEvent(ctx.db, eventId);
  if (!row || row.event.project_id !== project.id || (type && row.event.type !== type)) {
    throw new NotFoundError(type === 'update' ? 'Update not found' : type === 'comment' ? 'Comment not found' : 'Timeline event not found');
  }
  return row;
}

export async function viewOne(ctx: AppContext, actor: Actor | null, project: ProjectRow, eventId: number): Promise<TimelineEvent> {
  const [view] = await viewsOf(ctx, actor, project, [await eventOn(ctx, project, eventId)]);
  return view!;
}

/** GET /projects/{id}/timeline: top-level events, newest first. */
export async function listTimeline(ctx: AppContext, caller: Caller, projectId: number, page: Page): Promise<TimelineEventList> {
  const project = await loadProject(ctx.db, projectId, caller.actor);
  const { rows, total } = await repo.listTopLevel(ctx.db, project.id, page);
  return { data: await viewsOf(ctx, caller.actor, project, rows), total };
}

/** GET /projects/{id}/timeline/{eventId}: the event and a page of its replies, oldest first. */
export async function getEventThread(
  ctx: AppContext,
  caller: Caller,
  projectId: number,
  eventId: number,
  page: Page,
): Promise<TimelineThread> {
  const project = await loadProject(ctx.db, projectId, caller.actor);
  const row = await eventOn(ctx, project, eventId);
  const children = await repo.listChildren(ctx.db, row.event.id, page);
  const [view, ...comments] = await viewsOf(ctx, caller.actor, project, [row, ...children]);
  return { ...view!, comments };
}

/** For other modules (abuse reports): a visible event, else 404. */
export async function findVisibleEvent(ctx: AppContext, eventId: number) {
  const row = await repo.findEvent(ctx.db, eventId);
  if (!row) throw new NotFoundError('Timeline event not found');
  return row.event;
}

export interface MentionInput {
  user_id?: number | null;
  name: string;
  is_dedicatee?: boolean;
}

/**
 * The mentions to store for a message: `explicit` ones first (an encouragement's dedicatee), then every
 * `@[Name](user:id)` of an active account, under its current display name. Unknown ids stay plain text.
 */
export async function resolveMentions(db: Executor, message: string, explicit: MentionInput[] = []) {
  const parsed = parseMentions(message);
  const found = new Map(
    (
      await repo.mentionableUsers(
        db,
        parsed.map((m) => m.user_id),
      )
    ).map((u) => [u.id, u]),
  );
  const result = explicit.map((m) => ({ user_id: m.user_id ?? null, name: m.name.trim(), is_dedicatee: m.is_dedicatee ?? false }));
  for (const mention of parsed) {
    const user = found.get(mention.user_id);
    if (user && !result.some((m) => m.user_id === user.id)) result.push({ user_id: user.id, name: displayName(user), is_dedicatee: false });
  }
  return result.slice(0, MAX_MENTIONS);
}
