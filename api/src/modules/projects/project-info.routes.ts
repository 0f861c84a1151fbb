import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import * as schemas from './projects.schemas.js';
import * as info from './project-info.service.js';
import { groupedMonthlyGifts } from './project-people.service.js';

type IdParams = { Params: { id: number } };
type Page = { limit: number; offset: number };
const byId = { schema: { params: schemas.idParams } };
const byIdPaged = { schema: { params: schemas.idParams, querystring: schemas.pageQuery } };

/** The other project reads of spec §7 (meanings in docs/api-projects.md). */
export async function projectInfoRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.get<{ Querystring: { owner_id: number } }>(
    '/projects/owner_projects_info',
    { schema: { querystring: schemas.ownerQuery } },
    (request) => info.ownerProjectsInfo(ctx, request.query.owner_id),
  );
  app.get('/projects/is-almost-there', () => info.isAlmostThere(ctx));
  app.get('/projects/insight-law-counts', () => info.insightLawCounts(ctx));

  app.get<{ Querystring: { amount_cents: number } }>(
    '/projects/project-for-special-large-amount-gift',
    { schema: { querystring: schemas.amountQuery } },
    (request) => info.specialLargeGiftProject(ctx, request.caller, request.query.amount_cents),
  );
  app.get<{ Querystring: { code: string } }>(
    '/projects/project-for-cotn-event',
    { schema: { querystring: schemas.codeQuery } },
    (request) => info.cotnEventProject(ctx, request.caller, request.query.code),
  );
  app.get('/projects/project-for-grove-event', (request) => info.groveEventProject(ctx, request.caller));

  app.get<{ Querystring: Page }>('/projects/projects-with-subscription', { schema: { querystring: schemas.pageQuery } }, (request) =>
    info.projectsWithSubscription(ctx, request.caller, request.query),
  );

  app.get<IdParams>('/projects/:id/abc-sponsors-count', byId, (request) => info.abcSponsorsCount(ctx, request.caller, request.params.id));
  app.get<IdParams & { Querystring: Page }>('/projects/:id/abc-sponsors-line', byIdPaged, (request) =>
    info.abcSponsorsLine(ctx, request.caller, request.params.id, request.query),
  );
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
