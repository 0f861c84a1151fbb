/** Custom route names of projects and users (spec §2 "Route behaviours"). */
import type { CustomRoute, Id } from '../contract/index.js';
import { normalizePath, withPrefix } from './decision.js';

/** Children of a custom profile route; '' (the default feed) and 'projects' share one view. */
const CUSTOM_PROFILE_CHILDREN = ['', 'projects', 'community_news', 'our_team', 'sponsor'] as const;
type CustomProfileChild = (typeof CUSTOM_PROFILE_CHILDREN)[number];

/** A route of `GET custom-routes` (CustomRoute): its name and the project's or the user's id. */
export type CustomRouteEntry = Pick<CustomRoute, 'custom_route'> & Partial<Pick<CustomRoute, 'project_id' | 'user_id'>>;

type CustomRouteTarget = { kind: 'project'; projectId: Id; customRoute: string } | { kind: 'user'; userId: Id; customRoute: string };

type CustomRouteMatch =
  { kind: 'project'; projectId: Id; customRoute: string } | { kind: 'user'; userId: Id; customRoute: string; child: CustomProfileChild };

export interface CustomRouteIndex {
  /** The target of one path segment ('Woods', '/woods/'), case-insensitive. */
  resolve(pathSegment: string): CustomRouteTarget | undefined;
  /** A whole path: a project route alone, or a profile route with one of its children. */
  resolvePath(pathname: string): CustomRouteMatch | undefined;
  /** The custom route name of a project or user, as stored (no leading '/'). */
  forProject(projectId: Id | string): string | undefined;
  forUser(userId: Id | string): string | undefined;
}

function keyOf(segment: string): string {
  let text = segment.trim().replace(/^\/+|\/+$/g, '');
  try {
    text = decodeURIComponent(text);
  } catch {
    // A malformed escape is matched as written.
  }
  return text.toLowerCase();
}

function isChild(value: string): value is CustomProfileChild {
  return (CUSTOM_PROFILE_CHILDREN as readonly string[]).includes(value);
}

/** Builds the lookup once, when the routes are loaded before the app starts. The first entry of a name wins. */
export function createCustomRouteIndex(routes: readonly CustomRouteEntry[]): CustomRouteIndex {
  const byName = new Map<string, CustomRouteTarget>();
  const byProject = new Map<string, string>();
  const byUser = new Map<string, string>();
  for (const route of routes) {
    const name = route.custom_route.trim().replace(/^\/+|\/+$/g, '');
    const key = keyOf(name);
    if (key === '' || byName.has(key)) continue;
    if (route.project_id !== undefined && route.project_id !== null) {
      byName.set(key, { kind: 'project', projectId: route.project_id, customRoute: name });
      if (!byProject.has(String(route.project_id))) byProject.set(String(route.project_id), name);
    } else if (route.user_id !== undefined && route.user_id !== null) {
      byName.set(key, { kind: 'user', userId: route.user_id, customRoute: name });
      if (!byUser.has(String(route.user_id))) byUser.set(String(route.user_id), name);
    }
  }
  const resolve = (pathSegment: string) => byName.get(keyOf(pathSegment));
  return {
    resolve,
    resolvePath(pathname) {
      const [first = '', child = '', ...rest] = normalizePath(pathname).split('/').slice(1);
      const target = resolve(first);
      if (target === undefined || rest.length > 0) return undefined;
      if (target.kind === 'project') return child === '' ? target : undefined;
      return isChild(child) ? { ...target, child } : undefined;
    },
    forProject: (projectId) => byProject.get(String(projectId)),
    forUser: (userId) => byUser.get(String(userId)),
  };
}

/**
 * "When one exists, the numeric URL is replaced by /{custom_route} and the
 * query and hash are kept": /project/{id} -> /{route}; /profile/{id} and its
 * custom-route children -> /{route}[/{child}]. Null when there is nothing to
 * replace (no custom route, another path, or a child such as 'follow' that a
 * custom profile route does not have).
 */
export function replaceWithCustomRoute(
  pathname: string,
  search: string | undefined,
  hash: string | undefined,
  index: CustomRouteIndex,
): string | null {
  const suffix = `${withPrefix(search, '?')}${withPrefix(hash, '#')}`;
  const [section, id = '', child = '', ...rest] = normalizePath(pathname).split('/').slice(1);
  if (rest.length > 0 || id === '') return null;
  if (section === 'project' && child === '') {
    const route = index.forProject(id);
    return route === undefined ? null : `/${route}${suffix}`;
  }
  if (section === 'profile' && isChild(child)) {
    const route = index.forUser(id);
    if (route === undefined) return null;
    return `/${route}${child === '' ? '' : `/${child}`}${suffix}`;
  }
  return null;
}
