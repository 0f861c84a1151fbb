import { useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { PROJECT_SORTS, type ProjectSort } from '@storyfund/shared/constants';
import type { ProjectDraftList } from '@storyfund/shared/contract';
import { ProjectCard } from '@/components/projects/project-card';
import { ProjectFeed } from '@/components/projects/project-feed';
import { paths } from '@/config/paths';
import { formatUtcDate } from '@storyfund/shared/dates';

const PROFILE_PAGE_SIZE = 12;

/** The owner's unfinished project (the project form resumes the latest draft). */
function LatestDraft({ viewerId }: { viewerId: string }) {
  const { data } = useSWR<ProjectDraftList>(['/project-drafts?limit=1', viewerId]);
  const draft = data?.data[0];
  if (!draft) return null;
  const title = typeof draft.data.title === 'string' && draft.data.title.trim() ? draft.data.title.trim() : 'Untitled project';
  return (
    <div className="panel profile-draft">
      <p>
        <span className="badge">Draft</span> {title} <span className="muted">· saved {formatUtcDate(draft.updated_at)}</span>
      </p>
      <Link className="button button--secondary" to={paths.projectCreate}>
        Continue your draft
      </Link>
    </div>
  );
}

/**
 * The profile's Projects child: active projects with a title search and the four sorts (spec §9), then the closed
 * ones apart; the owner ("My projects") also sees its unfinished draft.
 */
export function ProfileProjects({ profileId, viewerId, isOwn }: { profileId: string; viewerId: string | null; isOwn: boolean }) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<ProjectSort>('Newest');
  return (
    <section className="profile-section" aria-labelledby="profile-projects-title">
      <h2 id="profile-projects-title">{isOwn ? 'My projects' : 'Projects'}</h2>
      {isOwn && viewerId ? <LatestDraft viewerId={viewerId} /> : null}
      <form className="profile-projects__filters" role="search" aria-label="Search these projects" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label className="field__label" htmlFor="profile-projects-query">
            Search by title
          </label>
          <input
            id="profile-projects-query"
            className="field__control"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="profile-projects-sort">
            Sort by
          </label>
          <select
            id="profile-projects-sort"
            className="field__control"
            value={sort}
            onChange={(e) => setSort(e.target.value as ProjectSort)}
          >
            {PROJECT_SORTS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
      </form>
      <ProjectFeed
        listing={{ kind: 'owner', ownerId: profileId, query, sort }}
        viewerId={viewerId}
        label={isOwn ? 'My active projects' : 'Active projects'}
        pageSize={PROFILE_PAGE_SIZE}
        empty={{
          title: query.trim() ? 'No project matches this search' : 'No active projects yet',
          body: isOwn ? (
            <p>
              <Link to={paths.projectCreate}>Start a project</Link>
            </p>
          ) : undefined,
        }}
      />
      <h3 className="profile-section__subtitle">Closed projects</h3>
      <ProjectFeed
        listing={{ kind: 'closed', ownerId: profileId }}
        viewerId={viewerId}
        label="Closed projects"
        pageSize={PROFILE_PAGE_SIZE}
        empty={{ title: 'No closed projects' }}
      />
    </section>
  );
}

/** The profile's Sponsor child: its sponsored projects, each with its sponsorship details. */
export function ProfileSponsored({ profileId, viewerId }: { profileId: string; viewerId: string | null }) {
  return (
    <section className="profile-section" aria-labelledby="profile-sponsor-title">
      <h2 id="profile-sponsor-title">Sponsored projects</h2>
      <ProjectFeed
        listing={{ kind: 'owner', ownerId: profileId, sponsored: true }}
        viewerId={viewerId}
        label="Sponsored projects"
        pageSize={PROFILE_PAGE_SIZE}
        empty={{ title: 'No sponsored projects', body: <p>Projects sponsored through Storyfund’s sponsorship programme show here.</p> }}
        renderItem={(project) => (
          <ProjectCard project={project}>
            <dl className="sponsorship">
              {project.project_sponsor_name ? (
                <>
                  <dt>Sponsor</dt>
                  <dd>{project.project_sponsor_name}</dd>
                </>
              ) : null}
              {project.project_sponsor_type ? (
                <>
                  <dt>Sponsorship</dt>
                  <dd>{project.project_sponsor_type}</dd>
                </>
              ) : null}
              {project.sponsorship_project ? (
                <>
                  <dt>Programme</dt>
                  <dd>
                    <Link to={paths.project(project.sponsorship_project.id)}>{project.sponsorship_project.title}</Link>
                  </dd>
                </>
              ) : null}
            </dl>
          </ProjectCard>
        )}
      />
    </section>
  );
}
