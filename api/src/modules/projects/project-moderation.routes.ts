import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import * as schemas from './projects.schemas.js';
import { banProject, PROMOTIONS, removeFromReserve, setPromotion, type Promotion } from './project-moderation.service.js';

type IdParams = { Params: { id: number } };
const byId = { schema: { params: schemas.idParams } };

/** Admin promotion toggles (POST on, DELETE off), ban (DELETE lifts it), and remove-from-reserve. */
export async function projectModerationRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  for (const promotion of Object.keys(PROMOTIONS) as Promotion[]) {
    app.post<IdParams>(`/projects/:id/${promotion}`, byId, (request) =>
      setPromotion(ctx, request.caller, request.params.id, promotion, true),
    );
    app.delete<IdParams>(`/projects/:id/${promotion}`, byId, (request) =>
      setPromotion(ctx, request.caller, request.params.id, promotion, false),
    );
  }
  app.post<IdParams>('/projects/:id/ban', byId, (request) => banProject(ctx, request.caller, request.params.id, true));
  app.delete<IdParams>('/projects/:id/ban', byId, (request) => banProject(ctx, request.caller, request.params.id, false));
  app.post<IdParams>('/projects/:id/remove-from-reserve', byId, (request) => removeFromReserve(ctx, request.caller, request.params.id));
}
