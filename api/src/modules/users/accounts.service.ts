import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/client.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { ConflictError } from '../../lib/errors.js';
import * as repo from './users.repository.js';

/**
 * The users module's interface for the modules that work on accounts themselves (auth: sign-up, login,
 * social login, guests and claims, email confirmation). The rest of the module (profiles, follows, lists) is
 * users.service.ts.
 */
export type { UserRow, NewUser } from './users.repository.js';
export { findUserByEmail, findUserById, findUserByProviderId } from './users.repository.js';
export { loadSessionUser } from './account-view.service.js';

export const normalizeEmail = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '');

export const emailTaken = () =>
  new ConflictError('An account with this email already exists. Please log in instead.', {
    email: ['An account with this email already exists'],
  });

/** A new account (unique email: a second one throws a unique violation, for the caller to answer emailTaken). */
export const createAccount = (db: Executor, values: repo.NewUser) => repo.insertUser(db, values);

export const updateAccount = (db: Executor, id: number, patch: Partial<repo.NewUser>) => repo.updateUser(db, id, patch);

/**
 * guest.claimed (durable listener): a guest folded into an existing account hands it the accounts it
 * followed (never the account itself). Run again it finds nothing left to move.
 */
export async function moveGuestFollows(ctx: AppContext, claim: DomainEvents['guest.claimed']): Promise<void> {
  if (!claim.merged) return;
  await ctx.transaction(async (tx) => {
    for (const followedId of await repo.followedIds(tx, claim.guest_id)) {
      await repo.deleteFollow(tx, claim.guest_id, followedId);
      if (followedId !== claim.account_id) await repo.insertFollow(tx, claim.account_id, followedId);
    }
  });
}
