import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import * as schemas from './projects.schemas.js';
import * as service from './projects.service.js';
import * as people from './project-people.service.js';
import { projectInfoRoutes } from './project-info.routes.js';
import { projectModerationRoutes } from './project-moderation.routes.js';

type IdParams = { Params: { id: number } };
type Page = { limit: number; offset: number };

/** Projects: the project itself, its followers and givers; feeds, other reads and moderation in their own files. */
export async function projectsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.post<{ Body: service.CreateProjectInput }>('/projects', { schema: { body: schemas.createProjectBody } }, async (request, reply) =>
    reply.status(201).send(await service.createProject(ctx, request.caller, request.body)),
  );

  app.get<IdParams>('/projects/:id', { schema: { params: schemas.idParams } }, (request) =>
    service.getProject(ctx, request.caller, request.params.id),
  );

  app.patch<IdParams & { Body: service.UpdateProjectInput }>(
    '/projects/:id',
    { schema: { params: schemas.idParams, body: schemas.updateProjectBody } },
    (request) => service.updateProject(ctx, request.caller, request.params.id, request.body),
  );

  for (const method of ['post', 'delete'] as const) {
    app[method]<IdParams>(
      method === 'post' ? '/projects/:id/close' : '/projects/:id',
      { schema: { params: schemas.idParams } },
      (request) => service.closeProject(ctx, request.caller, request.params.id),
    );
  }

  app.post<IdParams>('/projects/:id/followers', { schema: { params: schemas.idParams } }, async (request, reply) =>
    reply.status(201).send(await people.followProject(ctx, request.caller, request.params.id)),
  );
  app.delete<IdParams>('/projects/:id/followers', { schema: { params: schemas.idParams } }, (request) =>
    people.unfollowProject(ctx, request.caller, request.params.id),
  );

  app.get<IdParams & { Querystring: Page }>(
    '/projects/:id/givers-ver2',
    { schema: { params: schemas.idParams, querystring: schemas.pageQuery } },
    (request) => people.givers(ctx, request.caller, request.params.id, request.query),
  );

  await app.register(projectInfoRoutes, { ctx });
  await app.register(projectModerationRoutes, { ctx });
}
