import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { Page } from '../../lib/paging.js';
import * as schemas from './projects.schemas.js';
import * as info from './project-info.service.js';
import { groupedMonthlyGifts } from './project-people.service.js';

type IdParams = { Params: { id: number } };
const byId = { schema: { params: schemas.idParams } };
const byIdPaged = { schema: { params: schemas.idParams, querystring: schemas.pageQuery } };

/** The other project reads of spec §7 (meanings in docs/api-projects.md). */
export async function projectInfoRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.get<{ Querystring: { owner_id: number } }>(
    '/projects/owner_projects_info',
    { schema: { querystring: schemas.ownerQuery } },
    (request) => info.ownerProjectsInfo(ctx, request.query.owner_id),
  );
  app.get<IdParams>('/projects/:id/abc-sponsors-count', byId, (request) => info.abcSponsorsCount(ctx, request.caller, request.params.id));
  app.get<IdParams & { Querystring: Page }>('/projects/:id/messages-with-approve-state', byIdPaged, (request) =>
    info.messagesWithApproveState(ctx, request.caller, request.params.id, request.query),
  );
  app.get<IdParams & { Querystring: Page }>('/projects/:id/grouped-gifts-from-project-with-subscription', byIdPaged, (request) =>
    groupedMonthlyGifts(ctx, request.caller, request.params.id, request.query),
  );
  app.get<IdParams>('/projects/:id/funded-sum-before-stripe-connect', byId, (request) =>
    info.fundedSumBeforeStripeConnect(ctx, request.caller, request.params.id),
  );
  app.get<IdParams>('/projects/:id/check-that-cloudinary-post-finish', byId, (request) =>
    info.checkMediaFinished(ctx, request.caller, request.params.id),
  );
  app.get<IdParams>('/projects/:id/owner-id', byId, (request) => info.ownerId(ctx, request.caller, request.params.id));
}
