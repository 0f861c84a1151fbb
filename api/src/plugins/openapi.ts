import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { ErrorBody } from '@storyfund/shared/contract';

/**
 * The OpenAPI 3.1 document, generated from every route's schemas (shared/src/contract), served at
 * /api/openapi.json, with a reference page at /api/docs. Every /api route also answers its errors in the one
 * error shape; that schema is added to each route here rather than written on each.
 */
export async function registerOpenApi(app: FastifyInstance, info: { version: string; publicUrl: string }): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.schema?.hide) return;
    const response = { ...((route.schema?.response as Record<string, unknown> | undefined) ?? {}) };
    // A route declares its success answers; one that answers an error in another shape (a monthly gift's
    // 402 carries error_code) declares that status too, and keeps it.
    if (!Object.keys(response).some((code) => code.startsWith('2'))) return;
    response['4XX'] ??= ErrorBody;
    response['5XX'] ??= ErrorBody;
    route.schema = { ...route.schema, response };
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Storyfund API',
        version: info.version,
        description:
          'The API behind the Storyfund public site and back-office. Money is integer cents, times are ISO 8601 UTC, ' +
          'lists answer `{data, total}` and take `limit` and `offset`, errors answer `{message, error?, errors?}`. ' +
          'Authenticate with `Authorization: Bearer <token>` (POST /api/login). See docs/api.md.',
      },
      servers: [{ url: info.publicUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }, {}],
    },
  });
}

/** After the routes: the document itself and its reference page (both left out of the document). */
export async function registerOpenApiRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/openapi.json', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
  });
}
