import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import * as service from './access-overrides.service.js';

const tags = ['access-overrides'];

/** The override table (spec §6, docs/api-access-overrides.md): admins only, every change audited. */
export const accessOverridesRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/access-overrides',
    {
      schema: {
        tags,
        summary: 'The override table: users allowed to act for an account, filtered by account or user (admins)',
        querystring: contract.AccessOverrideQuery,
        response: { 200: contract.AccessOverrideList },
      },
    },
    (request) => service.listAccessOverrides(ctx, request.caller, request.query),
  );
  app.get(
    '/access-overrides/:id',
    { schema: { tags, summary: 'One override (admins)', params: contract.IdParams, response: { 200: contract.AccessOverride } } },
    (request) => service.getAccessOverride(ctx, request.caller, request.params.id),
  );
  app.post(
    '/access-overrides',
    {
      schema: {
        tags,
        summary: 'Lets a user act for an account as the account itself would (admins; audited)',
        body: contract.AccessOverrideBody,
        response: { 201: contract.AccessOverride },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createAccessOverride(ctx, request.caller, request.body)),
  );
  app.delete(
    '/access-overrides/:id',
    {
      schema: {
        tags,
        summary: 'Removes an override; the user loses the account at once (admins; audited)',
        params: contract.IdParams,
        response: { 204: contract.AccessOverrideDeleted },
      },
    },
    async (request, reply) => {
      await service.deleteAccessOverride(ctx, request.caller, request.params.id);
      return reply.status(204).send();
    },
  );
};
