/** The entry route `/` and the landing after login or signup (spec §2). */
import type { Id, SessionUser } from '../contract/index.js';
import { external, navigate, normalizePath, readQueryParam } from './decision.js';
import type { QueryInput, RouteDecision } from './decision.js';

/** What the rules read of the session user. */
export type LandingUser = Pick<SessionUser, 'id' | 'is_partner' | 'is_anonymous' | 'amount_given_cents' | 'partner_network'>;

/** The custom route name of a user id, without the leading '/', if it has one. */
type CustomRouteForUser = (userId: Id) => string | undefined;

export type EntryDecision =
  | RouteDecision
  /** Accept the collaborator invitation carried by `authToken` first, then go to `then`. */
  | { kind: 'accept-invitation'; authToken: string; then: string };

export interface EntryRouteInput {
  isAuthenticated: boolean;
  /** The loaded session user; null while unknown. */
  user: LandingUser | null | undefined;
  query?: QueryInput;
  /** The marketing site; when not configured (development) '/foryou' stands in. */
  marketingUrl?: string;
  customRouteForUser?: CustomRouteForUser;
}

/** The network page: the network's custom route, else its profile route. */
function networkPage(networkId: Id, customRouteForUser?: CustomRouteForUser): string {
  const custom = customRouteForUser?.(networkId);
  return custom ? `/${custom.replace(/^\/+/, '')}` : `/profile/${networkId}`;
}

/** Partner and white-label member rules shared by the entry route and the landing. */
function partnerPage(user: LandingUser, customRouteForUser?: CustomRouteForUser): string | undefined {
  if (user.is_partner) return `/profile/${user.id}`;
  const network = user.partner_network;
  if (network?.is_white_labelled === true) return networkPage(network.id, customRouteForUser);
  return undefined;
}

function hasGivenNothing(user: LandingUser): boolean {
  return user.is_anonymous || user.amount_given_cents === 0;
}

/**
 * Entry route `/`, first rule that applies:
 * - not logged in: the marketing site;
 * - a partner: /profile/{id};
 * - a member of a white-labelled partner network: the network's custom route or profile route;
 * - anonymous, or amount given 0: /staffpicks;
 * - anyone else: /foryou, after accepting the collaborator invitation when the query carries auth_token.
 * A logged-in session whose user is not loaded yet counts as "anyone else".
 */
export function decideEntryRoute(input: EntryRouteInput): EntryDecision {
  const { isAuthenticated, user, query, marketingUrl, customRouteForUser } = input;
  if (!isAuthenticated) return marketingUrl ? external(marketingUrl) : navigate('/foryou');
  if (user) {
    const page = partnerPage(user, customRouteForUser);
    if (page !== undefined) return navigate(page);
    if (hasGivenNothing(user)) return navigate('/staffpicks');
  }
  const authToken = readQueryParam(query, 'auth_token');
  return authToken === undefined ? navigate('/foryou') : { kind: 'accept-invitation', authToken, then: '/foryou' };
}

export interface AuthLandingInput {
  user: LandingUser;
  /** Where the user was headed: path, possibly with query and hash. Default '/'. */
  target?: string;
  customRouteForUser?: CustomRouteForUser;
}

export interface AuthLanding {
  to: string;
  /** True for /redeem: keep the stored redeem choice (pickedToRedeemProject). */
  keepRedeemChoice: boolean;
}

/**
 * Landing after login or signup:
 * - /redeem is a special target: it is kept, with the redeem choice, and
 *   blocks the partner (and network) redirects;
 * - a partner goes to their own profile; a white-labelled network member to the network page;
 * - anonymous or 0 cents given, headed to '/': /staffpicks;
 * - otherwise the target.
 */
export function landingAfterAuth({ user, target = '/', customRouteForUser }: AuthLandingInput): AuthLanding {
  const path = normalizePath(target);
  if (path === '/redeem') return { to: target, keepRedeemChoice: true };
  const page = partnerPage(user, customRouteForUser);
  if (page !== undefined) return { to: page, keepRedeemChoice: false };
  if (path === '/' && hasGivenNothing(user)) return { to: '/staffpicks', keepRedeemChoice: false };
  return { to: target === '' ? '/' : target, keepRedeemChoice: false };
}
