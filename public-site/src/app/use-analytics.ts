import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { DELAYS_MS } from '@storyfund/shared/constants';
import { useAppConfig } from '@/hooks/use-app-config';
import { analytics } from '@/lib/analytics';

const SIGN_UP_PATHS = ['/signup', '/signupanon', '/partnersignup', '/29'];
const LOGIN_PATHS = ['/login', '/loginanon'];

/**
 * Spec §4 "Analytics": a page view 3 s after each navigation (a page left sooner is not counted), and the start of
 * a sign-up or a login when their page opens. On in production; elsewhere when the server says so (ANALYTICS=on).
 */
export function useAnalytics(): void {
  const { config } = useAppConfig();
  const { key, pathname } = useLocation();
  const on = config?.analytics === true;
  useEffect(() => analytics.enable(on), [on]);
  useEffect(() => {
    if (!on) return undefined;
    if (SIGN_UP_PATHS.includes(pathname)) analytics.track('sign_up_start', pathname);
    if (LOGIN_PATHS.includes(pathname)) analytics.track('login_start', pathname);
    const timer = setTimeout(() => analytics.track('page_view', pathname), DELAYS_MS.analytics);
    return () => clearTimeout(timer);
  }, [on, key, pathname]);
}
