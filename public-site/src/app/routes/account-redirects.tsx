import { Navigate, useLocation } from 'react-router-dom';
import { upgradeRedirect, uploadRedirect } from '@storyfund/shared/routing';
import { Loading } from '@/components/feedback/states';
import { useAppConfig } from '@/hooks/use-app-config';
import { useSession } from '@/hooks/use-session';
import { browser } from '@/lib/browser';
import { ExternalRedirect } from './external-redirect';
import { lazyNamed } from '../lazy';

/** Only a partner account gets the upgrade page, so its plan and card form load when it opens. */
const UpgradePage = lazyNamed(() => import('@/features/premium/routes/upgrade'), 'UpgradePage');

/** /upload (login required): the own profile with showUpload=1, the mobile profile on small screens. */
export function UploadRoute() {
  const { userId } = useSession();
  if (userId === null) return <Loading />;
  return <Navigate to={uploadRedirect({ userId, width: browser.width() })} replace />;
}

/**
 * The upgrade and free-trial routes: a partner account gets the upgrade page (its plan, or the route's offer);
 * anyone else follows spec §2: a user with projects goes to their profile, anyone else to the main site.
 */
export function UpgradeRoute() {
  const { user, userId, userStatus } = useSession();
  const { isProduction, marketingUrl } = useAppConfig();
  const { pathname } = useLocation();
  if (userId === null || (user === null && userStatus !== 'error')) return <Loading />;
  if (user?.is_partner) return <UpgradePage account={user} pathname={pathname} />;
  const decision = upgradeRedirect({ projectsCount: user?.projects_count ?? 0, userId, isProduction, marketingUrl });
  return decision.kind === 'external' ? <ExternalRedirect url={decision.url} /> : <Navigate to={decision.to} replace />;
}
