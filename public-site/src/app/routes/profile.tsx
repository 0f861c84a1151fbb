import { useSWRConfig } from 'swr';
import { CONTENT_ROLES, TEAM_ROLES, canManageAccount } from '@storyfund/shared/roles';
import { CommunityFeed } from '@/features/community/components/community-feed';
import { NetworkSection } from '@/features/networks/components/network-section';
import { ownerCheckupKey } from '@/features/profile/api/profile-calls';
import { ProfileRoute as ProfileFeature } from '@/features/profile/routes/profile';
import { PartnerReviews } from '@/features/reviews/components/partner-reviews';
import { ProfileRating } from '@/features/reviews/components/profile-rating';
import { OurTeam } from '@/features/teammates/components/our-team';
import { useSession } from '@/hooks/use-session';

/** The community_news child: community posts only. */
const COMMUNITY_NEWS = ['community_post'] as const;

/**
 * /profile/:id, /profile.m/:id and custom profile routes: the profile feature with, for a partner, the
 * community feed under its header (the partner's side writes, pins and deletes; members comment and like)
 * and its reviews (donors who gave review; the partner's side answers; members report). The default child
 * shows the whole feed and the reviews; community_news only the community posts; our_team the partner's public
 * team members (managed there by the account, its team admins and platform admins).
 */
export function ProfileRoute(props: { mobile?: boolean; profileId?: string; customChild?: string }) {
  const session = useSession();
  const viewer = session.user;
  const { mutate } = useSWRConfig();
  return (
    <ProfileFeature
      {...props}
      headerExtra={(profile) => (profile.is_partner ? <ProfileRating partnerId={String(profile.id)} /> : null)}
      feed={(profile, child) => {
        if (!profile.is_partner) return null;
        if (child === 'our_team') {
          const teamSide = !!viewer && (viewer.is_admin || canManageAccount(viewer, profile.id, TEAM_ROLES));
          return <OurTeam partnerId={String(profile.id)} canManage={teamSide} />;
        }
        const partnerSide = !!viewer && (viewer.is_admin || canManageAccount(viewer, profile.id, CONTENT_ROLES));
        const member = session.isAuthenticated && !!viewer && !viewer.is_anonymous;
        return (
          <>
            {child === '' ? <NetworkSection networkId={String(profile.id)} /> : null}
            <CommunityFeed
              key={child}
              title={child === 'community_news' ? 'Community news' : 'Feed'}
              types={child === 'community_news' ? COMMUNITY_NEWS : undefined}
              profileId={String(profile.id)}
              viewerId={session.userId}
              canWrite={partnerSide}
              canTakePart={member}
              onChanged={() => void mutate(ownerCheckupKey(String(profile.id)))}
            />
            {child === 'community_news' ? null : (
              <PartnerReviews
                partnerId={String(profile.id)}
                viewerId={session.userId}
                isMember={member}
                isAdmin={!!viewer?.is_admin}
                canAnswer={partnerSide}
              />
            )}
          </>
        );
      }}
    />
  );
}
