/** What a routing rule answers, and the small path helpers every rule shares. */

export interface NavigateDecision {
  kind: 'navigate';
  /** An in-app path, with query and hash when they matter. */
  to: string;
}

export interface ExternalDecision {
  kind: 'external';
  /** A full URL outside the app (marketing site, store). */
  url: string;
}

export type RouteDecision = NavigateDecision | ExternalDecision;

export function navigate(to: string): NavigateDecision {
  return { kind: 'navigate', to };
}

export function external(url: string): ExternalDecision {
  return { kind: 'external', url };
}

export interface MainSiteOptions {
  isProduction: boolean;
  /** The marketing ("main") site, e.g. 'https://www.example.org'. */
  marketingUrl?: string | undefined;
}

/**
 * "The main site": the marketing site in production; the app's own '/'
 * elsewhere, or when no marketing URL is configured.
 */
export function mainSite({ isProduction, marketingUrl }: MainSiteOptions): RouteDecision {
  return isProduction && marketingUrl ? external(marketingUrl) : navigate('/');
}

/** A router query: URLSearchParams or a parsed object (first value of an array wins). */
export type QueryInput = URLSearchParams | Record<string, string | readonly string[] | null | undefined>;

/** The first non-empty value of `key`, or undefined. */
export function readQueryParam(query: QueryInput | undefined, key: string): string | undefined {
  if (query === undefined) return undefined;
  const raw = query instanceof URLSearchParams ? query.get(key) : query[key];
  const value = typeof raw === 'string' ? raw : raw?.[0];
  return value === undefined || value === null || value.trim() === '' ? undefined : value;
}

/** The path part of a URL or path: no query, no hash. */
export function pathnameOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * For comparing app paths: no query or hash, lower case (the router matches
 * case-insensitively), no trailing slash except for the root itself.
 */
export function normalizePath(url: string): string {
  const path = pathnameOf(url).trim().toLowerCase().replace(/\/+$/, '');
  return path === '' ? '/' : path.startsWith('/') ? path : `/${path}`;
}

/** Both parts of a query or hash come with or without their leading '?' / '#'. */
export function withPrefix(part: string | undefined, prefix: '?' | '#'): string {
  if (part === undefined || part === '' || part === prefix) return '';
  return part.startsWith(prefix) ? part : `${prefix}${part}`;
}
