import type { ReactNode } from 'react';
import type { PublicUser } from '@storyfund/shared/contract';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { mobileProfilePath, mobileProfileRedirect, resolveNumericRoute, shouldUseMobileProfile } from '@storyfund/shared/routing';
import { useSession } from '@/hooks/use-session';
import { useWindowWidth } from '@/hooks/use-window-width';
import { paths } from '@/config/paths';
import { ProfileView, type ProfileFeedSlot } from '../components/profile-view';
import { isProfileChild } from '../components/profile-tabs';
import '../profile.css';

/** Keeps the open child across the mobile rule's redirects (/profile/{id}/projects <-> /profile.m/{id}/projects). */
const withChild = (path: string, child: string) => (child ? path.replace(/^(\/profile(?:\.m)?\/[^/?#]+)/, `$1/${child}`) : path);

/**
 * /profile/:id and the mobile profile /profile.m/:id (the same view; spec §2 mobile rule); a custom
 * profile route passes the id the app resolved.
 */
export function ProfileRoute({
  mobile = false,
  profileId,
  customChild,
  feed,
  headerExtra,
}: {
  mobile?: boolean;
  profileId?: string;
  /** A custom profile route's child (the path after the route name). */
  customChild?: string;
  /** The feeds under the header (the community feed, composed in app/routes). */
  feed?: ProfileFeedSlot;
  /** What the page adds to the header under the name (a partner's rating). */
  headerExtra?: (profile: PublicUser) => ReactNode;
}) {
  const params = useParams();
  const id = profileId ?? params.id;
  const { search, hash, pathname } = useLocation();
  const child = customChild ?? params['*'] ?? '';
  const width = useWindowWidth();
  const session = useSession();

  if (resolveNumericRoute({ id, isCustomRoute: profileId !== undefined }).kind !== 'allow' || id === undefined)
    return <Navigate to="/" replace />;
  // A custom route hangs its children under its own name; the numeric routes under /profile(.m)/{id}.
  const basePath = profileId !== undefined ? `/${pathname.split('/')[1] ?? ''}` : mobile ? paths.mobileProfile(id) : paths.profile(id);
  if (!isProfileChild(child)) return <Navigate to={basePath} replace />;
  const view = (
    <ProfileView key={id} profileId={id} feed={feed} headerExtra={headerExtra} child={child} basePath={basePath} mobile={mobile} />
  );
  if (profileId !== undefined) return view;
  if (mobile) {
    const wide = mobileProfileRedirect({ width, profileId: id, search, hash });
    if (wide !== null) return <Navigate to={withChild(wide, child)} replace />;
  } else {
    const useMobile = shouldUseMobileProfile({
      width,
      viewerId: session.userId,
      profileId: id,
      viewerIsSponsor: session.user?.is_sponsor ?? false,
      viewerProjectsCount: session.user?.projects_count ?? 0,
    });
    if (useMobile) return <Navigate to={withChild(mobileProfilePath(id, search, hash), child)} replace />;
  }
  return view;
}
