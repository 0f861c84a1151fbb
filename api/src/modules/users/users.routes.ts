import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import * as schemas from './users.schemas.js';
import * as service from './users.service.js';

type IdParams = { Params: { id: number } };
type Page = { limit: number; offset: number };

export async function usersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.post<{ Body: service.SignUpInput }>('/users', { schema: { body: schemas.signUpBody } }, async (request, reply) =>
    reply.status(201).send(await service.signUp(ctx, request.body, request.ip)),
  );

  app.get<{ Querystring: { q?: string; email?: string } & Page }>(
    '/users',
    { schema: { querystring: schemas.listUsersQuery } },
    (request) => service.listUsers(ctx, request.caller, request.query),
  );

  app.get<IdParams>('/users/:id', { schema: { params: schemas.idParams } }, (request) =>
    service.getUser(ctx, request.caller, request.params.id),
  );

  app.patch<IdParams & { Body: service.ProfilePatch }>(
    '/users/:id',
    { schema: { params: schemas.idParams, body: schemas.updateUserBody } },
    (request) => service.updateProfile(ctx, request.caller, request.params.id, request.body),
  );

  app.post<IdParams & { Body: { country_code?: string | null } | null }>(
    '/users/:id/update-login-info',
    { schema: { params: schemas.idParams, body: schemas.loginInfoBody } },
    (request) => service.updateLoginInfo(ctx, request.caller, request.params.id, request.body ?? {}),
  );

  for (const direction of ['followers', 'following'] as const) {
    app.get<IdParams & { Querystring: Page }>(
      `/users/:id/${direction}`,
      { schema: { params: schemas.idParams, querystring: schemas.pageQuery } },
      (request) => service.listFollows(ctx, request.caller, request.params.id, direction, request.query),
    );
  }

  app.post<IdParams>('/users/:id/followers', { schema: { params: schemas.idParams } }, async (request, reply) =>
    reply.status(201).send(await service.follow(ctx, request.caller, request.params.id)),
  );

  app.delete<IdParams>('/users/:id/followers', { schema: { params: schemas.idParams } }, (request) =>
    service.unfollow(ctx, request.caller, request.params.id),
  );
}
