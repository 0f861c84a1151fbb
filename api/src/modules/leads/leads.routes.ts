import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { sendCsv } from '../../lib/replies.js';
import * as service from './leads.service.js';
import { exportSalesReport, salesReport } from './sales.service.js';
import { KEEPS_PUBLIC_READS } from '../../lib/http-cache.js';

const tags = ['sales'];

/** The sales team's leads and conversions (docs/backoffice.md "Sales"): admins and sales staff. */
export const leadsRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/leads',
    {
      schema: {
        tags,
        summary: 'Leads: paged, sorted and filtered by stage, owner, source and a search (staff)',
        querystring: contract.LeadQuery,
        response: { 200: contract.LeadList },
      },
    },
    (request) => service.listLeads(ctx, request.caller, request.query),
  );
  app.get(
    '/leads/owners',
    { schema: { tags, summary: 'The members of staff who may own a lead (staff)', response: { 200: contract.LeadOwnerList } } },
    (request) => service.listLeadOwners(ctx, request.caller),
  );
  app.post(
    '/leads',
    {
      config: KEEPS_PUBLIC_READS,
      schema: { tags, summary: 'Adds a lead (staff; audited)', body: contract.LeadBody, response: { 201: contract.Lead } },
    },
    async (request, reply) => reply.status(201).send(await service.createLead(ctx, request.caller, request.body)),
  );
  app.get(
    '/leads/:id',
    { schema: { tags, summary: 'One lead (staff)', params: contract.IdParams, response: { 200: contract.Lead } } },
    (request) => service.getLead(ctx, request.caller, request.params.id),
  );
  app.patch(
    '/leads/:id',
    {
      config: KEEPS_PUBLIC_READS,
      schema: {
        tags,
        summary: 'Changes a lead: the fields sent, such as its stage on the pipeline (staff; audited)',
        params: contract.IdParams,
        body: contract.LeadPatch,
        response: { 200: contract.Lead },
      },
    },
    (request) => service.updateLead(ctx, request.caller, request.params.id, request.body),
  );
  app.delete(
    '/leads/:id',
    {
      config: KEEPS_PUBLIC_READS,
      schema: { tags, summary: 'Deletes a lead (staff; audited)', params: contract.IdParams, response: { 204: contract.LeadDeleted } },
    },
    async (request, reply) => {
      await service.deleteLead(ctx, request.caller, request.params.id);
      return reply.status(204).send();
    },
  );
  app.get(
    '/sales/conversions',
    {
      schema: {
        tags,
        summary: 'Leads won, and partners signed up from them, by seller and period (staff)',
        querystring: contract.SalesQuery,
        response: { 200: contract.SalesReport },
      },
    },
    (request) => salesReport(ctx, request.caller, request.query),
  );
  app.get(
    '/sales/conversions/export',
    {
      schema: {
        tags,
        summary: 'The same conversions as CSV, one row per period and seller, streamed (staff)',
        querystring: contract.SalesQuery,
        response: { 200: contract.CsvFile('One row per period and seller, in period order') },
      },
    },
    async (request, reply) => sendCsv(reply as FastifyReply, exportSalesReport(ctx, request.caller, request.query)),
  );
};
