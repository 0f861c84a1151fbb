export { external, mainSite, navigate, normalizePath, pathnameOf, readQueryParam } from './decision.js';
export type { ExternalDecision, MainSiteOptions, NavigateDecision, QueryInput, RouteDecision } from './decision.js';
export {
  ADMIN_ONLY_ROUTES,
  ALREADY_AUTH_ROUTES,
  LOGIN_REQUIRED_ROUTES,
  UPGRADE_ROUTES,
  WOODS_ROUTE,
  matchesRoute,
  routeMetaFor,
  woodsProjectId,
} from './route-table.js';
export type { RouteMeta } from './route-table.js';
export { guardRoute } from './guards.js';
export type { GuardDecision, GuardInput } from './guards.js';
export { decideEntryRoute, landingAfterAuth } from './entry.js';
export type { AuthLanding, AuthLandingInput, CustomRouteForUser, EntryDecision, EntryRouteInput, LandingUser } from './entry.js';
export { CLAIM_RELOAD_TARGETS, claimNavigation, invitationOutcomeRedirect, logoutDestination } from './session-flows.js';
export type {
  ClaimNavigation,
  InvitationOutcomeInput,
  InvitationStatus,
  LogoutDestination,
  LogoutDestinationInput,
} from './session-flows.js';
export { mobileProfilePath, mobileProfileRedirect, profilePath, shouldUseMobileProfile } from './mobile-profile.js';
export type { MobileProfileInput, MobileProfileRedirectInput } from './mobile-profile.js';
export { isNumericId, resolveNumericRoute } from './ids.js';
export type { NumericRouteInput } from './ids.js';
export { CUSTOM_PROFILE_CHILDREN, createCustomRouteIndex, replaceWithCustomRoute } from './custom-routes.js';
export type { CustomProfileChild, CustomRouteEntry, CustomRouteIndex, CustomRouteMatch, CustomRouteTarget } from './custom-routes.js';
export { EXTERNAL_ROUTE_PATHS, LEGACY_REDIRECTS, resolveCatchAll, resolveExternalRoute, resolveLegacyRedirect } from './redirects.js';
export type { ExternalRoutesConfig } from './redirects.js';
export { resolveGlobalCategory, upgradeRedirect, uploadRedirect } from './listing-redirects.js';
export type { UpgradeRedirectInput } from './listing-redirects.js';
export { normalizeCustomRoute, validateCustomRoute } from './reserved-routes.js';
