import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Project } from '@storyfund/shared/contract';
import { paths } from '@/config/paths';
import { projectThumbnail } from '@/lib/media';
import { displayName } from '@/lib/user-display';
import { ProgressBar } from './progress-bar';

function Picture({ project }: { project: Project }) {
  const thumbnail = projectThumbnail(project);
  if (thumbnail.kind === 'image') return <img className="project-card__media" src={thumbnail.url} alt="" loading="lazy" />;
  if (thumbnail.kind === 'video')
    return <video className="project-card__media" src={thumbnail.url} preload="metadata" muted playsInline aria-hidden="true" />;
  return <span className="project-card__media project-card__media--empty" aria-hidden="true" />;
}

export interface ProjectCardProps {
  project: Project;
  /** Extra content under the progress bar (e.g. a final update). */
  children?: ReactNode;
}

/** A project in a listing: picture, title, owner, country, progress and the funded badge. */
export function ProjectCard({ project, children }: ProjectCardProps) {
  const titleId = `project-card-${project.id}`;
  const country = project.country_name;
  return (
    <article className="project-card" aria-labelledby={titleId}>
      <Link to={paths.project(project.id)} tabIndex={-1} aria-hidden="true" className="project-card__picture">
        <Picture project={project} />
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
