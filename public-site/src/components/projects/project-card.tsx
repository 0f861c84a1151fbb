import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ProjectCard as Card } from '@storyfund/shared/contract';
import { paths } from '@/config/paths';
import { projectThumbnail } from '@/lib/media';
import { displayName } from '@/lib/user-display';
import { ProgressBar } from './progress-bar';

/** The card picture keeps its 16:9 box before it loads (width/height and the CSS aspect ratio): nothing moves. */
function Picture({ project, priority }: { project: Card; priority: boolean }) {
  const thumbnail = projectThumbnail(project);
  if (thumbnail.kind === 'image')
    return (
      <img
        className="project-card__media"
        src={thumbnail.url}
        alt=""
        width={640}
        height={360}
        // The first card of a page's first listing is its largest paint: fetched at once, first.
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
      />
    );
  if (thumbnail.kind === 'video')
    return <video className="project-card__media" src={thumbnail.url} preload="metadata" muted playsInline aria-hidden="true" />;
  return <span className="project-card__media project-card__media--empty" aria-hidden="true" />;
}

export interface ProjectCardProps {
  project: Card;
  /** Extra content under the progress bar (e.g. a final update). */
  children?: ReactNode;
  /** The page's first card (its likely largest paint): the picture loads eagerly, with high priority. */
  priority?: boolean;
}

/** A project in a listing: picture, title, owner, country, progress and the funded badge. */
export function ProjectCard({ project, children, priority = false }: ProjectCardProps) {
  const titleId = `project-card-${project.id}`;
  const country = project.country_name;
  return (
    <article className="project-card" aria-labelledby={titleId}>
      <Link to={paths.project(project.id)} tabIndex={-1} aria-hidden="true" className="project-card__picture">
        <Picture project={project} priority={priority} />
      </Link>
      <div className="project-card__body">
        {project.is_funded ? <span className="badge badge--ok project-card__badge">Funded</span> : null}
        <h3 className="project-card__title" id={titleId}>
          <Link to={paths.project(project.id)}>{project.title}</Link>
        </h3>
        <p className="project-card__meta muted">
          <span>{displayName(project.owner)}</span>
          {country ? <span> · {country}</span> : null}
        </p>
        <ProgressBar raisedCents={project.stats.amount_raised_cents} goalCents={project.goal_amount_cents} label={project.title} />
        {children}
      </div>
    </article>
  );
}

/** The shape of a card while its page loads. */
export function ProjectCardSkeleton() {
  return (
    <div className="project-card project-card--skeleton" aria-hidden="true">
      <span className="project-card__media skeleton" />
      <div className="project-card__body">
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--short" />
        <span className="skeleton skeleton--bar" />
      </div>
    </div>
  );
}
