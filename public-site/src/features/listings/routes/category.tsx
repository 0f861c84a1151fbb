import type { RoutingCategory } from '@storyfund/shared/constants';
import { Page } from '@/components/layout/page';
import { ProjectFeed } from '@/components/projects/project-feed';
import { useSession } from '@/hooks/use-session';
import { CategoryNav } from '../components/category-nav';
import '../listings.css';

/** One listing per category (/men … /water, /sports-and-arts, /refugee, /holiday). */
export function CategoryRoute({ category }: { category: RoutingCategory }) {
  const { userId } = useSession();
  const title = `${category} projects`;
  return (
    <Page title={title}>
      <CategoryNav />
      <ProjectFeed
        listing={{ kind: 'category', category }}
        viewerId={userId}
        label={title}
        empty={{ title: `No ${category.toLowerCase()} projects right now`, body: <p>Try another category, or come back soon.</p> }}
      />
    </Page>
  );
}
