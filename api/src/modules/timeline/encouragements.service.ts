import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/client.js';
import type { Caller } from '../../lib/access.js';
import { ValidationError } from '../../lib/errors.js';
import { CONTENT_ROLES, loadProject, requireProjectRole } from '../projects/project-access.js';
import { checkCommentMessage, COMMENT_MESSAGE_MAX, insertComment } from './comments.service.js';
import * as repo from './timeline.repository.js';
import { eventOn, resolveMentions, viewOne, type MentionInput } from './timeline.service.js';

export interface EncouragementInput {
  projectId: number;
  donorId: number;
  message: string;
  /** e.g. the gift's dedicatee: `{ name, user_id?, is_dedicatee: true }`; `@[Name](user:id)` in the message adds more. */
  mentions?: MentionInput[];
  /** An anonymous gift's encouragement has no author, so it never reveals its donor. */
  anonymous?: boolean;
  /** Only the project's side (and the donor) see the message. */
  doNotShowMessage?: boolean;
}

/**
 * For the giving module, inside its gift transaction: the encouragement sent with a gift, as a top-level
 * timeline event. Answers the gift's `encouragement` shape of spec §3.
 */
export async function createEncouragement(tx: Executor, input: EncouragementInput) {
  const message = input.message.trim();
  if ([...message].length > COMMENT_MESSAGE_MAX) {
    throw new ValidationError({ message: [`Message can be at most ${COMMENT_MESSAGE_MAX} characters`] });
  }
  const row = await repo.insertEvent(tx, {
    project_id: input.projectId,
    user_id: input.anonymous ? null : input.donorId,
    type: 'encouragement',
    message,
    do_not_show_message: input.doNotShowMessage ?? false,
  });
  await repo.replaceMentions(tx, row.id, await resolveMentions(tx, message, input.mentions ?? []));
  return { id: row.id, has_response_from_recipient: row.has_response_from_recipient };
}

/**
 * POST /projects/{id}/encouragements/{eventId}/thank {message?}: the project's side marks the encouragement
 * as responded; with a message, that reply is posted in its thread too.
 */
export async function thankEncouragement(ctx: AppContext, caller: Caller, projectId: number, eventId: number, input: { message?: string }) {
  const project = await loadProject(ctx.db, projectId, caller.actor);
  const actor = requireProjectRole(caller, project, CONTENT_ROLES);
  const { event } = await eventOn(ctx, project, eventId, 'encouragement');
  const reply = input.message !== undefined && input.message.trim() !== '' ? checkCommentMessage(input.message) : undefined;
  await ctx.db.transaction(async (tx) => {
    await repo.updateEvent(tx, event.id, { has_response_from_recipient: true });
    if (reply) await insertComment(tx, { projectId: project.id, userId: actor.id, message: reply, parentId: event.id });
  });
  return viewOne(ctx, actor, project, event.id);
}
