import type { LikeState } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { requireMember, type Caller } from '../../lib/access.js';
import { ForbiddenError } from '../../lib/errors.js';
import { loadProject } from '../projects/project-access.service.js';
import { like, unlike } from './engagement.repository.js';
import { eventOn } from './timeline.service.js';

/**
 * POST (liked = true) and DELETE (false) /projects/{id}/timeline/{eventId}/likes. The spec's clients send
 * `user_id`; it may only name the caller. Liking twice (or unliking twice) changes nothing.
 */
export async function setLike(
  ctx: AppContext,
  caller: Caller,
  projectId: number,
  eventId: number,
  liked: boolean,
  userId?: number,
): Promise<LikeState> {
  const actor = requireMember(caller);
  if (userId !== undefined && userId !== actor.id) throw new ForbiddenError('You can only like or unlike as yourself.');
  const project = await loadProject(ctx.db, projectId, actor);
  const { event } = await eventOn(ctx, project, eventId);
  const likes_count = await ctx.transaction(async (tx) => {
    if (!liked) return unlike(tx, event.id, actor.id);
    const { count, added } = await like(tx, event.id, actor.id);
    if (added) await ctx.events.emit(tx, 'like.created', { event_id: event.id, project_id: project.id, user_id: actor.id });
    return count;
  });
  return { event_id: event.id, likes_count, liked_by_me: liked };
}
