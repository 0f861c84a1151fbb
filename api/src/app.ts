import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { createAppContext, type AppContext, type ContextOverrides } from './app-context.js';
import { notFoundBody, registerErrorHandler } from './plugins/error-handler.js';
import { registerRequestValidation } from './plugins/request-validation.js';
import { registerStaticSites } from './plugins/static-sites.js';
import { loggerOptions } from './plugins/log-redaction.js';
import { registerAuthentication } from './plugins/authentication.js';
import { registerHttpCaching } from './plugins/http-caching.js';
import { registerOpenApi, registerOpenApiRoutes } from './plugins/openapi.js';
import { registerResponseContractCheck } from './plugins/response-contract.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { apiModules } from './modules/index.js';
import { listeners } from './listeners.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/**
 * Fastify's option for TRUST_PROXY. A hop count is a function (Fastify's own number option trusts nothing):
 * the connection's peer and the next `hops - 1` entries of X-Forwarded-For are proxies, and the entry after
 * them, appended by the outermost trusted proxy, is the client. Whatever the client wrote stays further left.
 */
function trustedProxies(trust: AppConfig['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') {
    const hops = trust;
    return (_address, hop) => hop < hops;
  }
  return trust;
}

/** The API's version in the OpenAPI document. */
const API_VERSION = '1.0.0';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  overrides?: ContextOverrides;
  /** Serve the built SPAs (off in API tests). */
  serveStatic?: boolean;
  /** Where logs go (tests read them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Called for every route as it is declared (the tests list them). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp({
  config,
  database,
  overrides,
  serveStatic = true,
  logStream,
  onRoute,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    // A path Fastify cannot decode (`%F0%9F`, a lone surrogate's bytes) answers the API's error body too.
    frameworkErrors: (error, _request, reply) => {
      void (reply as unknown as FastifyReply).status(400).send({ message: error.message || 'Bad Request' });
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);
  const ctx = createAppContext(config, database, overrides);
  ctx.events.register(listeners);
  ctx.events.setLog(app.log);
  app.decorate('ctx', ctx);
  // Acknowledgements still waiting for their batch are written before the database closes.
  app.addHook('onClose', () => ctx.events.flushAcknowledgements());
  // With REDIS_URL, the first requests find the shared counters connected (lib/redis.ts whenReady).
  app.addHook('onReady', () => ctx.rateLimiter.ready());
  app.addHook('onClose', () => ctx.rateLimiter.close());
  registerErrorHandler(app);
  registerRequestValidation(app);
  registerAuthentication(app, ctx);
  await registerHttpCaching(app, ctx.readCache);
  await registerOpenApi(app, { version: API_VERSION, publicUrl: config.publicUrl });
  if (config.env === 'test') registerResponseContractCheck(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ctx });
      for (const mod of apiModules) await api.register(mod, { ctx });
      api.setNotFoundHandler((request, reply) => reply.status(404).send(notFoundBody(request.method, request.url)));
    },
    { prefix: '/api' },
  );

  await registerOpenApiRoutes(app);
  if (serveStatic && config.staticDirs) await registerStaticSites(app, config.staticDirs);
  else app.setNotFoundHandler((request, reply) => reply.status(404).send(notFoundBody(request.method, request.url)));
  return app;
}
