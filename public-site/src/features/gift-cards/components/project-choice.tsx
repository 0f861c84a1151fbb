import { Link } from 'react-router-dom';
import useSWR from 'swr';
import type { ProjectList } from '@storyfund/shared/contract';
import { ProjectCard } from '@/components/projects/project-card';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { errorText } from '@/lib/errors';
import { listingRequest } from '@/lib/project-listings';
import { giveWithCardPath } from '../gift-card-paths';

/** Projects still raising, newest first: each links to its give panel with the card filled in. */
export function ProjectChoice({ code }: { code: string }) {
  const { data, error, isLoading, mutate } = useSWR<ProjectList>(listingRequest({ kind: 'newest' }, { limit: 24, offset: 0 }));
  if (isLoading) return <Loading label="Loading projects…" />;
  if (error || !data) return <ErrorState title="Projects could not be loaded" message={errorText(error)} onRetry={() => void mutate()} />;
  if (data.data.length === 0) return <EmptyState title="No project is raising money right now" />;
  return (
    <section aria-labelledby="gift-card-projects-title">
      <h2 id="gift-card-projects-title">Choose a project</h2>
      <ul className="gift-cards__projects">
        {data.data.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project}>
              <Link
                className="button button--primary"
                to={giveWithCardPath(project.id, code)}
                aria-label={`Give with this card to ${project.title}`}
              >
                Give with this card
              </Link>
            </ProjectCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
