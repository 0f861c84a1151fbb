import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { DELAYS_MS } from '@storyfund/shared/constants';
import { normalizePath } from '@storyfund/shared/routing';
import { useCustomRoutes } from '@/hooks/use-custom-routes';
import { isProfileView, scrollPlan } from './scroll-plan';

/** Scroll positions of the profile views left during this visit. */
const savedPositions = new Map<string, number>();

/** A profile's content arrives after the navigation: retry until the page is tall enough, for up to 2 s. */
function restore(top: number): () => void {
  let tries = 0;
  let timer = 0;
  const attempt = () => {
    window.scrollTo({ top });
    if (Math.abs(window.scrollY - top) > 1 && tries++ < 20) timer = window.setTimeout(attempt, 100);
  };
  timer = window.setTimeout(attempt, 0);
  return () => window.clearTimeout(timer);
}

/** Spec §2 "Scrolling" (see `scrollPlan`). */
export function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const customRoutes = useCustomRoutes();
  useEffect(() => {
    const plan = scrollPlan({ pathname, hash, customRoutes, saved: savedPositions });
    let cancel = () => {};
    if (plan.kind === 'hash') {
      // The target may render a moment later (lazy page, data): look again after the page settles.
      const find = () => document.getElementById(plan.id)?.scrollIntoView({ behavior: 'smooth' });
      find();
      const timer = window.setTimeout(find, DELAYS_MS.scroll);
      cancel = () => window.clearTimeout(timer);
    } else if (plan.kind === 'restore') {
      cancel = restore(plan.top);
    } else {
      const timer = window.setTimeout(() => window.scrollTo({ top: 0 }), DELAYS_MS.scroll);
      cancel = () => window.clearTimeout(timer);
    }
    // Remember where a profile view was scrolled to, as the user scrolls (on leaving, the next page may already have clamped it).
    const remember = isProfileView(pathname, customRoutes) ? () => savedPositions.set(normalizePath(pathname), window.scrollY) : undefined;
    if (remember) window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancel();
      if (remember) window.removeEventListener('scroll', remember);
    };
  }, [pathname, hash, customRoutes]);
}
