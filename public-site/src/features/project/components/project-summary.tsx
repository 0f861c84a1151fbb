import { Link } from 'react-router-dom';
import { categoryRoutePath } from '@storyfund/shared/constants';
import type { Project } from '@storyfund/shared/contract';
import { ProgressBar } from '@/components/projects/progress-bar';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { displayName } from '@/lib/user-display';
import { FollowProject } from './follow-project';
import { ShareButton } from './share-button';
import { formatCount } from '@storyfund/shared/numbers';

/** Title, badges, owner, place and categories, progress, and the follow and share actions. */
export function ProjectSummary({ project, headingLevel = 1 }: { project: Project; headingLevel?: 1 | 2 }) {
  const { userId } = useSession();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="project-summary">
      <p className="project-summary__badges">
        {project.is_funded ? <span className="badge badge--ok">Funded</span> : null}
        {project.is_staff_pick ? <span className="badge badge--warn">Staff pick</span> : null}
        {project.status === 'closed' ? <span className="badge badge--muted">Closed</span> : null}
      </p>
      <Heading className="page__title project-summary__title">{project.title}</Heading>
      <p className="muted project-summary__meta">
        By <Link to={paths.profile(project.owner.id)}>{displayName(project.owner)}</Link>
        {project.country_name ? ` · ${project.country_name}` : ''}
      </p>
      {project.categories.length > 0 ? (
        <ul className="chips" aria-label="Categories">
          {project.categories.map((category) => (
            <li key={category}>
              <Link className="chip" to={categoryRoutePath(category)}>
                {category}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <ProgressBar
        raisedCents={project.stats.amount_raised_cents}
        goalCents={project.goal_amount_cents}
        label={project.title}
        size="large"
      />
      <p className="muted project-summary__counts">
        {formatCount(project.gifts_count)} {project.gifts_count === 1 ? 'gift' : 'gifts'} · {formatCount(project.followers_count)}{' '}
        {project.followers_count === 1 ? 'follower' : 'followers'}
      </p>
      <div className="project-summary__actions">
        <FollowProject project={project} />
        <ShareButton title={project.title} sharerId={userId} />
      </div>
    </div>
  );
}
