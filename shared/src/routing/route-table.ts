/** Route tables of spec §2 and the metadata flags of spec §3 "Route metadata flags". */
import { normalizePath } from './decision.js';

/** spec §2 "Login-required routes", plus project creation. */
export const LOGIN_REQUIRED_ROUTES = [
  '/notifications',
  '/personal',
  '/upload',
  '/logout',
  '/upgrade',
  '/upgrade29',
  '/upgradeannual',
  '/upgradeannual312',
  '/free30',
  '/project/create/:type?/:ownerId?',
  // The partner dashboard (issue #9; docs/decisions.md "Dashboards and goals").
  '/dashboard',
  // Issue #10: a partner's team (its own, or the account a collaborator acts for).
  '/team/:partnerId?',
  // Issue #10: a partner's network donors and donor imports.
  '/donors/:partnerId?',
  // Issue #10: the partner donations table, a donor's detail, the projects due for an update.
  '/donations/:partnerId?',
  '/donations/:partnerId/donors/:donorId',
  '/updates-due/:partnerId?',
] as const;

const PROJECT_CREATE_ROUTE = '/project/create/:type?/:ownerId?';

/** The upgrade and free-trial routes (see `upgradeRedirect`). */
export const UPGRADE_ROUTES = ['/upgrade', '/upgrade29', '/upgradeannual', '/upgradeannual312', '/free30'] as const;

/** spec §2 "Admin-only routes". Their sub paths are admin-only too. */
export const ADMIN_ONLY_ROUTES = [
  '/partnerstats',
  '/donorstats',
  '/stats',
  '/staffpicks-tracker',
  '/premiumstats',
  '/tools',
  '/sales',
  '/audit',
  '/grow',
  '/pipeline',
  '/leads',
  '/premium',
  '/admin',
  '/giftcards',
  '/office',
] as const;

/** Sign-in and sign-up views: they redirect to / when already logged in. */
export const ALREADY_AUTH_ROUTES = ['/login', '/loginanon', '/signup', '/signupanon', '/partnersignup', '/29'] as const;

/** Flags a route carries (spec §3). Only those the spec gives a meaning are set by `routeMetaFor`. */
export interface RouteMeta {
  auth?: boolean;
  admin?: boolean;
  alreadyauth?: boolean;
  isProfile?: boolean;
  isMember?: boolean;
  isAnonymous?: boolean;
  isPartnerSignup?: boolean;
  ismonthly?: boolean;
  isGlobal?: boolean;
  projectPage?: boolean;
  isCustomProjectRoute?: boolean;
  awaitToLoading?: boolean;
}

/** '/project/create/:type?/:ownerId?' -> a RegExp; `:x` is one segment, `:x?` an optional one, `*` the rest. */
function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body === '' ? '/' : body}$`);
}

/** True when the path matches the route pattern (case-insensitive, query and hash ignored). */
export function matchesRoute(pattern: string, path: string): boolean {
  return patternToRegExp(pattern).test(normalizePath(path));
}

function matchesAny(patterns: readonly string[], path: string): boolean {
  return patterns.some((pattern) => matchesRoute(pattern, path));
}

const PROFILE_ROUTES = ['/profile/:id', '/profile/:id/:child', '/profile.m/:id'];
const PROJECT_PAGE_ROUTES = ['/project/:id', '/project/:id/update', '/featuredproject/:id'];

/** The metadata of an app path, from the tables above. */
export function routeMetaFor(pathname: string): RouteMeta {
  const path = normalizePath(pathname);
  const meta: RouteMeta = {};
  if (matchesAny(LOGIN_REQUIRED_ROUTES, path)) meta.auth = true;
  if (ADMIN_ONLY_ROUTES.some((route) => path === route || path.startsWith(`${route}/`))) {
    meta.auth = true;
    meta.admin = true;
  }
  if (matchesAny(ALREADY_AUTH_ROUTES, path)) meta.alreadyauth = true;
  if (path === '/loginanon' || path === '/signupanon') meta.isAnonymous = true;
  if (path === '/partnersignup' || path === '/29') meta.isPartnerSignup = true;
  if (path === '/monthly') meta.ismonthly = true;
  if (matchesRoute('/global/:type?', path)) meta.isGlobal = true;
  if (matchesAny(PROFILE_ROUTES, path)) meta.isProfile = true;
  if (matchesAny(PROJECT_PAGE_ROUTES, path) && !matchesRoute(PROJECT_CREATE_ROUTE, path)) meta.projectPage = true;
  if (path === WOODS_ROUTE) {
    meta.projectPage = true;
    meta.isCustomProjectRoute = true;
  }
  return meta;
}

/** /woods: a custom project route with a fixed project id. */
export const WOODS_ROUTE = '/woods';

/** The /woods project: 11266 in production, 1028 elsewhere. */
export function woodsProjectId(isProduction: boolean): number {
  return isProduction ? 11266 : 1028;
}
