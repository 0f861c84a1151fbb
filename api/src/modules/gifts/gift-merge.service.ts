import type { AppContext } from '../../app-context.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { moveGivenTotal } from '../users/user-totals.service.js';
import { moveGifts } from './gifts.repository.js';
import { moveKeys } from './idempotency.repository.js';

/**
 * guest.claimed (durable listener): a guest folded into an existing account gives it its gifts, what it
 * gave, and its pending gift requests (a payment still awaiting authentication), in one transaction. Run
 * again it moves nothing: the total moved is what this run moved.
 */
export async function moveGuestGifts(ctx: AppContext, claim: DomainEvents['guest.claimed']): Promise<void> {
  if (!claim.merged) return;
  await ctx.transaction(async (tx) => {
    await moveGivenTotal(tx, claim.guest_id, claim.account_id, await moveGifts(tx, claim.guest_id, claim.account_id));
    await moveKeys(tx, claim.guest_id, claim.account_id);
  });
}
