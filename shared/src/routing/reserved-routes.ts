/** The custom route rule (spec §2): a route name's format, and the site's own paths it may not take. */
import { CATEGORY_SLUGS } from '../constants/index.js';
import type { ValidationResult } from '../validation/field-errors.js';
import { EXTERNAL_ROUTE_PATHS, LEGACY_REDIRECTS } from './redirects.js';
import { ADMIN_ONLY_ROUTES, ALREADY_AUTH_ROUTES, LOGIN_REQUIRED_ROUTES, UPGRADE_ROUTES, WOODS_ROUTE } from './route-table.js';

/**
 * Public-site paths of spec §2 that the shared route tables do not list, plus the server's own prefixes.
 * A custom route is a top-level path (`/{name}`), so it must never shadow one of these.
 */
const OTHER_SITE_ROUTES = [
  // listings
  'foryou',
  'staffpicks',
  'staff-picks',
  'featured',
  'recent',
  'almost',
  'newest',
  'taxdeduction',
  'partners',
  'new-partners',
  'partners-with-large-projects',
  'liveschanged',
  'map',
  'notfound',
  'global',
  'all-results',
  // projects and profiles
  'project',
  'featuredproject',
  'projectedit',
  'profile',
  'profile.m',
  'giveto',
  'accept_invitation',
  // content pages
  'insightlaw',
  'monthly',
  'humanityfund',
  'pledges',
  'redeem',
  'donatedirectly',
  'sponsor',
  'grove',
  'contact',
  'privacy',
  'privacy-policy',
  'terms',
  'learn',
  'about',
  'founder',
  'faqs',
  'giftcard',
  'press',
  'press-release',
  'whenthesaintslive',
  // account flows of the public site
  'password-reset',
  'claim',
  'confirm-email',
  'unsubscribe',
  // the server
  'api',
  'backoffice',
  'dev',
  'assets',
  'static',
  'public',
  'index',
  'favicon',
  'robots',
  'sitemap',
  'health',
];

const firstSegment = (path: string) => path.replace(/^\/+/, '').split('/')[0]!.toLowerCase();

/** Lower-case first path segments that belong to the site, built from the shared route tables. */
export const RESERVED_ROUTE_NAMES: ReadonlySet<string> = new Set(
  [
    ...LOGIN_REQUIRED_ROUTES,
    ...UPGRADE_ROUTES,
    ...ADMIN_ONLY_ROUTES,
    ...ALREADY_AUTH_ROUTES,
    ...EXTERNAL_ROUTE_PATHS,
    ...Object.keys(LEGACY_REDIRECTS),
    ...Object.values(CATEGORY_SLUGS),
    WOODS_ROUTE,
    ...OTHER_SITE_ROUTES,
  ]
    .map(firstSegment)
    .filter((segment) => segment !== ''),
);

/** The database CHECK on custom_routes.custom_route (migration 0002). */
const CUSTOM_ROUTE_FORMAT = /^[A-Za-z0-9][A-Za-z0-9_-]{1,62}$/;

/** A route name as typed: surrounding spaces and a leading '/' are dropped. */
export const normalizeCustomRoute = (value: string) => value.trim().replace(/^\/+/, '');

/** Required; 2 to 63 letters, digits, hyphens or underscores with at least one letter; not a page of the site. */
export function validateCustomRoute(value: unknown): ValidationResult {
  if (typeof value !== 'string' || normalizeCustomRoute(value) === '') return 'Custom route is required';
  const name = normalizeCustomRoute(value);
  if (!CUSTOM_ROUTE_FORMAT.test(name)) {
    return 'Use 2 to 63 letters, digits, hyphens or underscores, starting with a letter or a digit';
  }
  if (/^\d+$/.test(name)) return 'A custom route needs at least one letter';
  if (RESERVED_ROUTE_NAMES.has(name.toLowerCase())) return `"${name}" is already a page of the site; please choose another name`;
  return undefined;
}
