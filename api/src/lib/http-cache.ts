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

/**
 * Route config for reads that are the same for every anonymous caller (listings, a project, a profile's feed,
 * the partner directory): a shared cache (a CDN) may keep the anonymous answer this many seconds (browsers revalidate each time)
 * (plugins/http-caching.ts). A logged-in caller's answer is never shared-cacheable.
 */
export const PUBLIC_READ = { publicMaxAge: 10 } as const;
