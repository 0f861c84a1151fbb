import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { preferredEncoding } from '../lib/http-cache.js';
import { notFoundBody } from './error-handler.js';
import { backofficePolicy, publicSitePolicy, SVG_POLICY } from './content-security-policy.js';

/**
 * Serves the built SPAs: the public site at `/` and the back-office at `/backoffice/`, each with an
 * index.html fallback for client-side routes. Hashed assets are cached for a year (`immutable`), index.html is
 * revalidated on every visit. The build writes brotli and gzip twins of each asset (scripts/vite-precompress.mjs),
 * sent as the browser accepts. Source maps are built for error tracking but never served.
 */
export async function registerStaticSites(app: FastifyInstance, dirs: { publicSite: string; backoffice: string }): Promise<void> {
  // Every HTML response carries its app's Content-Security-Policy (content-security-policy.ts).
  const sites = [
    { prefix: '/backoffice/', dir: dirs.backoffice, csp: backofficePolicy(app.ctx.config) },
    { prefix: '/', dir: dirs.publicSite, csp: publicSitePolicy(app.ctx.config) },
  ]
    .filter((site) => fs.existsSync(path.join(site.dir, 'index.html')))
    .map((site) => ({ ...site, index: indexDocument(site.dir, () => app.ctx.clock.now().getTime()) }));

  const sendIndex = (request: FastifyRequest, reply: FastifyReply, site: (typeof sites)[number]) => {
    const index = site.index();
    const encoding = index.br ? preferredEncoding(request) : undefined;
    reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', site.csp)
      .header('vary', 'accept-encoding')
      .type('text/html');
    // Sent with its encoding set, so the compression plugin leaves it (a stream it would compress on every request).
    return encoding ? reply.header('content-encoding', encoding).send(index[encoding]) : reply.send(index.body);
  };

  for (const site of sites) {
    await app.register(async (scope) => {
      // A client-side route (a path without a file extension) is the app's index.html: answered before the file
      // server looks on disk for a file of that name (a stat, then a 404 and the not-found handler, on every page view).
      scope.addHook('onRequest', async (request, reply) => {
        if (isClientRoute(request)) return sendIndex(request, reply, site);
      });
      await scope.register(fastifyStatic, {
        root: site.dir,
        prefix: site.prefix,
        wildcard: true,
        index: false,
        // Our own Cache-Control below; the plugin's default (max-age=0) would overwrite it.
        cacheControl: false,
        preCompressed: true,
        allowedPath: (pathname) => !pathname.endsWith('.map'),
        setHeaders: (res, sentPath) => {
          const filePath = sentPath.replace(/\.(br|gz)$/, '');
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          res.setHeader('vary', 'accept-encoding');
          if (filePath.endsWith('.html')) res.setHeader('content-security-policy', site.csp);
          if (filePath.endsWith('.svg')) res.setHeader('content-security-policy', SVG_POLICY);
        },
      });
    });
  }

  app.get('/', (request, reply) => {
    const site = sites.find((s) => s.prefix === '/');
    return site ? sendIndex(request, reply, site) : reply.status(404).send({ message: 'The public site is not built' });
  });
  app.get('/backoffice', (_req, reply) => reply.redirect('/backoffice/'));
  app.get('/backoffice/', (request, reply) => {
    const site = sites.find((s) => s.prefix === '/backoffice/');
    return site ? sendIndex(request, reply, site) : reply.status(404).send({ message: 'The back-office is not built' });
  });

  // Client-side routes: any other GET that accepts HTML gets its app's index.html.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (wantsHtml(request, pathname)) {
      const site = sites.find((s) => pathname.startsWith(s.prefix));
      if (site) return sendIndex(request, reply, site);
    }
    return reply.status(404).send(notFoundBody(request.method, pathname));
  });
}

const isApi = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');
const wantsHtml = (request: FastifyRequest, pathname: string) =>
  request.method === 'GET' && !isApi(pathname) && (request.headers.accept ?? '').includes('text/html');

/** A browser's navigation to a client-side route: an HTML GET of a path whose last segment has no extension. */
function isClientRoute(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  return wantsHtml(request, pathname) && !pathname.slice(pathname.lastIndexOf('/') + 1).includes('.');
}

interface IndexDocument {
  body: Buffer;
  /** Its brotli and gzip forms, made once; none for a page under 1 KB (compression would not pay). */
  br?: Buffer;
  gzip?: Buffer;
}

/** How often a served index.html is checked against the file (a new build beside a running server). */
const INDEX_RECHECK_MS = 1000;

/**
 * A site's index.html, the answer to every client-side route: read once, with its compressed forms, and read again
 * when the file changes (checked at most once a second). Streaming the file made the compression plugin build a
 * brotli stream for every page view, ~20x the cost of the page itself (docs/performance.md).
 */
function indexDocument(dir: string, now: () => number): () => IndexDocument {
  const file = path.join(dir, 'index.html');
  const load = (): IndexDocument => {
    const body = fs.readFileSync(file);
    if (body.length < 1024) return { body };
    return {
      body,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzip: gzipSync(body, { level: 9 }),
    };
  };
  let document = load();
  const version = (stat: fs.Stats | undefined) => (stat ? `${stat.mtimeMs}:${stat.size}` : undefined);
  let loaded = version(fs.statSync(file));
  let checkedAt = now();
  return () => {
    if (now() - checkedAt >= INDEX_RECHECK_MS) {
      checkedAt = now();
      const current = version(fs.statSync(file, { throwIfNoEntry: false }));
      if (current !== undefined && current !== loaded) {
        loaded = current;
        document = load();
      }
    }
    return document;
  };
}
