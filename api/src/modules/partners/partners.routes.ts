import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import { PUBLIC_READ } from '../../lib/http-cache.js';
import type { AppContext } from '../../app-context.js';
import * as service from './partners.service.js';
import { topPartnersForUser } from './top-partners.service.js';

const tags = ['partners'];

/** The partner directory and the recommendations of /foryou (docs/api-partners.md). */
export const partnersRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const listings = {
    '/partners': ['all', 'Listed partners, most raised first; filter_by category or country'],
    '/partners/new': ['new', 'Listed partners, newest first'],
    '/partners/with_large_projects': ['large', 'Partners with an active project whose goal is over $500, most raised first'],
  } as const;
  for (const [url, [listing, summary]] of Object.entries(listings)) {
    app.get(
      url,
      {
        config: PUBLIC_READ,
        schema: { tags, summary, querystring: contract.PartnerListQuery, response: { 200: contract.PartnerCardList } },
      },
      (request) => service.listPartners(ctx, listing, request.query),
    );
  }

  app.get(
    '/top-partner-for-user',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'Partners recommended to the caller (matching what they gave to and follow; well-rated partners for a visitor)',
        querystring: contract.TopPartnersQuery,
        response: { 200: contract.TopPartners },
      },
    },
    (request) => topPartnersForUser(ctx, request.caller, request.query),
  );
};
