import { Suspense } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { replaceWithCustomRoute } from '@storyfund/shared/routing';
import { DONOR_ROLES, canManageAccount, isPlatformAdmin } from '@storyfund/shared/roles';
import { Loading } from '@/components/feedback/states';
import { AppShell } from '@/components/layout/app-shell';
import { useFeatures } from '@/hooks/use-features';
import { paths } from '@/config/paths';
import { useAppConfig } from '@/hooks/use-app-config';
import { useCustomRoutes } from '@/hooks/use-custom-routes';
import { useSession } from '@/hooks/use-session';
import { useActingAs } from '@/lib/acting-as';
import { RouteErrorBoundary } from './error-boundary';
import { RouteGuard } from './guards/route-guard';
import { useAttributionCookies } from './use-attribution-cookies';
import { useFocusOnNavigate } from './use-focus-on-navigate';
import { useScrollOnNavigate } from './use-scroll-on-navigate';
import { useSessionSync } from './use-session-sync';
import { useStartupCalls } from './use-startup-calls';
import { useAnalytics } from './use-analytics';
import { lazyNamed } from './lazy';

// Only a logged-in viewer's header shows them, so an anonymous first page does not download them.
const NotificationBell = lazyNamed(() => import('@/features/notifications/components/notification-bell'), 'NotificationBell');
const AccountSwitcher = lazyNamed(() => import('@/features/team/components/account-switcher'), 'AccountSwitcher');

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
  const actingFor = useActingAs(session.user);
  const user = session.user;
  // The team screen is offered to a partner, or a collaborator acting for one, while the account acted for has
  // team management (issue #10's feature flags). Only they fetch the flags: fetching them for every account made
  // the page re-render mid-login and bounce a prevUrl landing (/personal) to the main page.
  const teamCandidate = !!user && (user.is_partner || (actingFor !== null && actingFor !== user.id));
  const features = useFeatures(teamCandidate ? (actingFor ?? session.userId) : null);
  const viewer =
    session.isAuthenticated && session.userId
      ? {
          id: session.userId,
          firstName: user?.first_name,
          actingForId: actingFor !== null && user && actingFor !== user.id ? String(actingFor) : undefined,
          hasTeam: teamCandidate && features?.team_management !== false,
          hasDonors: teamCandidate,
          hasDonations:
            teamCandidate &&
            features?.partner_donations_table === true &&
            (isPlatformAdmin(user) || canManageAccount(user, actingFor ?? user.id, DONOR_ROLES)),
        }
      : null;
  return (
    <AppShell
      viewer={viewer}
      viewerExtras={
        viewer ? (
          <Suspense fallback={null}>
            <NotificationBell viewerId={viewer.id} />
            {user && actingFor !== null ? <AccountSwitcher user={user} actingFor={actingFor} /> : null}
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
