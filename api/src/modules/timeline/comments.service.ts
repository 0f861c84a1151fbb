import { validateMessage } from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/client.js';
import { requireMember, type Caller } from '../../lib/access.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { loadProject } from '../projects/project-access.service.js';
import * as repo from './timeline.repository.js';
import { eventOn, isOwnerSide, resolveMentions, viewOne } from './timeline.service.js';

const PARENT_GONE = 'The post you are replying to no longer exists';

/** A comment's or reply's text, trimmed, under the shared message rule (422 on `message` otherwise). */
export function checkCommentMessage(message: unknown): string {
  const problem = validateMessage(message, 'comment', { required: true });
  if (problem) throw new ValidationError({ message: [problem] });
  return (message as string).trim();
}

/** Inserts a comment (a reply when parentId is set) and counts it on its parent, in the caller's transaction. */
export async function insertComment(
  tx: Executor,
  input: { projectId: number; userId: number; message: string; parentId?: number | undefined },
) {
  if (input.parentId !== undefined && !(await repo.bumpChilds(tx, input.parentId, input.projectId, 1))) {
    throw new ValidationError({ parent_id: [PARENT_GONE] });
  }
  const row = await repo.insertEvent(tx, {
    project_id: input.projectId,
    user_id: input.userId,
    type: 'comment',
    message: input.message,
    parent_id: input.parentId ?? null,
  });
  await repo.replaceMentions(tx, row.id, await resolveMentions(tx, input.message));
  return row;
}

/**
 * POST /projects/{id}/comments {message, parent_id?}: any logged-in member. Without parent_id the comment is a
 * top-level timeline event; with it, a reply to that event (an update, encouragement or another comment).
 */
export async function createComment(ctx: AppContext, caller: Caller, projectId: number, input: { message: string; parent_id?: number }) {
  const project = await loadProject(ctx.db, projectId, caller.actor);
  const actor = requireMember(caller);
  const message = checkCommentMessage(input.message);
  const row = await ctx.transaction(async (tx) => {
    const comment = await insertComment(tx, { projectId: project.id, userId: actor.id, message, parentId: input.parent_id });
    const parent_id = input.parent_id ?? null;
    await ctx.events.emit(tx, 'comment.created', { comment_id: comment.id, project_id: project.id, parent_id, author_id: actor.id });
    return comment;
  });
  return viewOne(ctx, actor, project, row.id);
}

/** DELETE /projects/{id}/comments/{commentId}: its author, the project's side, or an admin. */
export async function deleteComment(ctx: AppContext, caller: Caller, projectId: number, commentId: number) {
  const project = await loadProject(ctx.db, projectId, caller.actor);
  const actor = requireMember(caller);
  const { event } = await eventOn(ctx, project, commentId, 'comment');
  if (event.user_id !== actor.id && !isOwnerSide(actor, project)) throw new ForbiddenError('You can only delete your own comments.');
  await ctx.db.transaction(async (tx) => {
    const deleted = await repo.softDelete(tx, event.id, ctx.clock.now());
    if (!deleted) throw new NotFoundError('Comment not found'); // deleted meanwhile: count it down once
    if (deleted.parent_id) await repo.bumpChilds(tx, deleted.parent_id, project.id, -1);
  });
}
