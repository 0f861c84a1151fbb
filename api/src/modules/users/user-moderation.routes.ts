import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { setUserSwitch, USER_SWITCHES, type UserSwitch } from './user-moderation.service.js';

const { IdParams, ModerationBody, SessionUser } = contract;
const tags = ['users', 'tools'];

/** Switches whose calls the spec names apart (§7: POST make-premium and POST remove-premium) instead of POST/DELETE /{name}. */
const NAMED_CALLS: Partial<Record<UserSwitch, { on: string; off: string }>> = { premium: { on: 'make-premium', off: 'remove-premium' } };

/** The back-office's account switches (admins): POST turns one on, DELETE turns it off; a ban needs a reason. */
export const userModerationRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  for (const name of Object.keys(USER_SWITCHES) as UserSwitch[]) {
    const schema = (summary: string) => ({
      schema: { tags, summary, params: IdParams, body: ModerationBody, response: { 200: SessionUser } },
    });
    const named = NAMED_CALLS[name];
    if (named) {
      app.post(`/users/:id/${named.on}`, schema(`Make an account ${name} (admins; audited)`), (request) =>
        setUserSwitch(ctx, request.caller, request.params.id, name, true, request.body),
      );
      app.post(`/users/:id/${named.off}`, schema(`Remove ${name} from an account (admins; audited)`), (request) =>
        setUserSwitch(ctx, request.caller, request.params.id, name, false, request.body),
      );
      continue;
    }
    app.post(`/users/:id/${name}`, schema(`Turn ${name} on for an account (admins)`), (request) =>
      setUserSwitch(ctx, request.caller, request.params.id, name, true, request.body),
    );
    app.delete(`/users/:id/${name}`, schema(`Turn ${name} off for an account (admins)`), (request) =>
      setUserSwitch(ctx, request.caller, request.params.id, name, false, request.body),
    );
  }
};
