import type { AppContext } from '../../app-context.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { moveGifts } from './gifts.repository.js';

/**
 * guest.claimed (durable listener): a guest folded into an existing account gives it its gifts, and with them
 * what it gave (the totals follow the gifts' donor by trigger, 0089); its pending payment requests move with
 * the payments module's listener. Run again it moves nothing.
 */
export async function moveGuestGifts(ctx: AppContext, claim: DomainEvents['guest.claimed']): Promise<void> {
  if (!claim.merged) return;
  await ctx.transaction((tx) => moveGifts(tx, claim.guest_id, claim.account_id));
}
