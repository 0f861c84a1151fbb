import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { Project } from '@storyfund/shared/contract';
import { FollowButton } from '@/components/social/follow-button';
import { Avatar } from '@/components/ui/avatar';
import { LoginLink } from '@/components/ui/login-link';
import { paths } from '@/config/paths';
import { useApi } from '@/hooks/use-services';
import { useSession } from '@/hooks/use-session';
import { followUser, unfollowUser } from '@/lib/user-follows';
import { displayName } from '@/lib/user-display';
import { projectKey } from '../api/project-calls';
import { formatCount } from '@storyfund/shared/numbers';

/** Who runs the project, with a follow button (users followers API). */
export function OwnerCard({ project }: { project: Project }) {
  const api = useApi();
  const { isAuthenticated, userId } = useSession();
  const { mutate } = useSWRConfig();
  const owner = project.owner;
  const name = displayName(owner);
  const isSelf = userId === String(owner.id);

  async function toggle(follow: boolean) {
    const counters = await (follow ? followUser(api, owner.id) : unfollowUser(api, owner.id));
    await mutate(
      projectKey(project.id, userId),
      (current: Project | undefined) =>
        current && {
          ...current,
          owner: {
            ...current.owner,
            followers_count: counters.followers_count,
            logged_in_user_is_follower: counters.logged_in_user_is_follower,
          },
          ...(current.user ? { user: { ...current.user, is_follower_of_owner: counters.logged_in_user_is_follower } } : {}),
        },
      { revalidate: false },
    );
  }

  return (
    <section className="owner-card panel" aria-labelledby="owner-card-title">
      <h2 className="visually-hidden" id="owner-card-title">
        About the storyteller
      </h2>
      <div className="owner-card__head">
        <Avatar name={name} photoUrl={owner.photo_url} size="large" />
        <div className="owner-card__text">
          <p className="owner-card__name">
            <Link to={paths.profile(owner.id)}>{name}</Link>
          </p>
          <p className="muted">
            {owner.is_partner ? 'Partner organisation · ' : ''}
            {formatCount(owner.followers_count)} {owner.followers_count === 1 ? 'follower' : 'followers'}
          </p>
        </div>
      </div>
      {owner.bio ? <p className="owner-card__bio">{owner.bio}</p> : null}
      {isSelf ? null : isAuthenticated ? (
        <FollowButton name={name} following={owner.logged_in_user_is_follower === true} onToggle={toggle} />
      ) : (
        <LoginLink className="button button--secondary">Log in to follow {name}</LoginLink>
      )}
    </section>
  );
}
