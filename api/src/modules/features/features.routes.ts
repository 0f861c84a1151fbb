import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import * as service from './features.service.js';

const tags = ['features'];

/** Feature flags (spec §6, docs/api-features.md). */
export const featuresRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/users/:id/features',
    {
      schema: {
        tags,
        summary:
          "An account's feature flags: defaults for its kind, an admin's choices, the AI helper always on (the account, its team, admins)",
        params: contract.IdParams,
        response: { 200: contract.Features },
      },
    },
    (request) => service.getFeatures(ctx, request.caller, request.params.id),
  );
  app.patch(
    '/users/:id/features',
    {
      schema: {
        tags,
        summary: "Sets an account's feature flags; null puts one back to its default (admins; audited)",
        params: contract.IdParams,
        body: contract.FeaturesPatch,
        response: { 200: contract.Features },
      },
    },
    (request) => service.updateFeatures(ctx, request.caller, request.params.id, request.body),
  );
};
