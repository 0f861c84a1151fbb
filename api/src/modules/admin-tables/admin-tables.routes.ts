import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { sendCsv } from '../../lib/replies.js';
import * as service from './admin-tables.service.js';
import * as activity from './admin-activity.service.js';

const tags = ['admin tables'];
const csv = contract.CsvFile('The filtered table, by id');

/** The back-office's remaining admin tables (docs/backoffice.md "Admin tables"): each a paged list and its CSV. */
export const adminTablesRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/admin/subscribed-users',
    {
      schema: {
        tags,
        summary: 'Monthly donors: the live monthly gifts, paged, sorted and filtered (admins)',
        querystring: contract.SubscribedUserQuery,
        response: { 200: contract.SubscribedUserList },
      },
    },
    (request) => service.listSubscribedUsers(ctx, request.caller, request.query),
  );
  app.get(
    '/admin/subscribed-users/export',
    {
      schema: {
        tags,
        summary: 'Monthly donors as CSV, streamed (admins)',
        querystring: contract.SubscribedUserExportQuery,
        response: { 200: csv },
      },
    },
    async (request, reply) => sendCsv(reply as FastifyReply, service.exportSubscribedUsers(ctx, request.caller, request.query)),
  );
  app.get(
    '/admin/partners',
    {
      schema: {
        tags,
        summary: 'Partners with their figures and statuses, paged, sorted and filtered (staff)',
        querystring: contract.AdminPartnerQuery,
        response: { 200: contract.AdminPartnerList },
      },
    },
    (request) => service.listAdminPartners(ctx, request.caller, request.query),
  );
  app.get(
    '/admin/partners/export',
    {
      schema: { tags, summary: 'Partners as CSV, streamed (staff)', querystring: contract.AdminPartnerExportQuery, response: { 200: csv } },
    },
    async (request, reply) => sendCsv(reply as FastifyReply, service.exportAdminPartners(ctx, request.caller, request.query)),
  );
  app.get(
    '/admin/signups',
    {
      schema: {
        tags,
        summary: 'Accounts created in a range of UTC days, paged, sorted and filtered (staff)',
        querystring: contract.SignupQuery,
        response: { 200: contract.SignupList },
      },
    },
    (request) => activity.listSignups(ctx, request.caller, request.query),
  );
  app.get(
    '/admin/signups/export',
    {
      schema: {
        tags,
        summary: 'Sign-ups in the range as CSV, streamed (staff)',
        querystring: contract.SignupExportQuery,
        response: { 200: csv },
      },
    },
    async (request, reply) => sendCsv(reply as FastifyReply, activity.exportSignups(ctx, request.caller, request.query)),
  );
  app.get(
    '/admin/overdue',
    {
      schema: {
        tags,
        summary: 'Projects due for an update, paged, sorted and filtered (staff)',
        querystring: contract.OverdueQuery,
        response: { 200: contract.OverdueList },
      },
    },
    (request) => activity.listOverdue(ctx, request.caller, request.query),
  );
  app.get(
    '/admin/overdue/export',
    {
      schema: {
        tags,
        summary: 'Overdue projects as CSV, streamed (staff)',
        querystring: contract.OverdueExportQuery,
        response: { 200: csv },
      },
    },
    async (request, reply) => sendCsv(reply as FastifyReply, activity.exportOverdue(ctx, request.caller, request.query)),
  );
  app.get(
    '/admin/donors',
    {
      schema: {
        tags,
        summary: "Donors' given stats: lifetime given, gifts, first and last gift, monthly, paged, sorted and filtered (staff)",
        querystring: contract.DonorGivenQuery,
        response: { 200: contract.DonorGivenList },
      },
    },
    (request) => activity.listDonorsGiven(ctx, request.caller, request.query),
  );
  app.get(
    '/admin/donors/export',
    {
      schema: {
        tags,
        summary: "Donors' given stats as CSV, streamed (staff)",
        querystring: contract.DonorGivenExportQuery,
        response: { 200: csv },
      },
    },
    async (request, reply) => sendCsv(reply as FastifyReply, activity.exportDonorsGiven(ctx, request.caller, request.query)),
  );
};
