import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
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
  ].filter((site) => fs.existsSync(path.join(site.dir, 'index.html')));

  for (const [i, site] of sites.entries()) {
    await app.register(fastifyStatic, {
      root: site.dir,
      prefix: site.prefix,
      decorateReply: i === 0,
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
  }

  const sendIndex = (reply: FastifyReply, site: { dir: string; csp: string }) =>
    reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', site.csp)
      .type('text/html')
      .send(fs.createReadStream(path.join(site.dir, 'index.html')));

  app.get('/', (_req, reply) => {
    const site = sites.find((s) => s.prefix === '/');
    return site ? sendIndex(reply, site) : reply.status(404).send({ message: 'The public site is not built' });
  });
  app.get('/backoffice', (_req, reply) => reply.redirect('/backoffice/'));
  app.get('/backoffice/', (_req, reply) => {
    const site = sites.find((s) => s.prefix === '/backoffice/');
    return site ? sendIndex(reply, site) : reply.status(404).send({ message: 'The back-office is not built' });
  });

  // Client-side routes: any other GET that accepts HTML gets its app's index.html.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!pathname.startsWith('/api/') && pathname !== '/api' && wantsHtml) {
      const site = sites.find((s) => pathname.startsWith(s.prefix));
      if (site) return sendIndex(reply, site);
    }
    return reply.status(404).send(notFoundBody(request.method, pathname));
  });
}
