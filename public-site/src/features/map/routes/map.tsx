import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import type { CountryCount } from '@storyfund/shared/contract';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { Page } from '@/components/layout/page';
import { ProjectFeed } from '@/components/projects/project-feed';
import { useSession } from '@/hooks/use-session';
import { errorText } from '@/lib/errors';
import '../map.css';

// d3-geo, topojson-client and the atlas load only when the map is shown.
const WorldMap = lazy(() => import('../components/world-map').then((module) => ({ default: module.WorldMap })));

/** /map: projects by country on a world map; choosing a country lists its projects. */
export function MapRoute() {
  const [params, setParams] = useSearchParams();
  const { userId } = useSession();
  const { data, error, isLoading, mutate } = useSWR<{ data: CountryCount[]; total: number }>('/projects/by-country');
  const selected = params.get('country')?.toUpperCase() ?? null;

  function select(code: string) {
    setParams({ country: code }, { preventScrollReset: true });
  }

  let body;
  if (isLoading) body = <Loading label="Loading the map…" />;
  else if (error || !data) body = <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
  else if (data.data.length === 0) body = <EmptyState title="No projects on the map yet" />;
  else {
    const counts = new Map(data.data.map((entry) => [entry.country_code, { name: entry.country_name, count: entry.count }]));
    const chosen = selected ? counts.get(selected) : undefined;
    body = (
      <>
        <div className="world-map__frame">
          <Suspense fallback={<Loading label="Drawing the map…" />}>
            <WorldMap counts={counts} selected={selected} onSelect={select} />
          </Suspense>
        </div>
        <nav aria-label="Countries with projects">
          <ul className="country-list">
            {data.data.map((entry) => (
              <li key={entry.country_code}>
                <button
                  type="button"
                  className={entry.country_code === selected ? 'chip chip--active' : 'chip'}
                  aria-pressed={entry.country_code === selected}
                  onClick={() => select(entry.country_code)}
                >
                  {entry.country_name} <span className="muted">({entry.count})</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        {selected ? (
          <section className="map-results" aria-labelledby="map-results-title">
            <h2 id="map-results-title" className="section-title">
              Projects in {chosen?.name ?? selected}
            </h2>
            <ProjectFeed
              listing={{ kind: 'country', countryCode: selected }}
              viewerId={userId}
              label={`Projects in ${chosen?.name ?? selected}`}
              empty={{ title: `No projects in ${chosen?.name ?? selected} right now` }}
              keep={(project) => project.country_code === selected}
            />
          </section>
        ) : (
          <p className="muted">Choose a country on the map or in the list to see its projects.</p>
        )}
      </>
    );
  }
  return <Page title="Projects around the world">{body}</Page>;
}
