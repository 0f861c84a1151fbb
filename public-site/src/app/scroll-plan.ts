/** Spec §2 "Scrolling": smooth to a hash; profile child views restore the saved position; otherwise the top after 500 ms. */
import { normalizePath } from '@storyfund/shared/routing';
import type { CustomRouteIndex } from '@storyfund/shared/routing';

export type ScrollPlan = { kind: 'hash'; id: string } | { kind: 'restore'; top: number } | { kind: 'top' };

/** A profile and its child views: /profile/:id[/child], /profile.m/:id, or a custom profile route. */
export function isProfileView(pathname: string, customRoutes: CustomRouteIndex): boolean {
  const path = normalizePath(pathname);
  if (/^\/profile(\.m)?\/[^/]+(\/[^/]+)?$/.test(path)) return true;
  return customRoutes.resolvePath(path)?.kind === 'user';
}

export function scrollPlan(input: {
  pathname: string;
  hash: string;
  customRoutes: CustomRouteIndex;
  saved: ReadonlyMap<string, number>;
}): ScrollPlan {
  if (input.hash !== '' && input.hash !== '#') {
    let id = input.hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape: look the id up as written.
    }
    return { kind: 'hash', id };
  }
  const top = input.saved.get(normalizePath(input.pathname));
  if (top !== undefined && isProfileView(input.pathname, input.customRoutes)) return { kind: 'restore', top };
  return { kind: 'top' };
}
