import { createHash } from 'node:crypto';
import { constants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { matchesEtag, preferredEncoding } from '../lib/http-cache.js';
import type { ReadCache } from '../modules/read-cache/read-cache.service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Seconds a shared cache (a CDN) may keep this route's answer to an ANONYMOUS caller (no Authorization header).
     * Only for answers that are the same for every anonymous caller (listings, a project, a profile, the
     * directory); such answers are also kept by the read cache. A logged-in caller's answer is never shared.
     */
    publicMaxAge?: number;
    /** A write that cannot change a public read: its success keeps the read cache (`KEEPS_PUBLIC_READS`, lib/http-cache.ts). */
    keepsPublicReads?: boolean;
  }
  interface FastifyRequest {
    /** The read cache's generation when this anonymous read began (absent: not a cacheable read). */
    readCacheGeneration: number | undefined;
  }
}

const COMPRESS_THRESHOLD = 1024;
const SYNC_COMPRESS_MAX_BYTES = 128 * 1024;

/**
 * HTTP caching, the read cache and compression for the API (docs/performance.md "HTTP caching"):
 * - every successful GET answer under /api/ carries a weak ETag over its body, and a request whose
 *   If-None-Match names it gets 304 with no body;
 * - Cache-Control: a route with `config.publicMaxAge` answers anonymous callers `public, max-age=0, s-maxage=N`
 *   (a CDN keeps it briefly, a browser revalidates); every other answer is `private, no-cache` (a browser may keep
 *   it for revalidation, a shared cache never); a route that sets its own Cache-Control keeps it. Identity
 *   travels only in the Authorization header, so `Vary: Authorization` keeps a CDN from mixing callers;
 * - anonymous answers of those routes are served from the read cache (modules/read-cache) while fresh, kept
 *   serialised with their brotli and gzip forms; every successful write drops the cache before it answers, but for
 *   the writes flagged `KEEPS_PUBLIC_READS` (their rows show in no public read: a login, an analytics batch...);
 * - other JSON answers over 1 KB are compressed as the client accepts (after the ETag is taken).
 */
export async function registerHttpCaching(app: FastifyInstance, cache: ReadCache): Promise<void> {
  // Compression hooks each route as it is added, so this runs before any route is registered.
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    // An answer up to 128 KB (a listing of 100 cards is ~62 KB) is compressed in one call (brotli 5: ~0.4 ms for a
    // listing) rather than through a stream of 16 KB chunks, whose set-up per answer cost more than the compression.
    syncThreshold: SYNC_COMPRESS_MAX_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
  app.decorateRequest('readCacheGeneration', undefined);
  app.addHook('onReady', () => cache.ready());
  app.addHook('onClose', () => cache.close());

  app.addHook('onRequest', async (request, reply) => {
    if (!cache.enabled || !isAnonymousPublicRead(request)) return;
    request.readCacheGeneration = cache.generation();
    const entry = cache.get(request.url);
    if (!entry) return;
    reply.header('etag', entry.etag).header('cache-control', entry.cacheControl).header('vary', 'authorization, accept-encoding');
    reply.header('x-read-cache', 'hit');
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    const encoding = entry.body.length >= COMPRESS_THRESHOLD ? preferredEncoding(request) : undefined;
    reply.type(entry.contentType);
    if (!encoding) return reply.send(entry.body);
    return reply.header('content-encoding', encoding).send(cache.encodedBody(entry, encoding));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (isSuccessfulApiWrite(request, reply)) cache.invalidate(); // before the writer hears back
    if (!isApiRead(request, reply) || reply.hasHeader('x-read-cache')) return payload;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', cacheControlFor(request));
    reply.header('vary', 'authorization');
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = (reply.getHeader('etag') as string | undefined) ?? `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    const kept =
      request.readCacheGeneration === undefined
        ? undefined
        : cache.set(request.url, request.readCacheGeneration, {
            body: Buffer.from(payload),
            etag,
            contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
            cacheControl: String(reply.getHeader('cache-control')),
          });
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    // A kept answer leaves in the compressed form the cache keeps for the hits that follow (compressed once).
    const encoding = kept && kept.body.length >= COMPRESS_THRESHOLD ? preferredEncoding(request) : undefined;
    if (!kept || !encoding) return payload;
    reply.header('vary', 'authorization, accept-encoding').header('content-encoding', encoding);
    return cache.encodedBody(kept, encoding);
  });
}

const isApiPath = (request: FastifyRequest) => request.url.startsWith('/api/');

function isAnonymousPublicRead(request: FastifyRequest): boolean {
  return request.method === 'GET' && !request.headers.authorization && !!request.routeOptions.config.publicMaxAge && isApiPath(request);
}

function isApiRead(request: FastifyRequest, reply: FastifyReply): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && reply.statusCode === 200 && isApiPath(request);
}

function isSuccessfulApiWrite(request: FastifyRequest, reply: FastifyReply): boolean {
  const read = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
  return !read && reply.statusCode < 400 && isApiPath(request) && !request.routeOptions.config.keepsPublicReads;
}

function cacheControlFor(request: FastifyRequest): string {
  const maxAge = request.routeOptions.config.publicMaxAge;
  if (maxAge && !request.headers.authorization) {
    // A shared cache (a CDN) may keep it N seconds; a browser revalidates each time (a 304 when unchanged), so a
    // visitor who just gave, even as a guest reading anonymously, never sees the page from before the gift.
    return `public, max-age=0, s-maxage=${maxAge}`;
  }
  return 'private, no-cache';
}
