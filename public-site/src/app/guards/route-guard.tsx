import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { guardRoute, normalizePath, routeMetaFor } from '@storyfund/shared/routing';
import type { GuardDecision } from '@storyfund/shared/routing';
import { Loading } from '@/components/feedback/states';
import { useAppConfig } from '@/hooks/use-app-config';
import { useSession } from '@/hooks/use-session';
import { browser } from '@/lib/browser';
import { setFlag } from '@/lib/local-flags';

function GuardRedirect({ decision }: { decision: Exclude<GuardDecision, { kind: 'allow' }> }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (decision.kind === 'external') {
      browser.replace(decision.url);
      return;
    }
    if (decision.prevUrl) setFlag('prevUrl', decision.prevUrl);
    if (decision.setPartnerSignupFlag) setFlag('partnersignup29', '1');
    navigate(decision.to, { replace: true });
  }, [decision, navigate]);
  return <Loading label="Redirecting…" />;
}

interface Decided {
  authenticated: boolean;
  decision: GuardDecision;
}

/**
 * Login-required, admin-only and already-authenticated routes (spec §2), decided once per
 * navigation: a login on /login must not be overtaken by the "already logged in" rule.
 * A session that ends on the page (a 401 on reload) is decided again, except on /logout,
 * which leaves by itself. Admin routes wait for the user reloaded for this navigation
 * (spec §5: a fresh user).
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const session = useSession();
  const { isLoading: configLoading, isProduction, marketingUrl } = useAppConfig();
  // One decision per navigation (location key), kept apart: a navigation renders as a transition while an urgent
  // update (the session starting on /login or /partnersignup) may still render the page being left, and each must
  // find its own decision. One slot shared by both made the page being left decide again with the new session
  // ("already logged in": to /) and bounce the landing.
  const decided = useRef(new Map<string, Decided>());
  useEffect(() => {
    for (const key of decided.current.keys()) if (key !== location.key) decided.current.delete(key);
  }, [location.key]);

  const meta = routeMetaFor(location.pathname);
  const needsFreshUser = meta.admin === true && session.isAuthenticated;
  const freshUserReady = !needsFreshUser || (session.loadedFor === location.key && session.userStatus !== 'loading');
  const needsConfig = meta.admin === true || meta.auth === true;
  const ready = freshUserReady && !(needsConfig && configLoading);

  const previous = decided.current.get(location.key) ?? null;
  const sessionEnded =
    previous !== null && previous.authenticated && !session.isAuthenticated && normalizePath(location.pathname) !== '/logout';
  if (ready && (previous === null || sessionEnded)) {
    const decision = guardRoute({
      meta,
      isAuthenticated: session.isAuthenticated,
      user: needsFreshUser && session.userStatus === 'ready' ? session.user : null,
      currentUrl: `${location.pathname}${location.search}${location.hash}`,
      isProduction,
      ...(marketingUrl ? { marketingUrl } : {}),
    });
    decided.current.set(location.key, { authenticated: session.isAuthenticated, decision });
  }

  const current = decided.current.get(location.key);
  if (!ready || current === undefined) return <Loading />;
  if (current.decision.kind === 'allow') return <>{children}</>;
  return <GuardRedirect decision={current.decision} />;
}
