import type { AuthAnswer } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { ForbiddenError, ValidationError } from '../../lib/errors.js';
import * as users from '../users/accounts.service.js';
import { loadSessionUser } from '../users/accounts.service.js';
import { LIMITS } from './auth-limits.js';
import { issueToken } from './sessions.service.js';
import type { SocialProfile } from './social-verifiers.js';

/**
 * Logs in the account linked to the provider id; else links the account with the same (provider-verified)
 * email; else signs up a new one. `created` tells the route to answer 201 (new sign-up) or 200.
 */
export async function socialLogin(ctx: AppContext, profile: SocialProfile, ip: string): Promise<{ created: boolean; body: AuthAnswer }> {
  await ctx.rateLimiter.consume(LIMITS.socialIp, ip);
  const column = profile.provider === 'google' ? 'google_sub' : 'fb_id';
  let user = await users.findUserByProviderId(ctx.db, profile.provider, profile.providerId);
  let created = false;
  if (!user) {
    if (!profile.email) throw new ValidationError({ email: [`Your ${profile.provider} account did not share an email address.`] });
    const email = profile.email.trim().toLowerCase();
    const byEmail = await users.findUserByEmail(ctx.db, email);
    if (byEmail) {
      if (!profile.emailVerified) throw new ValidationError({ email: ['Please log in with your password, then link this sign-in.'] });
      user = await users.updateAccount(ctx.db, byEmail.id, {
        [column]: profile.providerId,
        email_confirmation_at: byEmail.email_confirmation_at ?? ctx.clock.now(),
      });
    } else {
      user = await users.createAccount(ctx.db, {
        email,
        [column]: profile.providerId,
        first_name: profile.first_name,
        last_name: profile.last_name,
        photo_url: profile.photo_url ?? null,
        email_confirmation_at: profile.emailVerified ? ctx.clock.now() : null,
      });
      created = true;
    }
  }
  if (!user || user.merged_into_id) throw new ValidationError({ email: ['This account is no longer active.'] });
  if (user.banned_at) throw new ForbiddenError('This account has been suspended. Please contact us if you think this is a mistake.');
  const token = await issueToken(ctx.db, ctx.clock, user.id);
  return { created, body: { token, user: await loadSessionUser(ctx.db, user) } };
}
