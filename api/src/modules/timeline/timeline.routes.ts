import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import * as comments from './comments.service.js';
import * as encouragements from './encouragements.service.js';
import * as likes from './likes.service.js';
import * as schemas from './timeline.schemas.js';
import * as timeline from './timeline.service.js';
import * as updates from './updates.service.js';

type ProjectParams = { Params: { id: number } };
type EventParams = { Params: { id: number; eventId: number } };
type Page = { Querystring: { limit: number; offset: number } };

export async function timelineRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.get<ProjectParams & Page>(
    '/projects/:id/timeline',
    { schema: { params: schemas.projectParams, querystring: schemas.timelineQuery } },
    (request) => timeline.listTimeline(ctx, request.caller, request.params.id, request.query),
  );

  app.get<EventParams & Page>(
    '/projects/:id/timeline/:eventId',
    { schema: { params: schemas.eventParams, querystring: schemas.threadQuery } },
    (request) => timeline.getEventThread(ctx, request.caller, request.params.id, request.params.eventId, request.query),
  );

  app.post<ProjectParams & { Body: updates.UpdateInput }>(
    '/projects/:id/updates',
    { schema: { params: schemas.projectParams, body: schemas.createUpdateBody } },
    async (request, reply) => reply.status(201).send(await updates.createUpdate(ctx, request.caller, request.params.id, request.body)),
  );

  app.patch<{ Params: { id: number; eventId: number }; Body: updates.UpdateInput }>(
    '/projects/:id/updates/:eventId',
    { schema: { params: schemas.eventParams, body: schemas.patchUpdateBody } },
    (request) => updates.patchUpdate(ctx, request.caller, request.params.id, request.params.eventId, request.body),
  );

  app.delete<EventParams>('/projects/:id/updates/:eventId', { schema: { params: schemas.eventParams } }, async (request, reply) => {
    await updates.deleteUpdate(ctx, request.caller, request.params.id, request.params.eventId);
    return reply.status(204).send();
  });

  app.post<ProjectParams & { Body: { message: string; parent_id?: number } }>(
    '/projects/:id/comments',
    { schema: { params: schemas.projectParams, body: schemas.commentBody } },
    async (request, reply) => reply.status(201).send(await comments.createComment(ctx, request.caller, request.params.id, request.body)),
  );

  app.delete<EventParams>('/projects/:id/comments/:eventId', { schema: { params: schemas.eventParams } }, async (request, reply) => {
    await comments.deleteComment(ctx, request.caller, request.params.id, request.params.eventId);
    return reply.status(204).send();
  });

  for (const [method, liked] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    app[method]<EventParams & { Body: { user_id?: number } | null }>(
      '/projects/:id/timeline/:eventId/likes',
      { schema: { params: schemas.eventParams, body: schemas.likeBody } },
      async (request, reply) => {
        const { id, eventId } = request.params;
        const result = await likes.setLike(ctx, request.caller, id, eventId, liked, request.body?.user_id);
        return reply.status(liked ? 201 : 200).send(result);
      },
    );
  }

  app.post<EventParams & { Body: { message?: string } | null }>(
    '/projects/:id/encouragements/:eventId/thank',
    { schema: { params: schemas.eventParams, body: schemas.thankBody } },
    (request) => encouragements.thankEncouragement(ctx, request.caller, request.params.id, request.params.eventId, request.body ?? {}),
  );
}
