import type { Executor } from '../../db/client.js';
import { addToAmountTotals } from './users.repository.js';

/** A gift adds its amount to what the donor gave and what the recipient received (in the gift's transaction). */
export const addGiftToUserTotals = (tx: Executor, donorId: number, recipientId: number, amountCents: number) =>
  addToAmountTotals(tx, [
    { id: donorId, column: 'amount_given_cents', delta: amountCents },
    { id: recipientId, column: 'amount_received_cents', delta: amountCents },
  ]);

/** A claimed guest's giving moves to the account that claimed it. */
export const moveGivenTotal = (tx: Executor, fromUserId: number, toUserId: number, amountCents: number) =>
  addToAmountTotals(tx, [
    { id: fromUserId, column: 'amount_given_cents', delta: -amountCents },
    { id: toUserId, column: 'amount_given_cents', delta: amountCents },
  ]);
