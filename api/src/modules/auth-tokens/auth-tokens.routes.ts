import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import * as service from './auth-tokens.service.js';
import { KEEPS_PUBLIC_READS } from '../../lib/http-cache.js';

const tags = ['auth_tokens'];

/** A partner account's integration keys (spec §7 auth_tokens, docs/api-integrations.md). */
export const authTokensRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/users/:id/auth_tokens',
    {
      schema: {
        tags,
        summary: "The account's integration keys, newest first: label, prefix, created, last used, revoked (never a secret)",
        params: contract.IdParams,
        response: { 200: contract.AuthTokenList },
      },
    },
    (request) => service.listAuthTokens(ctx, request.caller, request.params.id),
  );
  app.post(
    '/users/:id/auth_tokens',
    {
      config: KEEPS_PUBLIC_READS,
      schema: {
        tags,
        summary: 'Creates a key for the account’s read calls; the answer carries its secret, shown this once (audited)',
        params: contract.IdParams,
        body: contract.AuthTokenBody,
        response: { 201: contract.CreatedAuthToken },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createAuthToken(ctx, request.caller, request.params.id, request.body)),
  );
  app.patch(
    '/users/:id/auth_tokens/:token_id',
    {
      config: KEEPS_PUBLIC_READS,
      schema: {
        tags,
        summary: 'Renames a key, or revokes it for good (audited); a revoked key is refused from the next request',
        params: contract.AuthTokenParams,
        body: contract.AuthTokenPatch,
        response: { 200: contract.AuthToken },
      },
    },
    (request) => service.updateAuthToken(ctx, request.caller, request.params.id, request.params.token_id, request.body),
  );
};
