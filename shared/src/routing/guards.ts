/** Route guards (spec §2 "Login-required routes", "Admin-only routes", sign-in views). */
import type { SessionUser } from '../contract/index.js';
import { mayOpenAdminRoute } from './backoffice-routes.js';
import { mainSite, navigate, normalizePath } from './decision.js';
import type { ExternalDecision, NavigateDecision } from './decision.js';
import type { RouteMeta } from './route-table.js';

export type GuardDecision =
  | { kind: 'allow' }
  | (NavigateDecision & {
      /** Store as the local flag prevUrl, to return there after login. */
      prevUrl?: string;
      /** Set the local flag partnersignup29 (/partnersignup and /29 reached while logged in). */
      setPartnerSignupFlag?: boolean;
    })
  | ExternalDecision;

export interface GuardInput {
  meta: Pick<RouteMeta, 'auth' | 'admin' | 'alreadyauth' | 'isPartnerSignup'>;
  isAuthenticated: boolean;
  /** For admin routes: a freshly fetched user (spec §5), not a cached one. */
  user: (Pick<SessionUser, 'is_admin'> & Partial<Pick<SessionUser, 'is_sales'>>) | null | undefined;
  /** The URL being entered, path plus query and hash. */
  currentUrl: string;
  isProduction: boolean;
  /** Where "the main site" is in production. */
  marketingUrl?: string;
}

/**
 * - Sign-in and sign-up views redirect to / when already logged in
 *   (/partnersignup and /29 also set the partner-signup flag).
 * - Admin-only routes: a visitor who is not logged in goes to / (the main
 *   site in production); anyone without is_admin is sent to /, except sales staff on the routes they
 *   may reach (backoffice-routes.ts). The page then opens the matching back-office page.
 * - Login-required routes: an unauthenticated visit stores the previous URL
 *   and goes to /login; for /logout it goes to / (the main site in production).
 */
export function guardRoute(input: GuardInput): GuardDecision {
  const { meta, isAuthenticated, user, currentUrl } = input;
  if (meta.alreadyauth === true && isAuthenticated) {
    return meta.isPartnerSignup === true ? { ...navigate('/'), setPartnerSignupFlag: true } : navigate('/');
  }
  if (meta.admin === true) {
    if (!isAuthenticated) return mainSite(input);
    return user && mayOpenAdminRoute(user, currentUrl) ? { kind: 'allow' } : navigate('/');
  }
  if (meta.auth === true && !isAuthenticated) {
    if (normalizePath(currentUrl) === '/logout') return mainSite(input);
    return { ...navigate('/login'), prevUrl: currentUrl };
  }
  return { kind: 'allow' };
}
