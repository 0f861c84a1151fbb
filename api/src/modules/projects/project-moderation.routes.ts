import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { banProject, PROMOTIONS, removeFromReserve, setPromotion, type Promotion } from './project-moderation.service.js';

const { IdParams, ModerationBody, Project } = contract;
const tags = ['projects'];
const byId = (summary: string) => ({ schema: { tags, summary, params: IdParams, response: { 200: Project } } });
const moderation = (summary: string) => ({ schema: { tags, summary, params: IdParams, body: ModerationBody, response: { 200: Project } } });

/** Admin promotion toggles (POST on, DELETE off), ban (DELETE lifts it), and remove-from-reserve. */
export const projectModerationRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  for (const promotion of Object.keys(PROMOTIONS) as Promotion[]) {
    app.post(`/projects/:id/${promotion}`, moderation(`Turn ${promotion} on (admins)`), (request) =>
      setPromotion(ctx, request.caller, request.params.id, promotion, true, request.body),
    );
    app.delete(`/projects/:id/${promotion}`, moderation(`Turn ${promotion} off (admins)`), (request) =>
      setPromotion(ctx, request.caller, request.params.id, promotion, false, request.body),
    );
  }
  app.post('/projects/:id/ban', moderation('Ban a project, with a reason (admins)'), (request) =>
    banProject(ctx, request.caller, request.params.id, true, request.body),
  );
  app.delete('/projects/:id/ban', moderation('Lift a ban (admins)'), (request) =>
    banProject(ctx, request.caller, request.params.id, false, request.body),
  );
  app.post('/projects/:id/remove-from-reserve', byId('Take a project out of the special-gift reserve (the owner or admins)'), (request) =>
    removeFromReserve(ctx, request.caller, request.params.id),
  );
};
