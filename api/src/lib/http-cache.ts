/**
 * Whether an If-None-Match header names this entity tag: weak comparison (RFC 9110 §13.1.2, as for GET), so
 * `W/"x"` and `"x"` match each other; `*` matches any.
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === bare;
  });
}

/** `name` accepted by Accept-Encoding: listed without q, or with a q above 0 (an explicit q=0 refuses). */
const accepts = (name: string) => new RegExp(`(^|,)\\s*${name}\\s*(;\\s*q=(?!0(\\.0*)?\\s*(,|$))[0-9.]+)?\\s*(,|$)`);
const ACCEPTS_BR = accepts('br');
const ACCEPTS_GZIP = accepts('gzip');

/** brotli, else gzip, as an Accept-Encoding header allows (the patterns are built once: this runs on every cache hit). */
export function preferredEncoding(request: { headers: { 'accept-encoding'?: string | undefined } }): 'br' | 'gzip' | undefined {
  const accepted = (request.headers['accept-encoding'] ?? '').toLowerCase();
  if (ACCEPTS_BR.test(accepted)) return 'br';
  if (ACCEPTS_GZIP.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * Route config for reads that are the same for every anonymous caller (listings, a project, a profile's feed,
 * the partner directory): a shared cache (a CDN) may keep the anonymous answer this many seconds (browsers revalidate each time)
 * (plugins/http-caching.ts). A logged-in caller's answer is never shared-cacheable.
 */
export const PUBLIC_READ = { publicMaxAge: 10 } as const;

/**
 * Route config for a write that cannot change any answer the read cache keeps (an anonymous answer of a PUBLIC_READ
 * route): its success leaves the cache as it is (plugins/http-caching.ts), where every other successful write drops
 * it. Only for writes whose rows no public read shows (sessions, analytics, notifications' read marks, drafts, mail,
 * staff's leads, saved cards, integration keys); each use is reviewed: docs/decisions.md "Which writes drop the read
 * cache" gives the reason, and plugins/read-cache.test.ts holds the list, so a new use fails until it is added there.
 */
export const KEEPS_PUBLIC_READS = { keepsPublicReads: true } as const;
