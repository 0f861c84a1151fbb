import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { matchesEtag } from '../lib/http-cache.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Seconds a browser or CDN may keep this route's answer to an ANONYMOUS caller (no Authorization header).
     * Only for answers that are the same for every anonymous caller (listings, a project, a profile, the
     * directory). Answers to a logged-in caller are never shared-cacheable, whatever this says.
     */
    publicMaxAge?: number;
  }
}

/** How long a CDN may serve a stale public answer while it fetches a fresh one. */
const STALE_WHILE_REVALIDATE = 20;

/**
 * HTTP caching and compression for the API (docs/performance.md, "HTTP caching"):
 * - every successful GET answer under /api/ carries a weak ETag over its body, and a request whose
 *   If-None-Match names it gets 304 with no body (the client keeps its copy);
 * - Cache-Control: a route that opts in with `config.publicMaxAge` answers anonymous callers
 *   `public, max-age=N, stale-while-revalidate=20`; every other answer is `private, no-cache` (a browser may keep
 *   it for revalidation, a shared cache never); a route that sets its own Cache-Control keeps it. Identity
 *   travels only in the Authorization header, so `Vary: Authorization` keeps a CDN from serving one caller's
 *   answer to another;
 * - JSON and text answers over 1 KB are compressed (brotli or gzip, as the client accepts), after the ETag is
 *   computed on the uncompressed body.
 */
export async function registerHttpCaching(app: FastifyInstance): Promise<void> {
  // Compression hooks each route as it is added, so this runs before any route is registered.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiRead(request, reply)) return payload;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', cacheControlFor(request));
    reply.header('vary', 'authorization');
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = (reply.getHeader('etag') as string | undefined) ?? `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    if (!matchesEtag(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    return '';
  });
}

function isApiRead(request: FastifyRequest, reply: FastifyReply): boolean {
  const method = request.method;
  return (method === 'GET' || method === 'HEAD') && reply.statusCode === 200 && request.url.startsWith('/api/');
}

function cacheControlFor(request: FastifyRequest): string {
  const maxAge = request.routeOptions.config.publicMaxAge;
  if (maxAge && !request.headers.authorization) {
    return `public, max-age=${maxAge}, stale-while-revalidate=${STALE_WHILE_REVALIDATE}`;
  }
  return 'private, no-cache';
}
