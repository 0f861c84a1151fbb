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
  key: string;
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
  const decided = useRef<Decided | null>(null);

  const meta = routeMetaFor(location.pathname);
  const needsFreshUser = meta.admin === true && session.isAuthenticated;
  const freshUserReady = !needsFreshUser || (session.loadedFor === location.key && session.userStatus !== 'loading');
  const needsConfig = meta.admin === true || meta.auth === true;
  const ready = freshUserReady && !(needsConfig && configLoading);

  const previous = decided.current;
  const sessionEnded =
    previous !== null && previous.authenticated && !session.isAuthenticated && normalizePath(location.pathname) !== '/logout';
  if (ready && (previous?.key !== location.key || sessionEnded)) {
    const decision = guardRoute({
      meta,
      isAuthenticated: session.isAuthenticated,
      user: needsFreshUser && session.userStatus === 'ready' ? session.user : null,
      currentUrl: `${location.pathname}${location.search}${location.hash}`,
      isProduction,
      ...(marketingUrl ? { marketingUrl } : {}),
    });
    decided.current = { key: location.key, authenticated: session.isAuthenticated, decision };
  }

  const current = decided.current;
  if (!ready || current === null || current.key !== location.key) return <Loading />;
  if (current.decision.kind === 'allow') return <>{children}</>;
  return <GuardRedirect decision={current.decision} />;
}
