import type { AppContext } from '../../app-context.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { Caller } from '../../lib/access.js';
import { CONTENT_ROLES } from '@storyfund/shared/roles';
import { loadProject, requireProjectRole } from '../projects/project-access.service.js';
import { checkCommentMessage, insertComment } from './comments.service.js';
import * as repo from './timeline.repository.js';
import { eventOn, resolveMentions, viewOne, type MentionInput } from './timeline.service.js';

/**
 * gift.recorded (durable listener): the message a donor sent with a gift, and the dedicatee it names, posted
 * as an encouragement on the project's timeline at the gift's time. An anonymous gift's encouragement has no
 * author, so it never reveals its donor. Once per gift (the event may be handled twice): the timeline event
 * names its gift, uniquely.
 */
export async function postGiftEncouragement(ctx: AppContext, gift: DomainEvents['gift.recorded']): Promise<void> {
  const message = (gift.encouragement ?? '').trim();
  const at = new Date(gift.at);
  await ctx.transaction(async (tx) => {
    const row = await repo.insertGiftEncouragement(tx, {
      project_id: gift.project_id,
      user_id: gift.anonymous ? null : gift.donor_id,
      type: 'encouragement',
      message,
      gift_id: gift.gift_id,
      created_at: at,
      updated_at: at,
    });
    if (!row) return;
    const dedicatee: MentionInput[] = gift.dedicatee_name ? [{ name: gift.dedicatee_name, is_dedicatee: true }] : [];
    await repo.replaceMentions(tx, row.id, await resolveMentions(tx, message, dedicatee));
  });
}

/** guest.claimed (durable listener): a guest folded into an account: the encouragements it wrote with its gifts are the account's. */
export async function moveGuestEncouragements(ctx: AppContext, claim: DomainEvents['guest.claimed']): Promise<void> {
  if (claim.merged) await repo.moveGiftEncouragements(ctx.db, claim.guest_id, claim.account_id);
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
  await ctx.transaction(async (tx) => {
    await repo.updateEvent(tx, event.id, { has_response_from_recipient: true });
    const answer = reply ? await insertComment(tx, { projectId: project.id, userId: actor.id, message: reply, parentId: event.id }) : null;
    if (!event.has_response_from_recipient) {
      await ctx.events.emit(tx, 'encouragement.thanked', {
        encouragement_id: event.id,
        project_id: project.id,
        reply_id: answer?.id ?? null,
      });
    }
  });
  return viewOne(ctx, actor, project, event.id);
}
