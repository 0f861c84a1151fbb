import { Navigate, useLocation } from 'react-router-dom';
import { backofficePathFor, resolveCatchAll } from '@storyfund/shared/routing';
import { useAppConfig } from '@/hooks/use-app-config';
import { useCustomRoutes } from '@/hooks/use-custom-routes';
import { Loading } from '@/components/feedback/states';
import { ExternalRedirect } from './external-redirect';
import { ProfilePage, ProjectPage } from './pages';

/**
 * Admin-only routes (the guard lets only staff through): their screens live in the back-office, so the
 * page opens the matching back-office page (shared/routing backoffice-routes.ts).
 */
export function AdminRoute() {
  const { pathname } = useLocation();
  return <ExternalRedirect url={backofficePathFor(pathname)} />;
}

/**
 * Any path no built-in route matched: a custom route (case-insensitive) opens its project or profile
 * (spec §2); legacy paths go to their new home, /store and /invest outside, the rest to '/'.
 */
export function CatchAllRoute() {
  const { pathname } = useLocation();
  const { config, isLoading } = useAppConfig();
  const custom = useCustomRoutes().resolvePath(pathname);
  if (custom?.kind === 'project') return <ProjectPage key={custom.projectId} projectId={custom.projectId} />;
  if (custom?.kind === 'user') return <ProfilePage key={custom.userId} profileId={String(custom.userId)} customChild={custom.child} />;
  // /store and /invest lead where the configuration says (GET /api/config), so wait for it.
  if (isLoading) return <Loading label="Redirecting…" />;
  const decision = resolveCatchAll(pathname, { storeUrl: config?.store_url ?? undefined, investUrl: config?.invest_url ?? undefined });
  return decision.kind === 'external' ? <ExternalRedirect url={decision.url} /> : <Navigate to={decision.to} replace />;
}
