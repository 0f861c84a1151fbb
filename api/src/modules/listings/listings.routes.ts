import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { Page } from '../../lib/paging.js';
import * as schemas from './listings.schemas.js';
import * as svc from './listings.service.js';
import { feeds } from './feeds.repository.js';

type IdParams = { Params: { id: number } };
type Q<T> = { Querystring: T };
const page = { schema: { querystring: schemas.pageQuery } };
const perPage = { schema: { querystring: schemas.pagePerPageQuery } };

/** The listings and feeds under /projects/... (docs/api-projects.md says what each one holds). */
export async function listingsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.get<Q<svc.ListQuery>>('/projects', { schema: { querystring: schemas.listProjectsQuery } }, (request) =>
    svc.listProjects(ctx, request.caller, request.query),
  );

  const simple = {
    '/projects/almost': feeds.almost,
    '/projects/newest-unfunded': feeds.newestUnfunded,
    '/projects/sponsored-projects': feeds.sponsored,
    '/projects/staff-picks': feeds.staffPicks,
    '/projects/staff-picks/last-in-list': feeds.lastInList,
    '/projects/with-video-updates': feeds.withVideoUpdates,
    '/projects/get-projects-picked-for-end-of-year': feeds.endOfYear,
  };
  for (const [url, make] of Object.entries(simple)) {
    app.get<Q<Page>>(url, page, (request) => svc.feed(ctx, request.caller, make(request.query)));
  }

  app.get<Q<Page & { amount_cents: number }>>(
    '/projects/staff-picks/for-subscription',
    { schema: { querystring: schemas.amountQuery } },
    (request) => svc.feed(ctx, request.caller, feeds.forSubscription(request.query, request.query.amount_cents)),
  );

  const eligible = {
    '/projects/staff-picks/eligible/potential': feeds.eligiblePotential,
    '/projects/staff-picks/eligible/large-well-performing': feeds.eligibleLargeWellPerforming,
    '/projects/staff-picks/eligible/scheduled/regular': feeds.eligibleScheduledRegular,
  };
  for (const [url, make] of Object.entries(eligible)) {
    app.get<Q<{ page: number; perPage: number }>>(url, perPage, (request) => svc.eligibleFeed(ctx, request.caller, make, request.query));
  }

  app.get<Q<Page & { category?: string }>>(
    '/projects/featured-filtered',
    { schema: { querystring: schemas.categoryPageQuery } },
    (request) => svc.feed(ctx, request.caller, feeds.featuredFiltered(request.query, svc.categoryParam(request.query.category))),
  );

  app.get<Q<Page>>('/projects/personal', page, (request) => svc.personalFeed(ctx, request.caller, request.query));

  app.get<Q<Page & { owner_id?: number; query?: string; sort_direction: 'asc' | 'desc' }>>(
    '/projects/owner-projects',
    { schema: { querystring: schemas.ownerProjectsQuery } },
    (request) => svc.ownerProjects(ctx, request.caller, request.query),
  );

  app.get<Q<{ owner_id: number } & Page>>(
    '/projects/owner-staffpick-projects',
    {
      schema: { querystring: { ...schemas.ownerQuery, properties: { ...schemas.ownerQuery.properties, ...schemas.pageQuery.properties } } },
    },
    (request) => svc.feed(ctx, request.caller, feeds.ownerStaffPicks(request.query, request.query.owner_id)),
  );

  app.get<Q<Page & { only_final_visual?: boolean }>>('/projects/funded', { schema: { querystring: schemas.fundedQuery } }, (request) =>
    svc.fundedFeed(ctx, request.caller, request.query),
  );

  app.get('/projects/categories', () => svc.categoryCounts(ctx));
  app.get('/projects/by-country', () => svc.countryCounts(ctx));
  app.get('/projects/is-almost-there', () => svc.isAlmostThere(ctx));
  app.get('/projects/insight-law-counts', () => svc.insightLawCounts(ctx));

  app.get<Q<{ amount_cents: number }>>(
    '/projects/project-for-special-large-amount-gift',
    { schema: { querystring: schemas.amountQuery } },
    (request) => svc.specialLargeGiftProject(ctx, request.caller, request.query.amount_cents),
  );
  app.get<Q<{ code: string }>>('/projects/project-for-cotn-event', { schema: { querystring: schemas.codeQuery } }, (request) =>
    svc.cotnEventProject(ctx, request.caller, request.query.code),
  );
  app.get('/projects/project-for-grove-event', (request) => svc.groveEventProject(ctx, request.caller));

  app.get<Q<Page>>('/projects/projects-with-subscription', page, (request) =>
    svc.projectsWithSubscription(ctx, request.caller, request.query),
  );

  app.get<IdParams & Q<Page>>(
    '/projects/:id/abc-sponsors-line',
    { schema: { params: schemas.idParams, querystring: schemas.pageQuery } },
    (request) => svc.abcSponsorsLine(ctx, request.caller, request.params.id, request.query),
  );
}
