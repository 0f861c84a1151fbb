import { useSWRConfig } from 'swr';
import { CONTENT_ROLES, canManageAccount } from '@storyfund/shared/roles';
import { CommunityFeed } from '@/features/community/components/community-feed';
import { ownerCheckupKey } from '@/features/profile/api/profile-calls';
import { ProfileRoute as ProfileFeature } from '@/features/profile/routes/profile';
import { useSession } from '@/hooks/use-session';

/**
 * /profile/:id, /profile.m/:id and custom profile routes: the profile feature with, for a partner, the
 * community feed under its header (the partner's side writes, pins and deletes; members comment and like).
 */
export function ProfileRoute(props: { mobile?: boolean; profileId?: string }) {
  const session = useSession();
  const viewer = session.user;
  const { mutate } = useSWRConfig();
  return (
    <ProfileFeature
      {...props}
      feed={(profile) =>
        profile.is_partner ? (
          <CommunityFeed
            profileId={String(profile.id)}
            viewerId={session.userId}
            canWrite={!!viewer && (viewer.is_admin || canManageAccount(viewer, profile.id, CONTENT_ROLES))}
            canTakePart={session.isAuthenticated && !!viewer && !viewer.is_anonymous}
            onChanged={() => void mutate(ownerCheckupKey(String(profile.id)))}
          />
        ) : null
      }
    />
  );
}
