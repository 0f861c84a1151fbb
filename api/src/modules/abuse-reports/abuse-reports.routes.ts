import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import * as service from './abuse-reports.service.js';

const tags = ['abuse-reports'];

export const abuseReportsRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/abuse-reports',
    {
      schema: {
        tags,
        summary: 'Report a project or a timeline event',
        body: contract.AbuseReportBody,
        response: { 201: contract.AbuseReport },
      },
    },
    async (request, reply) => reply.status(201).send(await service.fileReport(ctx, request.caller, request.body)),
  );

  app.get(
    '/abuse-reports',
    {
      schema: {
        tags,
        summary: 'The reports, newest first (admins)',
        querystring: contract.AbuseReportQuery,
        response: { 200: contract.AbuseReportList },
      },
    },
    (request) => service.listReports(ctx, request.caller, request.query),
  );
};
