/** Where invitation acceptance, the anonymous claim and logout lead (spec §2 "Login and signup flows"). */
import { DELAYS_MS } from '../constants/index.js';
import { isNumericId } from '../validation/index.js';
import { external, navigate, normalizePath } from './decision.js';
import type { RouteDecision } from './decision.js';

type InvitationStatus = 'success' | 'error';

export interface InvitationOutcomeInput {
  status: InvitationStatus;
  /** The route param id (/accept_invitation/:id). */
  routeId?: string | number | null;
  /** The query's invitation_id. */
  queryInvitationId?: string | number | null;
  /** The logged-in user's own id. */
  ownId: string | number;
}

/**
 * After accepting (or failing to accept) an invitation the user goes to
 * /profile/{id}?invitation_status=success|error. The id is the route param
 * id, else the query invitation_id; with neither (or one that is not a
 * numeric id) the user goes to their own profile, with the same status.
 */
export function invitationOutcomeRedirect(input: InvitationOutcomeInput): string {
  const candidates = [input.routeId, input.queryInvitationId];
  const id = candidates.find((value) => isNumericId(value)) ?? input.ownId;
  return `/profile/${String(id)}?invitation_status=${input.status}`;
}

/** Targets that reload the page after an anonymous claim instead of navigating. */
const CLAIM_RELOAD_TARGETS = ['/whenthesaintslive', '/donatedirectly'] as const;

export type ClaimNavigation = { to: string; reload: true } | { to: string; reload: false; navigateAfterMs: number };

/** After an anonymous claim: /whenthesaintslive and /donatedirectly reload; others navigate after 200 ms. */
export function claimNavigation(target: string): ClaimNavigation {
  const path = normalizePath(target);
  if ((CLAIM_RELOAD_TARGETS as readonly string[]).includes(path)) return { to: target, reload: true };
  return { to: target, reload: false, navigateAfterMs: DELAYS_MS.claimNavigation };
}

export interface LogoutDestinationInput {
  /** A path the caller asked to land on. */
  givenPath?: string | null;
  isProduction: boolean;
  marketingUrl?: string;
}

export type LogoutDestination = RouteDecision & {
  /** Wait this long (300 ms) before leaving. */
  afterMs: number;
  /** Reload the page on arrival (the given-path case). */
  reload: boolean;
};

/**
 * Logout: after 300 ms the user goes to the given path and the page reloads.
 * Otherwise they go to the main site (production) or /foryou (non-production).
 * Production without a configured marketing URL falls back to '/'.
 */
export function logoutDestination(input: LogoutDestinationInput): LogoutDestination {
  const { givenPath, isProduction, marketingUrl } = input;
  const afterMs = DELAYS_MS.logoutRedirect;
  if (givenPath) return { ...navigate(givenPath), afterMs, reload: true };
  if (!isProduction) return { ...navigate('/foryou'), afterMs, reload: false };
  if (marketingUrl) return { ...external(marketingUrl), afterMs, reload: false };
  return { ...navigate('/'), afterMs, reload: true };
}
