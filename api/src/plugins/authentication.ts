import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import type { Caller } from '../lib/access.js';
import { authenticate } from '../modules/auth/sessions.service.js';
import { authenticateIntegration, isIntegrationKey } from '../modules/auth-tokens/auth-tokens.service.js';
import { ForbiddenError, UnauthorizedError } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
    /** The raw bearer token, when one was presented (logout and claim need it). */
    bearerToken: string | undefined;
  }
  interface FastifyContextConfig {
    /** An allow-listed read: an integration key (docs/api-integrations.md) may call it, for its own account. */
    integrationRead?: boolean;
  }
}

/**
 * Identity comes only from `Authorization: Bearer <token>`, never from a cookie, so a cookie-borne
 * (cross-site) request carries no authority. A presented token that is refused (unknown, expired, revoked,
 * or its account banned) answers 401 on every route, so a client learns at once that its session is over.
 * An integration key (`sf_live_…`) is admitted on the allow-listed read routes only, and 403 everywhere else.
 */
export function registerAuthentication(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('caller', null as unknown as Caller);
  app.decorateRequest('bearerToken', undefined);
  app.addHook('preHandler', async (request) => {
    const header = request.headers.authorization;
    if (!header) {
      request.caller = { actor: null };
      return;
    }
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw new UnauthorizedError('The Authorization header must be "Bearer <token>".');
    request.bearerToken = match[1];
    if (isIntegrationKey(match[1]!)) {
      // The one place keys are admitted: GET routes flagged `config: { integrationRead: true }`, nothing else.
      if (request.method !== 'GET' || request.routeOptions.config.integrationRead !== true) {
        throw new ForbiddenError('An integration key may only make the read calls listed in docs/api-integrations.md.');
      }
      const result = await authenticateIntegration(ctx, match[1]!);
      if (!result.actor) throw new UnauthorizedError(result.problem);
      request.caller = result;
      return;
    }
    const result = await authenticate(ctx.db, ctx.clock, match[1]!);
    if (!result.actor) throw new UnauthorizedError(result.problem);
    request.caller = result;
  });
}
