import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { sendCsv } from '../../lib/replies.js';
import * as service from './donations.service.js';

const tags = ['donations'];
const { IdParams } = contract;

/** The partner donations table, its CSV export and donor detail (docs/api-donations.md). */
export const donationsRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/partners/:id/donations',
    {
      config: { integrationRead: true },
      schema: {
        tags,
        summary: 'A page of the gifts to a partner’s projects: filtered, searched, sorted',
        params: IdParams,
        querystring: contract.DonationsQuery,
        response: { 200: contract.DonationList },
      },
    },
    (request) => service.listDonations(ctx, request.caller, request.params.id, request.query),
  );

  app.get(
    '/partners/:id/donations/export',
    {
      config: { integrationRead: true },
      schema: {
        tags,
        summary: 'The filtered donations table as CSV, streamed',
        params: IdParams,
        querystring: contract.DonationsExportQuery,
        response: { 200: contract.CsvFile('The gifts, in the table’s order') },
      },
    },
    async (request, reply) =>
      sendCsv(reply as FastifyReply, await service.exportDonations(ctx, request.caller, request.params.id, request.query)),
  );

  app.get(
    '/partners/:id/donations/donors/:donor_id',
    {
      config: { integrationRead: true },
      schema: {
        tags,
        summary: 'What a named donor gave the partner: lifetime, first and last gift, monthly status, the gifts',
        params: contract.DonorParams,
        querystring: contract.DonorGiftsQuery,
        response: { 200: contract.DonorDetail },
      },
    },
    (request) => service.donorDetail(ctx, request.caller, request.params.id, request.params.donor_id, request.query),
  );
};
