import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import * as service from './custom-routes.service.js';

const { CustomRoute, CustomRouteBody, IdParams, RouteDeleted } = contract;
const tags = ['custom-routes'];

export const customRoutesRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/custom-routes',
    { schema: { tags, summary: 'Every custom route (for the public site at start-up)', response: { 200: contract.CustomRouteList } } },
    async (_request, reply) => {
      // Loaded before the public site starts; a new route shows within a minute.
      reply.header('cache-control', 'public, max-age=60');
      return service.listCustomRoutes(ctx);
    },
  );

  app.post(
    '/projects/:id/route',
    { schema: { tags, summary: "Set a project's custom route", params: IdParams, body: CustomRouteBody, response: { 201: CustomRoute } } },
    async (request, reply) =>
      reply.status(201).send(await service.setProjectRoute(ctx, request.caller, request.params.id, request.body.custom_route)),
  );

  app.delete(
    '/projects/:id/route',
    { schema: { tags, summary: "Remove a project's custom route", params: IdParams, response: { 204: RouteDeleted } } },
    async (request, reply) => {
      await service.deleteProjectRoute(ctx, request.caller, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/users/:id/route',
    { schema: { tags, summary: "Set a user's custom route", params: IdParams, body: CustomRouteBody, response: { 201: CustomRoute } } },
    async (request, reply) =>
      reply.status(201).send(await service.setUserRoute(ctx, request.caller, request.params.id, request.body.custom_route)),
  );

  app.delete(
    '/users/:id/route',
    { schema: { tags, summary: "Remove a user's custom route", params: IdParams, response: { 204: RouteDeleted } } },
    async (request, reply) => {
      await service.deleteUserRoute(ctx, request.caller, request.params.id);
      return reply.status(204).send();
    },
  );
};
