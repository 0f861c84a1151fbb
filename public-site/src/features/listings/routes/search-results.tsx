import { Link, useParams } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { ProjectFeed } from '@/components/projects/project-feed';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import '../listings.css';

/** /all-results/:id: the projects matching the search words (title, description, owner name). */
export function SearchResultsRoute() {
  const { id = '' } = useParams();
  const { userId } = useSession();
  const query = id.trim();
  if (query === '') {
    return (
      <Page title="Search">
        <p>Type a few words in the search box above to find projects.</p>
      </Page>
    );
  }
  return (
    <Page title={`Results for “${query}”`}>
      <ProjectFeed
        listing={{ kind: 'search', q: query }}
        viewerId={userId}
        label={`Projects matching ${query}`}
        empty={{
          title: `No projects match “${query}”`,
          body: (
            <p>
              Try other words, or <Link to={paths.global}>browse every project</Link>.
            </p>
          ),
        }}
      />
    </Page>
  );
}
