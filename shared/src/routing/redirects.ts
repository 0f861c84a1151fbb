/** Legacy paths, external routes and the catch-all (spec §2 "Public routes"). */
import { external, navigate, normalizePath } from './decision.js';
import type { RouteDecision } from './decision.js';

/**
 * Old paths and where they now lead. The spec lists the paths, not their
 * targets; these are our choices:
 * - /global_old -> /global (the listing that replaced it);
 * - /coronavirus, /covid -> /medical (health appeals);
 * - /haiti -> /disaster (disaster relief);
 * - /afghanistan, /ukraine -> /refugee (refugee appeals);
 * - /cow -> /entrepreneurship (livestock gifts fund livelihoods);
 * - /careers and /careers/* -> /contact ("job interest" is a contact reason);
 * - /eoy, /endofyear -> /staffpicks (the end-of-year picks);
 * - /home, /index.html -> /.
 * A key ending in '/*' matches the path and everything below it.
 */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  '/global_old': '/global',
  '/coronavirus': '/medical',
  '/covid': '/medical',
  '/haiti': '/disaster',
  '/afghanistan': '/refugee',
  '/ukraine': '/refugee',
  '/cow': '/entrepreneurship',
  '/careers': '/contact',
  '/careers/*': '/contact',
  '/eoy': '/staffpicks',
  '/endofyear': '/staffpicks',
  '/home': '/',
  '/index.html': '/',
};

/** The target of a legacy path (case-insensitive, query and hash ignored), or undefined. */
export function resolveLegacyRedirect(pathname: string): string | undefined {
  const path = normalizePath(pathname);
  const exact = LEGACY_REDIRECTS[path];
  if (exact !== undefined) return exact;
  for (const [key, target] of Object.entries(LEGACY_REDIRECTS)) {
    if (key.endsWith('/*') && path.startsWith(key.slice(0, -1))) return target;
  }
  return undefined;
}

/** Where the external routes lead; the URLs are configuration. */
export interface ExternalRoutesConfig {
  storeUrl?: string;
  investUrl?: string;
}

export const EXTERNAL_ROUTE_PATHS = ['/store', '/invest'] as const;

/** /store and /invest go to external sites: their URL, or undefined when not one of them or not configured. */
export function resolveExternalRoute(pathname: string, config: ExternalRoutesConfig): string | undefined {
  const path = normalizePath(pathname);
  const url = path === '/store' ? config.storeUrl : path === '/invest' ? config.investUrl : undefined;
  return url === undefined || url === '' ? undefined : url;
}

/**
 * For a path no route matched (custom routes are routes, so they never get
 * here): a legacy path goes to its target, /store and /invest to their
 * external site, and everything else to '/' ("the catch-all redirects to /").
 */
export function resolveCatchAll(pathname: string, externalRoutes: ExternalRoutesConfig = {}): RouteDecision {
  const legacy = resolveLegacyRedirect(pathname);
  if (legacy !== undefined) return navigate(legacy);
  const url = resolveExternalRoute(pathname, externalRoutes);
  return url === undefined ? navigate('/') : external(url);
}
