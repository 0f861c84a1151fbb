import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import * as service from './abuse-reports.service.js';

const positiveId = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;

/** The reason list is checked by the service, so its message can name the choices. */
const reportBody = {
  type: 'object',
  additionalProperties: false,
  required: ['reason'],
  properties: {
    project_id: positiveId,
    event_id: positiveId,
    reason: { type: 'string', maxLength: 50 },
    message: { type: ['string', 'null'], maxLength: 2000 },
  },
} as const;

const listQuery = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: [...service.REPORT_STATUSES] },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 30 },
    offset: { type: 'integer', minimum: 0, default: 0 },
  },
} as const;

export async function abuseReportsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.post<{ Body: service.ReportInput }>('/abuse-reports', { schema: { body: reportBody } }, async (request, reply) =>
    reply.status(201).send(await service.fileReport(ctx, request.caller, request.body)),
  );

  app.get<{ Querystring: { status?: string; limit: number; offset: number } }>(
    '/abuse-reports',
    { schema: { querystring: listQuery } },
    (request) => service.listReports(ctx, request.caller, request.query),
  );
}
