import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { createAppContext, type AppContext, type ContextOverrides } from './app-context.js';
import { notFoundBody, registerErrorHandler } from './plugins/error-handler.js';
import { registerStaticSites } from './plugins/static-sites.js';
import { loggerOptions } from './plugins/log-redaction.js';
import { registerAuthentication } from './plugins/authentication.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { apiModules } from './modules/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  overrides?: ContextOverrides;
  /** Serve the built SPAs (off in API tests). */
  serveStatic?: boolean;
  /** Where logs go (tests read them); stdout by default. */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp({ config, database, overrides, serveStatic = true, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: true } },
  });
  const ctx = createAppContext(config, database, overrides);
  app.decorate('ctx', ctx);
  registerErrorHandler(app);
  registerAuthentication(app, ctx);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ctx });
      for (const mod of apiModules) await api.register(mod, { ctx });
      api.setNotFoundHandler((request, reply) => reply.status(404).send(notFoundBody(request.method, request.url)));
    },
    { prefix: '/api' },
  );

  if (serveStatic && config.staticDirs) await registerStaticSites(app, config.staticDirs);
  else app.setNotFoundHandler((request, reply) => reply.status(404).send(notFoundBody(request.method, request.url)));
  return app;
}
