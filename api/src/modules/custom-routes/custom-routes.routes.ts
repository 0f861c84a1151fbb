import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import * as service from './custom-routes.service.js';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
} as const;

/** Format, reserved names and uniqueness are checked by the service, with field errors under custom_route. */
const routeBody = {
  type: 'object',
  required: ['custom_route'],
  properties: { custom_route: { type: 'string', maxLength: 200 } },
} as const;

type IdParams = { Params: { id: number } };
type RouteBody = { Body: { custom_route: string } };

export async function customRoutesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.get('/custom-routes', async (_request, reply) => {
    // Loaded before the public site starts; a new route shows within a minute.
    reply.header('cache-control', 'public, max-age=60');
    return service.listCustomRoutes(ctx);
  });

  app.post<IdParams & RouteBody>('/projects/:id/route', { schema: { params: idParams, body: routeBody } }, async (request, reply) =>
    reply.status(201).send(await service.setProjectRoute(ctx, request.caller, request.params.id, request.body.custom_route)),
  );

  app.delete<IdParams>('/projects/:id/route', { schema: { params: idParams } }, async (request, reply) => {
    await service.deleteProjectRoute(ctx, request.caller, request.params.id);
    return reply.status(204).send();
  });

  app.post<IdParams & RouteBody>('/users/:id/route', { schema: { params: idParams, body: routeBody } }, async (request, reply) =>
    reply.status(201).send(await service.setUserRoute(ctx, request.caller, request.params.id, request.body.custom_route)),
  );

  app.delete<IdParams>('/users/:id/route', { schema: { params: idParams } }, async (request, reply) => {
    await service.deleteUserRoute(ctx, request.caller, request.params.id);
    return reply.status(204).send();
  });
}
