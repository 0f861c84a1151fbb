import { useSWRConfig } from 'swr';
import { CONTENT_ROLES, canManageAccount } from '@storyfund/shared/roles';
import { CommunityFeed } from '@/features/community/components/community-feed';
import { ownerCheckupKey } from '@/features/profile/api/profile-calls';
import { ProfileRoute as ProfileFeature } from '@/features/profile/routes/profile';
import { PartnerReviews } from '@/features/reviews/components/partner-reviews';
import { ProfileRating } from '@/features/reviews/components/profile-rating';
import { useSession } from '@/hooks/use-session';

/**
 * /profile/:id, /profile.m/:id and custom profile routes: the profile feature with, for a partner, the
 * community feed under its header (the partner's side writes, pins and deletes; members comment and like)
 * and its reviews (donors who gave review; the partner's side answers; members report).
 */
export function ProfileRoute(props: { mobile?: boolean; profileId?: string }) {
  const session = useSession();
  const viewer = session.user;
  const { mutate } = useSWRConfig();
  return (
    <ProfileFeature
      {...props}
      headerExtra={(profile) => (profile.is_partner ? <ProfileRating partnerId={String(profile.id)} /> : null)}
      feed={(profile) => {
        if (!profile.is_partner) return null;
        const partnerSide = !!viewer && (viewer.is_admin || canManageAccount(viewer, profile.id, CONTENT_ROLES));
        const member = session.isAuthenticated && !!viewer && !viewer.is_anonymous;
        return (
          <>
            <CommunityFeed
              profileId={String(profile.id)}
              viewerId={session.userId}
              canWrite={partnerSide}
              canTakePart={member}
              onChanged={() => void mutate(ownerCheckupKey(String(profile.id)))}
            />
            <PartnerReviews
              partnerId={String(profile.id)}
              viewerId={session.userId}
              isMember={member}
              isAdmin={!!viewer?.is_admin}
              canAnswer={partnerSide}
            />
          </>
        );
      }}
    />
  );
}
