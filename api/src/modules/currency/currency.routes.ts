import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import * as service from './currency.service.js';

const tags = ['currency'];

/** The currency notice (spec §7 users/get-ipdata and users/get-usd-exchange-rates): anyone. */
export const currencyRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/users/get-ipdata',
    {
      schema: {
        tags,
        summary: "The visitor's country, from their address (an offline database), and the currency notice's currency",
        response: { 200: contract.IpData },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.ipData(ctx, request.ip);
    },
  );

  app.get(
    '/users/get-usd-exchange-rates',
    {
      schema: {
        tags,
        summary: 'What one US dollar buys in AUD, CAD, GBP and EUR, fetched daily (404 when rates are off)',
        response: { 200: contract.ExchangeRates },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return service.usdRates(ctx);
    },
  );
};
