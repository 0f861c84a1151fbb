import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import { PUBLIC_READ } from '../../lib/http-cache.js';
import type { AppContext } from '../../app-context.js';
import * as service from './projects.service.js';
import * as people from './project-people.service.js';
import { projectInfoRoutes } from './project-info.routes.js';
import { projectModerationRoutes } from './project-moderation.routes.js';
import { projectAdminRoutes } from './project-admin.routes.js';

const { IdParams, Project } = contract;
const tags = ['projects'];

/** Projects: the project itself, its followers and givers; feeds, other reads and moderation in their own files. */
export const projectsRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/projects',
    { schema: { tags, summary: 'Create a project', body: contract.CreateProjectBody, response: { 201: Project } } },
    async (request, reply) => reply.status(201).send(await service.createProject(ctx, request.caller, request.body)),
  );

  app.get(
    '/projects/:id',
    {
      config: PUBLIC_READ,
      schema: { tags, summary: "One project, with the viewer's flags", params: IdParams, response: { 200: Project } },
    },
    (request) => service.getProject(ctx, request.caller, request.params.id),
  );

  app.patch(
    '/projects/:id',
    {
      schema: {
        tags,
        summary: 'Change a project (admins also the admin fields)',
        params: IdParams,
        body: contract.UpdateProjectBody,
        response: { 200: Project },
      },
    },
    (request) => service.updateProject(ctx, request.caller, request.params.id, request.body),
  );

  for (const method of ['post', 'delete'] as const) {
    app[method](
      method === 'post' ? '/projects/:id/close' : '/projects/:id',
      { schema: { tags, summary: 'Close a project (a soft close)', params: IdParams, response: { 200: Project } } },
      (request) => service.closeProject(ctx, request.caller, request.params.id),
    );
  }

  app.post(
    '/projects/:id/followers',
    { schema: { tags, summary: 'Follow a project', params: IdParams, response: { 201: contract.ProjectFollow } } },
    async (request, reply) => reply.status(201).send(await people.followProject(ctx, request.caller, request.params.id)),
  );
  app.delete(
    '/projects/:id/followers',
    { schema: { tags, summary: 'Stop following a project', params: IdParams, response: { 200: contract.ProjectFollow } } },
    (request) => people.unfollowProject(ctx, request.caller, request.params.id),
  );

  app.get(
    '/projects/:id/givers-ver2',
    {
      schema: {
        tags,
        summary: "A project's givers, latest gift first",
        params: IdParams,
        querystring: contract.ProjectPageQuery,
        response: { 200: contract.GiverList },
      },
    },
    (request) => people.givers(ctx, request.caller, request.params.id, request.query),
  );

  await app.register(projectInfoRoutes, { ctx });
  await app.register(projectModerationRoutes, { ctx });
  await app.register(projectAdminRoutes, { ctx });
};
