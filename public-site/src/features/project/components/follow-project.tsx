import { useSWRConfig } from 'swr';
import type { Project } from '@storyfund/shared/contract';
import { FollowButton } from '@/components/social/follow-button';
import { LoginLink } from '@/components/ui/login-link';
import { useApi } from '@/hooks/use-services';
import { useSession } from '@/hooks/use-session';
import { projectKey, setProjectFollow } from '../api/project-calls';

/** Follow the project itself (its updates reach the follower); the counts come back from the server. */
export function FollowProject({ project }: { project: Project }) {
  const api = useApi();
  const { isAuthenticated, userId } = useSession();
  const { mutate } = useSWRConfig();
  if (!isAuthenticated) return <LoginLink className="button button--primary">Log in to follow this project</LoginLink>;

  async function toggle(follow: boolean) {
    const state = await setProjectFollow(api, project.id, follow);
    await mutate(
      projectKey(project.id, userId),
      (current: Project | undefined) =>
        current && {
          ...current,
          followers_count: state.followers_count,
          ...(current.user ? { user: { ...current.user, is_follower_of_project: state.is_follower_of_project } } : {}),
        },
      { revalidate: false },
    );
  }

  return <FollowButton name="this project" following={project.user?.is_follower_of_project === true} onToggle={toggle} />;
}
