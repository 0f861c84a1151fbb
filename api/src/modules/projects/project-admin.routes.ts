import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { sendCsv } from '../../lib/replies.js';
import { exportAdminProjects, listAdminProjects } from './project-admin.service.js';

const tags = ['projects'];

/** The back-office's projects table (admins): every status, sorted and filtered on the server, and its CSV. */
export const projectAdminRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/projects/admin',
    {
      schema: {
        tags,
        summary: 'Every project (banned and closed too), paged, sorted and filtered by status, flag, owner and a search (admins)',
        querystring: contract.AdminProjectQuery,
        response: { 200: contract.AdminProjectList },
      },
    },
    (request) => listAdminProjects(ctx, request.caller, request.query),
  );
  app.get(
    '/projects/admin/export',
    {
      schema: {
        tags,
        summary: 'The filtered projects table as CSV, streamed (admins)',
        querystring: contract.AdminProjectExportQuery,
        response: { 200: contract.CsvFile('The projects, by id') },
      },
    },
    async (request, reply) => sendCsv(reply as FastifyReply, exportAdminProjects(ctx, request.caller, request.query)),
  );
};
