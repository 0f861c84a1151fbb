import type { AppContext } from '../../app-context.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { moveGivenTotal } from '../users/user-totals.service.js';
import { moveGifts } from './gifts.repository.js';

/**
 * guest.claimed (durable listener): a guest folded into an existing account gives it its gifts and what it
 * gave, in one transaction (its pending payment requests move with the payments module's listener). Run
 * again it moves nothing: the total moved is what this run moved.
 */
export async function moveGuestGifts(ctx: AppContext, claim: DomainEvents['guest.claimed']): Promise<void> {
  if (!claim.merged) return;
  await ctx.transaction(async (tx) =>
    moveGivenTotal(tx, claim.guest_id, claim.account_id, await moveGifts(tx, claim.guest_id, claim.account_id)),
  );
}
