import { useEffect, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import type { ProfileStats, PublicUser } from '@storyfund/shared/contract';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { FollowButton } from '@/components/social/follow-button';
import { paths } from '@/config/paths';
import { useApi } from '@/hooks/use-services';
import { useSession } from '@/hooks/use-session';
import { errorText, isStatus } from '@/lib/errors';
import { setFlag } from '@/lib/local-flags';
import { followUser, unfollowUser } from '@/lib/user-follows';
import { displayName } from '@/lib/user-display';
import { profileKey, profileStatsKey } from '../api/profile-calls';
import type { FollowDirection } from '../api/profile-calls';
import { FollowList } from './follow-list';
import { OnboardingChecklist } from './onboarding-checklist';
import { ProfileHeader } from './profile-header';
import { ProfileNotices } from './profile-notices';
import { ProfileProjects, ProfileSponsored } from './profile-projects';
import { ProfileTabs, type ProfileChild } from './profile-tabs';

/** What the page composes into a profile's partner children: the feeds (community feature) and the team (teammates feature). */
export type ProfileFeedSlot = (profile: PublicUser, child: '' | 'community_news' | 'our_team') => ReactNode;

export function ProfileView({
  profileId,
  feed,
  headerExtra,
  child = '',
  basePath,
  mobile = false,
}: {
  profileId: string;
  feed?: ProfileFeedSlot | undefined;
  /** What the page adds to the header under the name (a partner's rating). */
  headerExtra?: ((profile: PublicUser) => ReactNode) | undefined;
  child?: ProfileChild;
  /** Where the children hang: /profile/{id}, /profile.m/{id} or the custom route. */
  basePath?: string;
  /** The mobile profile (/profile.m/{id}): a compact header, the sections as one scrolling row, the action in a bar at the bottom. */
  mobile?: boolean;
}) {
  const session = useSession();
  const api = useApi();
  const location = useLocation();
  const [search] = useSearchParams();
  const [openList, setOpenList] = useState<FollowDirection | null>(null);
  const { data, error, isLoading, mutate } = useSWR<PublicUser>(profileKey(profileId, session.userId));
  const { mutate: mutateAny } = useSWRConfig();
  const stats = useSWR<ProfileStats>(profileStatsKey(profileId));
  const isOwn = session.userId === profileId;

  useEffect(() => {
    if (data) document.title = `${displayName(data)} · Storyfund`;
  }, [data]);

  if (isLoading) return <Loading label="Loading profile…" />;
  if (isStatus(error, 404)) {
    return (
      <EmptyState title="We could not find this profile">
        <p>
          It may have been removed. <Link to={paths.home}>Back to Storyfund</Link>
        </p>
      </EmptyState>
    );
  }
  if (error || !data) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;

  const name = displayName(data);
  const here = `${location.pathname}${location.search}${location.hash}`;
  const action = isOwn ? (
    <Link className="button button--secondary" to={paths.personal}>
      Edit profile
    </Link>
  ) : session.isAuthenticated ? (
    <FollowButton
      name={name}
      following={data.logged_in_user_is_follower === true}
      onToggle={async (follow) => {
        const counters = await (follow ? followUser(api, profileId) : unfollowUser(api, profileId));
        void mutate({ ...data, ...counters }, { revalidate: false });
        // The followers lists of this profile changed too.
        void mutateAny((key) => Array.isArray(key) && String(key[0]).startsWith(`/users/${profileId}/followers`));
      }}
    />
  ) : (
    <Link className="button button--primary" to={paths.login} onClick={() => setFlag('prevUrl', here)}>
      Log in to follow
    </Link>
  );

  return (
    <div
      className={[
        mobile ? 'page page--wide profile profile--mobile' : 'page page--wide profile',
        data.brand_color ? 'profile--branded' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      style={data.brand_color ? ({ '--brand-color': data.brand_color } as CSSProperties) : undefined}
    >
      <ProfileNotices search={search} isOwn={isOwn} />
      <ProfileHeader
        profile={data}
        openList={openList}
        onToggleList={(direction) => setOpenList(openList === direction ? null : direction)}
        action={mobile ? null : action}
        stats={stats.data}
        statsLoading={stats.isLoading}
        extra={headerExtra ? headerExtra(data) : null}
      />
      {isOwn && data.is_partner ? <OnboardingChecklist profileId={profileId} /> : null}
      {openList ? <FollowList key={openList} profileId={profileId} direction={openList} viewerId={session.userId} /> : null}
      {data.is_partner ? <ProfileTabs basePath={basePath ?? paths.profile(profileId)} current={child} scroll={mobile} /> : null}
      {data.is_partner && (child === '' || child === 'community_news' || child === 'our_team') ? (
        feed ? (
          feed(data, child)
        ) : null
      ) : child === 'sponsor' ? (
        <ProfileSponsored profileId={profileId} viewerId={session.userId} />
      ) : (
        <ProfileProjects profileId={profileId} viewerId={session.userId} isOwn={isOwn} />
      )}
      {mobile ? (
        <div className="profile-action-bar" role="region" aria-label="Profile actions">
          {action}
        </div>
      ) : null}
    </div>
  );
}
