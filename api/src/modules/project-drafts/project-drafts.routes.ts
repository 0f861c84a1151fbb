import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import * as service from './project-drafts.service.js';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
} as const;

const pageQuery = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 30 },
    offset: { type: 'integer', minimum: 0, default: 0 },
  },
} as const;

/** `data` is checked by the service (a JSON object under 100 KB), so its error reads clearly. */
const createBody = {
  type: 'object',
  additionalProperties: false,
  properties: { data: {}, owner_id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
} as const;

const updateBody = { type: 'object', additionalProperties: false, required: ['data'], properties: { data: {} } } as const;

type IdParams = { Params: { id: number } };

export async function projectDraftsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.get<{ Querystring: { limit: number; offset: number } }>('/project-drafts', { schema: { querystring: pageQuery } }, (request) =>
    service.listDrafts(ctx, request.caller, request.query),
  );

  app.post<{ Body: { data?: unknown; owner_id?: number } | null }>(
    '/project-drafts',
    { schema: { body: { ...createBody, type: ['object', 'null'] } } },
    async (request, reply) => reply.status(201).send(await service.createDraft(ctx, request.caller, request.body ?? {})),
  );

  app.get<IdParams>('/project-drafts/:id', { schema: { params: idParams } }, (request) =>
    service.getDraft(ctx, request.caller, request.params.id),
  );

  app.patch<IdParams & { Body: { data: unknown } }>('/project-drafts/:id', { schema: { params: idParams, body: updateBody } }, (request) =>
    service.updateDraft(ctx, request.caller, request.params.id, request.body),
  );

  app.delete<IdParams>('/project-drafts/:id', { schema: { params: idParams } }, async (request, reply) => {
    await service.deleteDraft(ctx, request.caller, request.params.id);
    return reply.status(204).send();
  });
}
