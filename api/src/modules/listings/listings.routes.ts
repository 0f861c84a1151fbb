import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import { PUBLIC_READ } from '../../lib/http-cache.js';
import type { AppContext } from '../../app-context.js';
import * as svc from './listings.service.js';
import { feeds } from './feeds.repository.js';

const { IdParams, Project, ProjectList, ProjectPageQuery } = contract;
const tags = ['listings'];

/** The listings and feeds under /projects/... (docs/api-projects.md says what each one holds). */
export const listingsRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/projects',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'Active projects, filtered and searched',
        querystring: contract.ListProjectsQuery,
        response: { 200: ProjectList },
      },
    },
    (request) => svc.listProjects(ctx, request.caller, request.query),
  );

  const simple = {
    '/projects/almost': [feeds.almost, 'Active unfunded projects, closest to their goal first'],
    '/projects/newest-unfunded': [feeds.newestUnfunded, 'Active unfunded projects, newest first'],
    '/projects/sponsored-projects': [feeds.sponsored, 'Active sponsored projects, newest first'],
    '/projects/staff-picks': [feeds.staffPicks, 'Active staff picks, forced first, then most recently picked'],
    '/projects/staff-picks/last-in-list': [feeds.lastInList, 'The regular staff picks up longest, first to rotate out'],
    '/projects/with-video-updates': [feeds.withVideoUpdates, 'Active projects with a video update, latest first'],
    '/projects/get-projects-picked-for-end-of-year': [feeds.endOfYear, "The year-end selection: tax-exempt owners' unfunded staff picks"],
  } as const;
  for (const [url, [make, summary]] of Object.entries(simple)) {
    app.get(
      url,
      { config: PUBLIC_READ, schema: { tags, summary, querystring: ProjectPageQuery, response: { 200: ProjectList } } },
      (request) => svc.feed(ctx, request.caller, make(request.query)),
    );
  }

  app.get(
    '/projects/staff-picks/for-subscription',
    {
      schema: {
        tags,
        summary: 'Unfunded staff picks a monthly gift of `amount_cents` fits',
        querystring: contract.AmountPageQuery,
        response: { 200: ProjectList },
      },
    },
    (request) => svc.feed(ctx, request.caller, feeds.forSubscription(request.query, request.query.amount_cents)),
  );

  const eligible = {
    '/projects/staff-picks/eligible/potential': [feeds.eligiblePotential, 'Candidates for a staff pick (admins)'],
    '/projects/staff-picks/eligible/large-well-performing': [
      feeds.eligibleLargeWellPerforming,
      'Large projects doing well, unpicked (admins)',
    ],
    '/projects/staff-picks/eligible/scheduled/regular': [
      feeds.eligibleScheduledRegular,
      'The queue of regular-size projects to pick (admins)',
    ],
  } as const;
  for (const [url, [make, summary]] of Object.entries(eligible)) {
    app.get(url, { schema: { tags, summary, querystring: contract.PagePerPageQuery, response: { 200: ProjectList } } }, (request) =>
      svc.eligibleFeed(ctx, request.caller, make, request.query),
    );
  }

  app.get(
    '/projects/featured-filtered',
    {
      schema: {
        tags,
        summary: 'Featured active unfunded projects, optionally of one category',
        querystring: contract.CategoryPageQuery,
        response: { 200: ProjectList },
      },
    },
    (request) => svc.feed(ctx, request.caller, feeds.featuredFiltered(request.query, svc.categoryParam(request.query.category))),
  );

  app.get(
    '/projects/personal',
    { schema: { tags, summary: "The caller's personal feed", querystring: ProjectPageQuery, response: { 200: ProjectList } } },
    (request) => svc.personalFeed(ctx, request.caller, request.query),
  );

  app.get(
    '/projects/owner-projects',
    {
      schema: {
        tags,
        summary: "One owner's projects (the caller's by default)",
        querystring: contract.OwnerProjectsQuery,
        response: { 200: ProjectList },
      },
    },
    (request) => svc.ownerProjects(ctx, request.caller, request.query),
  );

  app.get(
    '/users/:id/network-projects',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: "The active projects of a network's members, newest first (public)",
        params: contract.IdParams,
        querystring: contract.NetworkPageQuery,
        response: { 200: ProjectList },
      },
    },
    (request) => svc.networkProjects(ctx, request.params.id, request.query),
  );

  app.get(
    '/users/:id/closed-projects',
    {
      schema: {
        tags,
        summary: "An owner's closed projects, most recently closed first",
        params: contract.IdParams,
        querystring: contract.ClosedProjectsQuery,
        response: { 200: ProjectList },
      },
    },
    (request) => svc.closedProjects(ctx, request.caller, request.params.id, request.query),
  );

  app.get(
    '/projects/owner-staffpick-projects',
    {
      schema: { tags, summary: "One owner's active staff picks", querystring: contract.OwnerPageQuery, response: { 200: ProjectList } },
    },
    (request) => svc.feed(ctx, request.caller, feeds.ownerStaffPicks(request.query, request.query.owner_id)),
  );

  app.get(
    '/projects/funded',
    {
      schema: {
        tags,
        summary: 'Funded projects with their latest final update',
        querystring: contract.FundedQuery,
        response: { 200: contract.FundedProjectList },
      },
    },
    (request) => svc.fundedFeed(ctx, request.caller, request.query),
  );

  app.get(
    '/projects/categories',
    { schema: { tags, summary: 'Active projects per category', response: { 200: contract.CategoryCountList } } },
    () => svc.categoryCounts(ctx),
  );
  app.get(
    '/projects/by-country',
    { schema: { tags, summary: 'Active projects per country', response: { 200: contract.CountryCountList } } },
    () => svc.countryCounts(ctx),
  );
  app.get(
    '/projects/is-almost-there',
    { schema: { tags, summary: 'Whether any project is almost funded', response: { 200: contract.AlmostThere } } },
    () => svc.isAlmostThere(ctx),
  );
  app.get(
    '/projects/insight-law-counts',
    { schema: { tags, summary: "The platform's impact figures", response: { 200: contract.InsightCounts } } },
    () => svc.insightLawCounts(ctx),
  );

  app.get(
    '/projects/project-for-special-large-amount-gift',
    {
      schema: {
        tags,
        summary: 'The reserve project a special large gift goes to',
        querystring: contract.AmountQuery,
        response: { 200: contract.MaybeProject },
      },
    },
    (request) => svc.specialLargeGiftProject(ctx, request.caller, request.query.amount_cents),
  );
  app.get(
    '/projects/project-for-cotn-event',
    { schema: { tags, summary: 'The project of a COTN event invite code', querystring: contract.CodeQuery, response: { 200: Project } } },
    (request) => svc.cotnEventProject(ctx, request.caller, request.query.code),
  );
  app.get(
    '/projects/project-for-grove-event',
    { schema: { tags, summary: 'The Grove event project', response: { 200: Project } } },
    (request) => svc.groveEventProject(ctx, request.caller),
  );

  app.get(
    '/projects/projects-with-subscription',
    {
      schema: {
        tags,
        summary: "The caller's monthly-giving projects",
        querystring: ProjectPageQuery,
        response: { 200: contract.SubscribedProjectList },
      },
    },
    (request) => svc.projectsWithSubscription(ctx, request.caller, request.query),
  );

  app.get(
    '/projects/:id/abc-sponsors-line',
    {
      schema: {
        tags,
        summary: "A sponsorship programme's children waiting for a monthly giver",
        params: IdParams,
        querystring: ProjectPageQuery,
        response: { 200: ProjectList },
      },
    },
    (request) => svc.abcSponsorsLine(ctx, request.caller, request.params.id, request.query),
  );
};
