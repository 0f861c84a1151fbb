import type { AppContext } from '../../app-context.js';
import { ValidationError } from '../../lib/errors.js';

/**
 * The bot-check hook (a Turnstile/reCAPTCHA-style siteverify call). Enforced only when BOT_CHECK_SECRET
 * is configured; the browser sends the widget's token as `bot_token` in the body.
 */
export async function verifyBotCheck(ctx: AppContext, token: unknown, ip: string): Promise<void> {
  const { secret, verifyUrl } = ctx.config.botCheck;
  if (!secret) return;
  const refuse = () => new ValidationError({ bot_token: ['Please complete the verification and try again.'] });
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096) throw refuse();
  let success: boolean;
  try {
    const response = await ctx.fetch(verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token, remoteip: ip }),
      signal: AbortSignal.timeout(5000),
    });
    success = response.ok && ((await response.json()) as { success?: boolean }).success === true;
  } catch {
    success = false;
  }
  if (!success) throw refuse();
}
