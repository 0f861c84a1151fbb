import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { setUserSwitch, USER_SWITCHES, type UserSwitch } from './user-moderation.service.js';

const { IdParams, ModerationBody, SessionUser } = contract;
const tags = ['users', 'tools'];

/** The back-office's account switches (admins): POST turns one on, DELETE turns it off; a ban needs a reason. */
export const userModerationRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  for (const name of Object.keys(USER_SWITCHES) as UserSwitch[]) {
    const schema = (summary: string) => ({
      schema: { tags, summary, params: IdParams, body: ModerationBody, response: { 200: SessionUser } },
    });
    app.post(`/users/:id/${name}`, schema(`Turn ${name} on for an account (admins)`), (request) =>
      setUserSwitch(ctx, request.caller, request.params.id, name, true, request.body),
    );
    app.delete(`/users/:id/${name}`, schema(`Turn ${name} off for an account (admins)`), (request) =>
      setUserSwitch(ctx, request.caller, request.params.id, name, false, request.body),
    );
  }
};
