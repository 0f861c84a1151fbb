import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { DELAYS_MS } from '@storyfund/shared/constants';
import { useAppConfig } from '@/hooks/use-app-config';

const SIGN_UP_PATHS = ['/signup', '/signupanon', '/partnersignup', '/29'];
const LOGIN_PATHS = ['/login', '/loginanon'];

/** The analytics code loads once analytics is on, not with the first page's JavaScript. */
const loadAnalytics = () => import('@/lib/analytics').then((module) => module.analytics);

/**
 * Spec §4 "Analytics": a page view 3 s after each navigation (a page left sooner is not counted), and the start of
 * a sign-up or a login when their page opens. On in production; elsewhere when the server says so (ANALYTICS=on).
 */
export function useAnalytics(): void {
  const { config } = useAppConfig();
  const { key, pathname } = useLocation();
  const on = config?.analytics === true;
  const loaded = useRef(false);
  useEffect(() => {
    if (!on) {
      // Turned off after it was on: the queue is dropped.
      if (loaded.current) void loadAnalytics().then((analytics) => analytics.enable(false));
      return undefined;
    }
    loaded.current = true;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void loadAnalytics().then((analytics) => {
      if (!active) return;
      analytics.enable(true);
      if (SIGN_UP_PATHS.includes(pathname)) analytics.track('sign_up_start', pathname);
      if (LOGIN_PATHS.includes(pathname)) analytics.track('login_start', pathname);
      timer = setTimeout(() => analytics.track('page_view', pathname), DELAYS_MS.analytics);
    });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [on, key, pathname]);
}
