import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { unsubscribe } from './unsubscribe.service.js';
import { KEEPS_PUBLIC_READS } from '../../lib/http-cache.js';

/**
 * The one-click unsubscribe endpoint (RFC 8058), in its own scope: mail clients post it form-encoded
 * (`List-Unsubscribe=One-Click`), which no other route accepts.
 */
export const unsubscribeRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post(
    '/users/unsubscribe',
    {
      config: KEEPS_PUBLIC_READS,
      schema: {
        tags: ['users'],
        summary: 'Unsubscribe from news mail with the signed link of a digest (one-click, no login)',
        querystring: contract.UnsubscribeQuery,
        body: contract.UnsubscribeBody,
        response: { 200: contract.Unsubscribed },
      },
    },
    (request) => unsubscribe(ctx, request.query.token),
  );
};
