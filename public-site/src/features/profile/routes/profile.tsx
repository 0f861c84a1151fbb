import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import type { PublicUser } from '@storyfund/shared/contract';
import { mobileProfilePath, mobileProfileRedirect, resolveNumericRoute, shouldUseMobileProfile } from '@storyfund/shared/routing';
import { useSession } from '@/hooks/use-session';
import { useWindowWidth } from '@/hooks/use-window-width';
import { ProfileView } from '../components/profile-view';
import '../profile.css';

/**
 * /profile/:id and the mobile profile /profile.m/:id (the same view; spec §2 mobile rule); a custom
 * profile route passes the id the app resolved.
 */
export function ProfileRoute({
  mobile = false,
  profileId,
  feed,
  headerExtra,
}: {
  mobile?: boolean;
  profileId?: string;
  /** What the page shows under the header (the community feed, composed in app/routes). */
  feed?: (profile: PublicUser) => ReactNode;
  /** What the page adds to the header under the name (a partner's rating). */
  headerExtra?: (profile: PublicUser) => ReactNode;
}) {
  const params = useParams();
  const id = profileId ?? params.id;
  const { search, hash } = useLocation();
  const width = useWindowWidth();
  const session = useSession();

  if (resolveNumericRoute({ id, isCustomRoute: profileId !== undefined }).kind !== 'allow' || id === undefined)
    return <Navigate to="/" replace />;
  if (profileId !== undefined) return <ProfileView key={id} profileId={id} feed={feed} headerExtra={headerExtra} />;
  if (mobile) {
    const wide = mobileProfileRedirect({ width, profileId: id, search, hash });
    if (wide !== null) return <Navigate to={wide} replace />;
  } else {
    const useMobile = shouldUseMobileProfile({
      width,
      viewerId: session.userId,
      profileId: id,
      viewerIsSponsor: session.user?.is_sponsor ?? false,
      viewerProjectsCount: session.user?.projects_count ?? 0,
    });
    if (useMobile) return <Navigate to={mobileProfilePath(id, search, hash)} replace />;
  }
  return <ProfileView key={id} profileId={id} feed={feed} headerExtra={headerExtra} />;
}
