import { validateEmail, validatePassword } from '@storyfund/shared/validation';
import type { AuthAnswer, ClaimBody, GuestBody } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/client.js';
import { requireActor, type Caller } from '../../lib/access.js';
import { ForbiddenError, ValidationError, assertValid } from '../../lib/errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import * as users from '../users/accounts.service.js';
import { loadSessionUser, emailTaken, normalizeEmail } from '../users/accounts.service.js';
import { LIMITS } from './auth-limits.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { issueToken, revokeAllTokens } from './sessions.service.js';
import { sendEmailConfirmation } from './email-confirmation.service.js';

/** The two claim failures that keep the browser's anonymous token (spec §8), word for word. */
const PASSWORD_INVALID = 'Password is invalid';
const ACCOUNT_EXISTS = 'You already have an account. Please add correct password to login';

/**
 * Creates a guest account for a gift made without logging in. Its token goes to the id_anontoken cookie.
 * The giving module calls this inside its gift transaction.
 */
export async function createAnonymousAccount(
  ctx: AppContext,
  db: Executor,
  input: { first_name?: string; last_name?: string } = {},
): Promise<{ user: users.UserRow; token: string }> {
  const user = await users.createAccount(db, {
    is_anonymous: true,
    guest_user: true,
    first_name: input.first_name?.trim() ?? '',
    last_name: input.last_name?.trim() ?? '',
  });
  const token = await issueToken(db, ctx.clock, user.id, 'anonymous');
  return { user, token };
}

/** POST /api/users/anonymous: a guest account for a visitor about to give without signing up. */
export async function startGuestSession(ctx: AppContext, input: NonNullable<GuestBody>, ip: string): Promise<AuthAnswer> {
  await ctx.rateLimiter.consume(LIMITS.guestIp, ip);
  const { user, token } = await ctx.db.transaction((tx) => createAnonymousAccount(ctx, tx, input));
  return { token, user: await loadSessionUser(ctx.db, user) };
}

/** Turns the guest account behind the presented anonymous token into a full account that keeps its gifts. */
export async function claimAnonymousAccount(ctx: AppContext, caller: Caller, input: ClaimBody, ip: string): Promise<AuthAnswer> {
  const actor = requireActor(caller);
  if (actor.tokenKind !== 'anonymous' || !actor.is_anonymous) {
    throw new ForbiddenError('Only a guest account can be claimed. Send its anonymous token.');
  }
  const email = normalizeEmail(input.email);
  assertValid({ email: validateEmail(email) });
  if (validatePassword(input.password)) {
    throw new ValidationError({ password: [PASSWORD_INVALID] }, PASSWORD_INVALID);
  }
  await ctx.rateLimiter.consume(LIMITS.claimIp, ip);
  await ctx.rateLimiter.consume(LIMITS.claimEmail, email);

  const existing = await users.findUserByEmail(ctx.db, email);
  if (existing) {
    if (existing.banned_at || !(await verifyPassword(existing.password_hash, input.password))) {
      throw new ValidationError({ password: [ACCOUNT_EXISTS] }, ACCOUNT_EXISTS);
    }
    // What the guest owns (gifts, follows, encouragements) moves to the account on guest.claimed.
    const token = await ctx.transaction(async (tx) => {
      await users.updateAccount(tx, actor.id, { merged_into_id: existing.id });
      await revokeAllTokens(tx, ctx.clock, actor.id);
      await ctx.events.emit(tx, 'guest.claimed', { guest_id: actor.id, account_id: existing.id, merged: true });
      return issueToken(tx, ctx.clock, existing.id);
    });
    return { token, user: await loadSessionUser(ctx.db, (await users.findUserById(ctx.db, existing.id))!) };
  }

  const password_hash = await hashPassword(input.password);
  try {
    const { user, token } = await ctx.transaction(async (tx) => {
      const current = await users.findUserById(tx, actor.id);
      const claimed = await users.updateAccount(tx, actor.id, {
        email,
        password_hash,
        is_anonymous: false,
        guest_user: false,
        first_name: input.first_name?.trim() || current?.first_name || '',
        last_name: input.last_name?.trim() || current?.last_name || '',
      });
      await revokeAllTokens(tx, ctx.clock, actor.id);
      await ctx.events.emit(tx, 'guest.claimed', { guest_id: actor.id, account_id: actor.id, merged: false });
      return { user: claimed!, token: await issueToken(tx, ctx.clock, actor.id) };
    });
    await sendEmailConfirmation(ctx, user);
    return { token, user: await loadSessionUser(ctx.db, user) };
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}
