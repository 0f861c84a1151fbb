import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppConfig } from '@/hooks/use-app-config';
import { useCustomRoutes } from '@/hooks/use-custom-routes';
import { attributionFor, storeAttribution } from '@/lib/attribution';

/** Spec §4 "First navigation": the attribution cookies of the page the visit started on (once the /woods id is known). */
export function useAttributionCookies(): void {
  const location = useLocation();
  const first = useRef({ pathname: location.pathname, search: location.search });
  const stored = useRef(false);
  const customRoutes = useCustomRoutes();
  const { config, isLoading } = useAppConfig();
  useEffect(() => {
    if (stored.current || isLoading) return;
    stored.current = true;
    storeAttribution(attributionFor({ ...first.current, customRoutes, woodsProjectId: config?.woods_project_id }));
  }, [isLoading, config, customRoutes]);
}
