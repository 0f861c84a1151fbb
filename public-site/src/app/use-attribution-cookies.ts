import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppConfig } from '@/hooks/use-app-config';
import { useCustomRoutes } from '@/hooks/use-custom-routes';

/**
 * Spec §4 "First navigation": the attribution cookies of the page the visit started on (once the /woods id is known).
 * The cookie code (js-cookie) loads then, after the first render, not with the first page's JavaScript.
 */
export function useAttributionCookies(): void {
  const location = useLocation();
  const first = useRef({ pathname: location.pathname, search: location.search });
  const stored = useRef(false);
  const customRoutes = useCustomRoutes();
  const { config, isLoading } = useAppConfig();
  useEffect(() => {
    if (stored.current || isLoading) return;
    stored.current = true;
    const navigation = { ...first.current, customRoutes, woodsProjectId: config?.woods_project_id };
    void import('@/lib/attribution').then(({ attributionFor, storeAttribution }) => storeAttribution(attributionFor(navigation)));
  }, [isLoading, config, customRoutes]);
}
