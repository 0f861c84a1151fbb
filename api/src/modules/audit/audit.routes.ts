import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { sendCsv } from '../../lib/replies.js';
import { exportAuditLog, getAuditEntry, listAuditLog } from './audit.service.js';

const tags = ['audit'];

/** The audit log, read-only: there is no route that changes or deletes an entry. */
export const auditRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/audit-log',
    {
      schema: {
        tags,
        summary: 'The audit log of admin and sales actions (admins)',
        querystring: contract.AuditLogQuery,
        response: { 200: contract.AuditLogList },
      },
    },
    (request) => listAuditLog(ctx, request.caller, request.query),
  );
  app.get(
    '/audit-log/export',
    {
      schema: {
        tags,
        summary: 'The filtered audit log as CSV, streamed (admins)',
        querystring: contract.AuditLogExportQuery,
        response: { 200: contract.CsvFile('The audit entries, newest first') },
      },
    },
    async (request, reply) => sendCsv(reply as FastifyReply, exportAuditLog(ctx, request.caller, request.query)),
  );
  app.get(
    '/audit-log/:id',
    { schema: { tags, summary: 'One audit log entry (admins)', params: contract.IdParams, response: { 200: contract.AuditEntry } } },
    (request) => getAuditEntry(ctx, request.caller, request.params.id),
  );
};
