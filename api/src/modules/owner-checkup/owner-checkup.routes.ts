import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import * as service from './owner-checkup.service.js';

const tags = ['profiles'];

/** The owner-checkup counts (docs/api-profiles.md): all at once, or one by name. */
export const ownerCheckupRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/users/:id/owner-checkup',
    {
      schema: {
        tags,
        summary: "An account's owner-checkup counts (the account, its collaborators, admins)",
        params: contract.IdParams,
        response: { 200: contract.OwnerCheckup },
      },
    },
    (request) => service.getOwnerCheckup(ctx, request.caller, request.params.id),
  );

  app.get(
    '/users/:id/owner-checkup/:name',
    {
      schema: {
        tags,
        summary: 'One owner-checkup count by name',
        params: contract.OwnerCheckupParams,
        response: { 200: contract.OwnerCheckupCount },
      },
    },
    (request) => service.getOwnerCheckupCount(ctx, request.caller, request.params.id, request.params.name),
  );
};
