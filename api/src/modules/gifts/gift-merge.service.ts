import type { Executor } from '../../db/client.js';
import { moveGifts } from './gifts.repository.js';
import { moveGivenTotal } from '../users/user-totals.service.js';
import { moveKeys } from './idempotency.repository.js';

/**
 * The claim-merge step of the giving module (auth/anonymous.service.ts `mergeSteps`): when a guest claims an
 * existing account, its gifts, what it gave, its gift encouragements and its pending gift requests (a
 * payment still awaiting authentication) move to that account, inside the claim's transaction.
 */
export async function mergeGuestGifts(tx: Executor, fromUserId: number, toUserId: number): Promise<void> {
  await moveGivenTotal(tx, fromUserId, toUserId, await moveGifts(tx, fromUserId, toUserId));
  await moveKeys(tx, fromUserId, toUserId);
}
