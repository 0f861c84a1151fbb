/**
 * Attribution cookies (spec §3 Auth, §4 "First navigation"): on the first navigation of a visit the
 * site remembers, for 1 hour, which profile and which project the visitor started on, and the
 * profile that shared the link they followed (`?share_profile_id=`, added by the share button).
 */
import { ATTRIBUTION_COOKIE_HOURS, ATTRIBUTION_COOKIE_NAMES } from '@storyfund/shared/constants';
import { isNumericId, normalizePath } from '@storyfund/shared/routing';
import type { CustomRouteIndex } from '@storyfund/shared/routing';
import { browserCookies } from './cookies';
import type { CookieJar } from './cookies';

/** The query parameter a shared link carries: the sharer's profile id. */
export const SHARE_PROFILE_PARAM = 'share_profile_id';

export type AttributionCookies = Partial<Record<keyof typeof ATTRIBUTION_COOKIE_NAMES, string>>;

export interface FirstNavigation {
  pathname: string;
  search: string;
  customRoutes: CustomRouteIndex;
  /** The id /woods opens, once the config is known. */
  woodsProjectId?: number | undefined;
}

const PROJECT_PATTERNS = [/^\/project\/([^/]+)(?:\/update)?$/, /^\/featuredproject\/([^/]+)$/];
const PROFILE_PATTERNS = [/^\/profile\/([^/]+)(?:\/[^/]+)?$/, /^\/profile\.m\/([^/]+)$/, /^\/giveto\/([^/]+)(?:\/[^/]+)?$/];

function firstNumeric(path: string, patterns: RegExp[]): string | undefined {
  for (const pattern of patterns) {
    const id = pattern.exec(path)?.[1];
    if (id !== undefined && isNumericId(id)) return id;
  }
  return undefined;
}

/** Which attribution cookies the first page of a visit sets. */
export function attributionFor({ pathname, search, customRoutes, woodsProjectId }: FirstNavigation): AttributionCookies {
  const path = normalizePath(pathname);
  const cookies: AttributionCookies = {};
  const custom = customRoutes.resolvePath(path);
  const projectId =
    firstNumeric(path, PROJECT_PATTERNS) ??
    (custom?.kind === 'project' ? String(custom.projectId) : undefined) ??
    (path === '/woods' && woodsProjectId !== undefined ? String(woodsProjectId) : undefined);
  if (projectId !== undefined) cookies.startingProjectId = projectId;
  const profileId = firstNumeric(path, PROFILE_PATTERNS) ?? (custom?.kind === 'user' ? String(custom.userId) : undefined);
  if (profileId !== undefined) cookies.startingProfileId = profileId;
  const sharer = new URLSearchParams(search).get(SHARE_PROFILE_PARAM);
  if (sharer !== null && isNumericId(sharer)) cookies.forcedShareProfileId = sharer;
  return cookies;
}

/** Writes them for 1 hour, the whole site. */
export function storeAttribution(cookies: AttributionCookies, jar: CookieJar = browserCookies): void {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  const attributes = { expires: ATTRIBUTION_COOKIE_HOURS / 24, path: '/', sameSite: 'Lax' as const, secure };
  for (const [key, value] of Object.entries(cookies) as [keyof typeof ATTRIBUTION_COOKIE_NAMES, string][]) {
    jar.set(ATTRIBUTION_COOKIE_NAMES[key], value, attributes);
  }
}
