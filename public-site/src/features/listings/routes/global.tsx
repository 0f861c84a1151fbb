import { Navigate, useSearchParams } from 'react-router-dom';
import { isProjectSort, PROJECT_SORTS, ROUTING_CATEGORIES } from '@storyfund/shared/constants';
import { resolveGlobalCategory } from '@storyfund/shared/routing';
import { SelectField } from '@/components/form/select-field';
import { Page } from '@/components/layout/page';
import { ProjectFeed } from '@/components/projects/project-feed';
import { useSession } from '@/hooks/use-session';
import '../listings.css';

const CATEGORY_OPTIONS = ROUTING_CATEGORIES.map((category) => ({ value: category, label: category }));
const SORT_OPTIONS = PROJECT_SORTS.map((sort) => ({ value: sort, label: sort }));

/** /global/:type?: every active project, by an optional category query (an unknown one goes to /global) and a sort. */
export function GlobalRoute() {
  const [params, setParams] = useSearchParams();
  const { userId } = useSession();
  const decision = resolveGlobalCategory(params);
  if (decision.kind === 'navigate') return <Navigate to={decision.to} replace />;
  const sortParam = params.get('sort');
  const sort = isProjectSort(sortParam) ? sortParam : undefined;

  function change(name: 'category' | 'sort', value: string) {
    const next = new URLSearchParams(params);
    if (value === '') next.delete(name);
    else next.set(name, value);
    setParams(next);
  }

  const title = decision.category ? `${decision.category} projects around the world` : 'Projects around the world';
  return (
    <Page title={title}>
      <form className="form form--inline listing-filters" aria-label="Filter projects" onSubmit={(event) => event.preventDefault()}>
        <SelectField
          label="Category"
          name="category"
          value={decision.category ?? ''}
          placeholder="All categories"
          options={CATEGORY_OPTIONS}
          onChange={(event) => change('category', event.target.value)}
        />
        <SelectField
          label="Sort by"
          name="sort"
          value={sort ?? ''}
          placeholder="Newest (default)"
          options={SORT_OPTIONS}
          onChange={(event) => change('sort', event.target.value)}
        />
      </form>
      <ProjectFeed
        listing={{ kind: 'global', category: decision.category, sort }}
        viewerId={userId}
        label={title}
        empty={{ title: decision.category ? `No ${decision.category.toLowerCase()} projects right now` : 'No projects yet' }}
      />
    </Page>
  );
}
