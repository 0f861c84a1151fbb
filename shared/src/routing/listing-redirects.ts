/** /global category, /upload and the upgrade routes (spec §2, §5). */
import { BREAKPOINTS, categoryFromSlug } from '../constants/index.js';
import type { RoutingCategory } from '../constants/index.js';
import { normalizeCategory } from '../validation/index.js';
import { mainSite, navigate, readQueryParam } from './decision.js';
import type { MainSiteOptions, NavigateDecision, QueryInput, RouteDecision } from './decision.js';

/**
 * "/global takes an optional category query; an unrecognised category goes
 * to /global." A category is recognised by name, case-insensitively ('water',
 * 'Sports & The Arts') or by its route slug ('sports-and-arts'), Refugee and
 * Holiday included. No category (or an empty one) shows every category.
 */
export function resolveGlobalCategory(
  query: QueryInput | undefined,
): { kind: 'allow'; category: RoutingCategory | null } | NavigateDecision {
  const raw = readQueryParam(query, 'category');
  if (raw === undefined) return { kind: 'allow', category: null };
  const category = normalizeCategory(raw, { allowRouting: true }) ?? categoryFromSlug(raw);
  return category === undefined ? navigate('/global') : { kind: 'allow', category };
}

/**
 * "/upload sends the user to their own profile with query flag showUpload=1
 * (the mobile profile on small screens)", i.e. width 800 or less.
 */
export function uploadRedirect({ userId, width }: { userId: string | number; width: number }): string {
  const profile = width <= BREAKPOINTS.mobile ? '/profile.m' : '/profile';
  return `${profile}/${String(userId)}?showUpload=1`;
}

export interface UpgradeRedirectInput extends Partial<MainSiteOptions> {
  projectsCount: number;
  userId: string | number;
}

/**
 * "The upgrade and free-trial routes send a user who has projects to their
 * profile; anyone else goes to the main site" (the marketing site in
 * production, '/' elsewhere).
 */
export function upgradeRedirect(input: UpgradeRedirectInput): RouteDecision {
  if (input.projectsCount > 0) return navigate(`/profile/${String(input.userId)}`);
  return mainSite({ isProduction: input.isProduction ?? false, marketingUrl: input.marketingUrl });
}
