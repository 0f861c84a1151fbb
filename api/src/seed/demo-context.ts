import type { AppContext } from '../app-context.js';
import type { Caller } from '../lib/access.js';
import { findUserById, loadSessionUser } from '../modules/users/accounts.service.js';

/**
 * How the demo seed calls the modules' services: as the demo's accounts, at the demo's dates.
 * - Payments go to the sandbox whatever processor the server uses, so seeding never charges anyone.
 * - No rate limits: the seed gives some eighty gifts from a handful of accounts in a moment.
 * - `at(date)` is the same context with its clock at `date`, so what a service stamps with "now" (a gift, a
 *   project's funding, a monthly gift's billing anchor) carries the demo's date.
 */
export interface DemoContext {
  ctx: AppContext;
  at(date: Date): AppContext;
  /** The demo account acting (the seed acts without a session of its own). */
  as(userId: number): Promise<Caller>;
}

export function demoContext(app: AppContext): DemoContext {
  const ctx: AppContext = {
    ...app,
    // The seed is no bot: its sign-ups skip the bot check a deployment may have configured.
    config: {
      ...app.config,
      giving: { ...app.config.giving, paymentProvider: 'sandbox' },
      botCheck: { ...app.config.botCheck, secret: undefined },
    },
    rateLimiter: { ...app.rateLimiter, consume: async () => undefined, reset: async () => undefined },
  };
  const callers = new Map<number, Caller>();
  return {
    ctx,
    at: (date) => ({ ...ctx, clock: { now: () => new Date(date) } }),
    async as(userId) {
      const known = callers.get(userId);
      if (known) return known;
      const user = await loadSessionUser(ctx.db, (await findUserById(ctx.db, userId))!);
      const caller: Caller = {
        actor: {
          id: user.id,
          sessionId: 0,
          tokenKind: 'session',
          is_admin: user.is_admin,
          is_sales: user.is_sales,
          is_partner: user.is_partner,
          is_anonymous: user.is_anonymous,
          roles: user.roles,
          override_account_ids: user.override_account_ids,
        },
      };
      callers.set(userId, caller);
      return caller;
    },
  };
}
