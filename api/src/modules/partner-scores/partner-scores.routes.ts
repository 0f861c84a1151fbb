import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { sendCsv } from '../../lib/replies.js';
import * as service from './partner-scores.service.js';

const tags = ['backoffice'];

/** Partners' audit and social scores (docs/api-partner-scores.md): admins only. */
export const partnerScoresRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  for (const kind of ['audit', 'social'] as const) {
    app.get(
      `/users/:id/${kind}-score`,
      {
        schema: {
          tags,
          summary: `A partner's ${kind} score, its parts and the owner-checkup counts (admins)`,
          params: contract.IdParams,
          response: { 200: contract.PartnerScore },
        },
      },
      (request) => service.getPartnerScore(ctx, request.caller, request.params.id, kind),
    );
  }
  app.get(
    '/partner-scores',
    {
      schema: {
        tags,
        summary: 'Partners with both scores: sorted, searched and paged on the server (admins)',
        querystring: contract.PartnerScoreQuery,
        response: { 200: contract.PartnerScoreList },
      },
    },
    (request) => service.listPartnerScores(ctx, request.caller, request.query),
  );
  app.get(
    '/partner-scores/:id',
    {
      schema: {
        tags,
        summary: "A partner's two scores with their parts, and its owner-checkup counts (admins)",
        params: contract.IdParams,
        response: { 200: contract.PartnerScoreDetail },
      },
    },
    (request) => service.getPartnerScoreDetail(ctx, request.caller, request.params.id),
  );
  app.get(
    '/partner-scores/export',
    {
      schema: {
        tags,
        summary: 'The same partners and scores as CSV (admins)',
        querystring: contract.PartnerScoreQuery,
        response: { 200: contract.CsvFile('One row per partner, in the list order') },
      },
    },
    async (request, reply) => sendCsv(reply as FastifyReply, await service.exportPartnerScores(ctx, request.caller, request.query)),
  );
};
