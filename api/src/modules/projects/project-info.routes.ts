import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import * as info from './project-info.service.js';
import { groupedMonthlyGifts } from './project-people.service.js';

const { IdParams, ProjectPageQuery } = contract;
const tags = ['projects'];

/** The other project reads of spec §7 (meanings in docs/api-projects.md). */
export const projectInfoRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/projects/owner_projects_info',
    {
      schema: {
        tags,
        summary: "One owner's projects summed up",
        querystring: contract.OwnerQuery,
        response: { 200: contract.OwnerProjectsInfo },
      },
    },
    (request) => info.ownerProjectsInfo(ctx, request.query.owner_id),
  );
  app.get(
    '/projects/:id/abc-sponsors-count',
    {
      schema: {
        tags,
        summary: "A sponsorship programme's sponsors and children",
        params: IdParams,
        response: { 200: contract.SponsorsCount },
      },
    },
    (request) => info.abcSponsorsCount(ctx, request.caller, request.params.id),
  );
  app.get(
    '/projects/:id/messages-with-approve-state',
    {
      schema: {
        tags,
        summary: 'Updates and encouragements with their sponsor approval (project side)',
        params: IdParams,
        querystring: ProjectPageQuery,
        response: { 200: contract.ApprovalMessageList },
      },
    },
    (request) => info.messagesWithApproveState(ctx, request.caller, request.params.id, request.query),
  );
  app.get(
    '/projects/:id/grouped-gifts-from-project-with-subscription',
    {
      schema: {
        tags,
        summary: "A project's monthly givers, grouped by donor (project side)",
        params: IdParams,
        querystring: ProjectPageQuery,
        response: { 200: contract.GiverList },
      },
    },
    (request) => groupedMonthlyGifts(ctx, request.caller, request.params.id, request.query),
  );
  app.get(
    '/projects/:id/funded-sum-before-stripe-connect',
    {
      schema: {
        tags,
        summary: 'Raised, sent and held until payouts are connected (project side)',
        params: IdParams,
        response: { 200: contract.FundedSum },
      },
    },
    (request) => info.fundedSumBeforeStripeConnect(ctx, request.caller, request.params.id),
  );
  app.get(
    '/projects/:id/check-that-cloudinary-post-finish',
    {
      schema: {
        tags,
        summary: "Whether the project's uploaded media is ready",
        params: IdParams,
        response: { 200: contract.MediaCheck },
      },
    },
    (request) => info.checkMediaFinished(ctx, request.caller, request.params.id),
  );
  app.get(
    '/projects/:id/owner-id',
    { schema: { tags, summary: "A project's owner", params: IdParams, response: { 200: contract.ProjectOwnerId } } },
    (request) => info.ownerId(ctx, request.caller, request.params.id),
  );
};
