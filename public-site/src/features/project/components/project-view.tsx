import { useDeferredValue, useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import type { Project } from '@storyfund/shared/contract';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { errorText, isStatus } from '@/lib/errors';
import { projectSide } from '@/lib/project-side';
import { projectKey } from '../api/project-calls';
import { Givers } from './givers';
import { OwnerCard } from './owner-card';
import { OwnerControls } from './owner-controls';
import { ProjectMedia } from './project-media';
import { ProjectSummary } from './project-summary';
import { Timeline } from './timeline';
import '../project.css';

export type ProjectLayout = 'standard' | 'featured';

export interface ProjectViewProps {
  projectId: string | number;
  layout?: ProjectLayout;
  /** What goes under the summary once the project is loaded: the page puts the give panel there. */
  givePanel?: (project: Project) => ReactNode;
}

/** The project page (/project/:id, a custom project route, /woods) and its featured layout (/featuredproject/:id). */
export function ProjectView({ projectId, layout = 'standard', givePanel }: ProjectViewProps) {
  const session = useSession();
  const { data, error, isLoading, mutate } = useSWR<Project>(projectKey(projectId, session.userId));
  // SWR hands an answer over as an urgent update, which React renders in one piece; the whole page at once kept a
  // phone's main thread busy for ~175 ms when the answer came after the page's code. Deferred, the page renders in
  // slices that yield to the browser; until then the loading line stays (docs/performance.md "The project page's
  // blocking time and largest paint").
  const project = useDeferredValue(data);

  useEffect(() => {
    if (project) document.title = `${project.title} · Storyfund`;
  }, [project]);

  if (project === undefined && (isLoading || data !== undefined)) return <Loading label="Loading project…" />;
  if (isStatus(error, 404)) {
    return (
      <EmptyState title="We could not find this project">
        <p>
          It may have been removed. <Link to={paths.staffPicks}>See the staff picks</Link>
        </p>
      </EmptyState>
    );
  }
  if (error || !project)
    return <ErrorState title="This project could not be loaded" message={errorText(error)} onRetry={() => void mutate()} />;

  const side = projectSide(session.user, project.owner_id);
  const featured = layout === 'featured';
  return (
    <div className={`project project--${layout}`}>
      {featured ? <p className="project__eyebrow">Featured project</p> : null}
      {project.status === 'closed' ? (
        <p className="alert alert--error" role="status">
          This project is closed. Its story and updates stay here to read.
        </p>
      ) : null}
      <div className="project__top">
        <div className="project__media">
          <ProjectMedia project={project} />
        </div>
        <div className="project__summary">
          <ProjectSummary project={project} />
          {givePanel?.(project)}
        </div>
      </div>
      {side.canEdit || side.canPostUpdates ? <OwnerControls project={project} side={side} /> : null}
      <div className="project__columns">
        <div className="project__main">
          <section className="project__story" aria-labelledby="story-title">
            <h2 className="section-title" id="story-title">
              The story
            </h2>
            <p className="project__description">{project.description}</p>
          </section>
          <Timeline projectId={project.id} />
        </div>
        <aside className="project__aside" aria-label="About this project">
          <OwnerCard project={project} />
          <Givers projectId={project.id} />
        </aside>
      </div>
    </div>
  );
}
