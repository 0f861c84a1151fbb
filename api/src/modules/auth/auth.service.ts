import { validateEmail, validatePassword } from '@storyfund/shared/validation';
import type { AuthAnswer, LoginBody, Message, PasswordResetAnswer, PasswordResetBody } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { requireActor, type Caller } from '../../lib/access.js';
import { ForbiddenError, ValidationError, assertValid } from '../../lib/errors.js';
import { findUserByEmail, findUserById, updateAccount, loadSessionUser, normalizeEmail } from '../users/accounts.service.js';
import { verifyBotCheck } from './bot-check.js';
import { LIMITS } from './auth-limits.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashToken, issueToken, newToken, revokeAllTokens, revokeToken } from './sessions.service.js';
import { consumeUserToken, expireUserTokens, insertUserToken } from './user-tokens.repository.js';

const WRONG_CREDENTIALS = 'Email or password is incorrect';
const RESET_TTL_MS = 60 * 60 * 1000;

export async function login(ctx: AppContext, input: LoginBody, ip: string): Promise<AuthAnswer> {
  const email = normalizeEmail(input.email);
  assertValid({ email: validateEmail(email), password: input.password ? undefined : 'Password is required' });
  await ctx.rateLimiter.consume(LIMITS.loginIp, ip);
  await ctx.rateLimiter.consume(LIMITS.loginEmail, email);
  await verifyBotCheck(ctx, input.bot_token, ip);
  const user = await findUserByEmail(ctx.db, email);
  const ok = await verifyPassword(user?.password_hash, input.password);
  if (!user || !ok || user.merged_into_id) {
    throw new ValidationError({ email: [WRONG_CREDENTIALS] }, WRONG_CREDENTIALS);
  }
  if (user.banned_at) throw new ForbiddenError('This account has been suspended. Please contact us if you think this is a mistake.');
  await ctx.rateLimiter.reset(LIMITS.loginEmail, email);
  const token = await issueToken(ctx.db, ctx.clock, user.id);
  return { token, user: await loadSessionUser(ctx.db, user) };
}

/** Revokes the token the request presented; the next request with it is anonymous. */
export async function logout(ctx: AppContext, caller: Caller): Promise<Message> {
  const actor = requireActor(caller);
  await revokeToken(ctx.db, ctx.clock, actor.sessionId);
  return { message: 'Logged out' };
}

const RESET_SENT = 'If an account exists for that email, we have sent it a link to reset the password.';

/** Answers the same whether or not the email has an account. */
export async function requestPasswordReset(ctx: AppContext, rawEmail: string, ip: string, botToken?: string): Promise<Message> {
  const email = normalizeEmail(rawEmail);
  assertValid({ email: validateEmail(email) });
  await ctx.rateLimiter.consume(LIMITS.resetIp, ip);
  await ctx.rateLimiter.consume(LIMITS.resetEmail, email);
  await verifyBotCheck(ctx, botToken, ip);
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.banned_at && !user.merged_into_id) {
    const { token, hash } = newToken();
    await insertUserToken(ctx.db, {
      user_id: user.id,
      purpose: 'password_reset',
      token_hash: hash,
      email,
      expires_at: new Date(ctx.clock.now().getTime() + RESET_TTL_MS),
    });
    const link = `${ctx.config.publicUrl}/password-reset?token=${token}`;
    await ctx.mailer.send({
      transactional: true,
      to: email,
      subject: 'Reset your Storyfund password',
      text: `Hi ${user.first_name || 'there'},\n\nSomeone asked to reset the password of your Storyfund account. To choose a new password, open:\n${link}\n\nThe link works once, for 1 hour. If you did not ask for this, ignore this email; your password stays as it is.`,
    });
  }
  return { message: RESET_SENT };
}

export async function resetPassword(ctx: AppContext, input: PasswordResetBody): Promise<PasswordResetAnswer> {
  assertValid({ password: validatePassword(input.password), token: input.token ? undefined : 'The reset link is missing its token' });
  const password_hash = await hashPassword(input.password);
  const row = await consumeUserToken(ctx.db, 'password_reset', hashToken(input.token), ctx.clock.now());
  if (!row) throw new ValidationError({ token: ['This reset link is invalid or has expired. Please ask for a new one.'] });
  const user = await findUserById(ctx.db, row.user_id);
  if (!user || user.email !== row.email) throw new ValidationError({ token: ['This reset link is no longer valid.'] });
  if (user.banned_at) throw new ForbiddenError('This account has been suspended. Please contact us if you think this is a mistake.');
  // The link proves the mailbox, so it also confirms the address. Every older session and every other reset
  // link of the account ends (an older link sent the same hour must not reset the new password).
  const updated = await updateAccount(ctx.db, user.id, {
    password_hash,
    email_confirmation_at: user.email_confirmation_at ?? ctx.clock.now(),
  });
  await revokeAllTokens(ctx.db, ctx.clock, user.id);
  await expireUserTokens(ctx.db, user.id, 'password_reset', ctx.clock.now());
  if (input.no_login) return { message: 'Your password has been changed. You can now log in.' };
  const token = await issueToken(ctx.db, ctx.clock, user.id);
  return { token, user: await loadSessionUser(ctx.db, updated!) };
}

/** The bot check, for other modules' public forms (the contact form). */
export { verifyBotCheck };
