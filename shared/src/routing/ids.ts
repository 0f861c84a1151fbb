/** Numeric route ids (spec §2 "Route behaviours", §5). */
import { isNumericId } from '../validation/index.js';
import { navigate, pathnameOf } from './decision.js';
import type { NavigateDecision } from './decision.js';
import type { CustomRouteIndex } from './custom-routes.js';

/** The one numeric-id rule, from `validation`: a positive integer or a string of digits. */
export { isNumericId };

export interface NumericRouteInput {
  /** The route's :id param. */
  id: string | number | null | undefined;
  /** The path entered, to look it up among the custom routes. */
  pathname?: string;
  customRoutes?: CustomRouteIndex;
  /** The route itself is a custom route (e.g. /woods). */
  isCustomRoute?: boolean;
}

/**
 * "A project or profile id that is not numeric sends the user to the main
 * page, unless the route is custom."
 */
export function resolveNumericRoute(input: NumericRouteInput): { kind: 'allow' } | NavigateDecision {
  if (isNumericId(input.id) || input.isCustomRoute === true) return { kind: 'allow' };
  const custom =
    input.customRoutes !== undefined &&
    input.pathname !== undefined &&
    input.customRoutes.resolvePath(pathnameOf(input.pathname)) !== undefined;
  return custom ? { kind: 'allow' } : navigate('/');
}
