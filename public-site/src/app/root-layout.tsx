import { Suspense } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { replaceWithCustomRoute } from '@storyfund/shared/routing';
import { Loading } from '@/components/feedback/states';
import { AppShell } from '@/components/layout/app-shell';
import { paths } from '@/config/paths';
import { useAppConfig } from '@/hooks/use-app-config';
import { useCustomRoutes } from '@/hooks/use-custom-routes';
import { useSession } from '@/hooks/use-session';
import { RouteErrorBoundary } from './error-boundary';
import { RouteGuard } from './guards/route-guard';
import { useAttributionCookies } from './use-attribution-cookies';
import { useFocusOnNavigate } from './use-focus-on-navigate';
import { useScrollOnNavigate } from './use-scroll-on-navigate';
import { useSessionSync } from './use-session-sync';
import { useStartupCalls } from './use-startup-calls';
import { useAnalytics } from './use-analytics';
import { lazyNamed } from './lazy';

// Only a logged-in viewer's header shows it, so an anonymous first page does not download it.
const ViewerNav = lazyNamed(() => import('./viewer-nav'), 'ViewerNav');

export function RootLayout() {
  const session = useSession();
  const { config } = useAppConfig();
  const { key, pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const customRoutes = useCustomRoutes();
  useSessionSync();
  useScrollOnNavigate();
  useFocusOnNavigate();
  useAttributionCookies();
  const { almostThere } = useStartupCalls();
  useAnalytics();
  // Spec §2: a numeric project or profile URL with a custom route becomes /{custom_route}, query and hash kept.
  const canonical = replaceWithCustomRoute(pathname, search, hash, customRoutes);
  const viewerId = session.isAuthenticated && session.userId ? session.userId : null;
  return (
    <AppShell
      viewerNav={
        viewerId ? (
          <Suspense fallback={null}>
            <ViewerNav viewerId={viewerId} />
          </Suspense>
        ) : null
      }
      showAlmostFunded={almostThere}
      showDevMailbox={config?.dev_mailbox === true}
      onSearch={(query) => navigate(paths.searchResults(query))}
    >
      <RouteErrorBoundary resetKey={key}>
        {canonical !== null ? (
          <Navigate to={canonical} replace />
        ) : (
          <RouteGuard>
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </RouteGuard>
        )}
      </RouteErrorBoundary>
    </AppShell>
  );
}
