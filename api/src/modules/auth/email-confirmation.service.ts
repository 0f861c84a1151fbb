import type { ConfirmedEmail, Message } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { BadRequestError, ValidationError } from '../../lib/errors.js';
import { requireMember, type Caller } from '../../lib/access.js';
import { findUserById, updateAccount, type UserRow, loadSessionUser } from '../users/accounts.service.js';
import { consumeUserToken, insertUserToken } from './user-tokens.repository.js';
import { newToken, hashToken } from './sessions.service.js';
import { LIMITS } from './auth-limits.js';

const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export async function sendEmailConfirmation(ctx: AppContext, user: UserRow): Promise<void> {
  if (!user.email || user.email_confirmation_at) return;
  const { token, hash } = newToken();
  await insertUserToken(ctx.db, {
    user_id: user.id,
    purpose: 'email_confirmation',
    token_hash: hash,
    email: user.email,
    expires_at: new Date(ctx.clock.now().getTime() + CONFIRMATION_TTL_MS),
  });
  const link = `${ctx.config.publicUrl}/confirm-email?token=${token}`;
  await ctx.mailer.send({
    transactional: true,
    to: user.email,
    subject: 'Confirm your email address',
    text: `Hi ${user.first_name || 'there'},\n\nPlease confirm your email address for Storyfund by opening this link:\n${link}\n\nThe link works for 7 days.`,
  });
}

export async function resendEmailConfirmation(ctx: AppContext, caller: Caller): Promise<Message> {
  const actor = requireMember(caller);
  await ctx.rateLimiter.consume(LIMITS.confirmationResend, `${actor.id}`);
  const user = await findUserById(ctx.db, actor.id);
  if (!user) throw new BadRequestError();
  if (user.email_confirmation_at) return { message: 'Your email address is already confirmed.' };
  await sendEmailConfirmation(ctx, user);
  return { message: `We have sent a confirmation link to ${user.email}.` };
}

export async function confirmEmail(ctx: AppContext, token: string): Promise<ConfirmedEmail> {
  const row = await consumeUserToken(ctx.db, 'email_confirmation', hashToken(token), ctx.clock.now());
  if (!row) throw new ValidationError({ token: ['This confirmation link is invalid or has expired.'] });
  const user = await findUserById(ctx.db, row.user_id);
  // The link confirms the address it was sent to; an email changed since then is not confirmed by it.
  if (!user || user.email !== row.email) throw new ValidationError({ token: ['This confirmation link is no longer valid.'] });
  const updated = await updateAccount(ctx.db, user.id, { email_confirmation_at: ctx.clock.now() });
  return { user: await loadSessionUser(ctx.db, updated!) };
}
