/**
 * The public site's admin-only routes (spec §2) live in the back-office: an admin visiting one goes to the
 * matching back-office page; sales staff go there from the routes they may reach (SALES_ROUTES); anyone
 * else is sent to / (guards.ts). A route whose back-office page is not built yet opens the back-office's
 * dashboard, and gains its entry here when its page lands.
 */
import type { SessionUser } from '../contract/index.js';
import { normalizePath } from './decision.js';

/** The back-office's base path (served by the API next to the public site). */
const BACKOFFICE_BASE = '/backoffice';

/** Admin-only routes that sales staff may reach too: their own pages and the reports, read-only. */
export const SALES_ROUTES = [
  '/sales',
  '/leads',
  '/pipeline',
  '/grow',
  '/stats',
  '/donorstats',
  '/partnerstats',
  '/premiumstats',
  '/staffpicks-tracker',
] as const;

/** Public route -> back-office page (below BACKOFFICE_BASE). */
const BACKOFFICE_PAGES: Readonly<Record<string, string>> = {
  '/admin': '/admin',
  '/giftcards': '/gift-cards',
  '/tools': '/users',
  '/stats': '/stats',
  '/office': '/office',
  '/donorstats': '/donorstats',
  '/partnerstats': '/partnerstats',
  '/staffpicks-tracker': '/staffpicks-tracker',
  '/premiumstats': '/premiumstats',
  '/leads': '/leads',
  '/pipeline': '/pipeline',
  '/sales': '/sales',
  '/grow': '/grow',
  '/audit': '/partner-scores',
};

const firstSegment = (path: string) => `/${normalizePath(path).split('/')[1] ?? ''}`;

/** Whether this staff member may open the admin-only route at `path` (its first segment decides). */
export function mayOpenAdminRoute(user: Pick<SessionUser, 'is_admin'> & Partial<Pick<SessionUser, 'is_sales'>>, path: string): boolean {
  if (user.is_admin) return true;
  return user.is_sales === true && (SALES_ROUTES as readonly string[]).includes(firstSegment(path).toLowerCase());
}

/** Where the back-office shows what the admin-only route at `path` asks for. */
export function backofficePathFor(path: string): string {
  const page = BACKOFFICE_PAGES[firstSegment(path).toLowerCase()];
  return `${BACKOFFICE_BASE}${page ?? '/'}`;
}
