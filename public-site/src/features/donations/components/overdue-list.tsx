import { useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { PAGE_SIZES } from '@storyfund/shared/constants';
import { formatUtcDate } from '@storyfund/shared/dates';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorText } from '@/lib/errors';
import { overdueKey, type OverdueProjectList } from '../api/donation-calls';
import type { SortDirection } from '../filters';
import { daysText } from '../format';
import { Pager } from './pager';
import { formatCount } from '@storyfund/shared/numbers';

const DIRECTIONS = [
  { value: 'desc', label: 'Longest waiting first' },
  { value: 'asc', label: 'Shortest waiting first' },
] as const;

/** The partner's projects due for an update, 100 a page, each a link to write that update. */
export function OverdueList({ partnerId }: { partnerId: number }) {
  const [typed, setTyped] = useState('');
  const [direction, setDirection] = useState<SortDirection>('desc');
  const [offset, setOffset] = useState(0);
  const query = useDebouncedValue(typed, 400);
  const { data, error, isLoading, mutate } = useSWR<OverdueProjectList>(overdueKey(partnerId, query, direction, offset), {
    keepPreviousData: true,
  });
  return (
    <div className="donations">
      <form
        className="donations__filters"
        role="search"
        aria-label="Search projects due for an update"
        onSubmit={(e) => e.preventDefault()}
      >
        <TextField
          label="Search by title"
          name="query"
          type="search"
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setOffset(0);
          }}
        />
        <SelectField
          label="Order"
          name="sort_direction"
          value={direction}
          options={DIRECTIONS}
          onChange={(e) => {
            setDirection(e.target.value === 'asc' ? 'asc' : 'desc');
            setOffset(0);
          }}
        />
      </form>
      {isLoading && !data ? <Loading label="Loading the projects…" /> : null}
      {error ? <ErrorState message={errorText(error)} onRetry={() => void mutate()} /> : null}
      {data && data.total === 0 ? (
        <EmptyState title={query.trim() ? 'No project matches' : 'Every project is up to date'}>
          <p>{query.trim() ? 'Try another title.' : 'Funded projects appear here when a month passes without an update.'}</p>
        </EmptyState>
      ) : null}
      {data && data.total > 0 ? (
        <>
          <p>
            {formatCount(data.total)} project{data.total === 1 ? '' : 's'} due for an update
          </p>
          <ul className="row-list" aria-label="Projects due for an update">
            {data.data.map((project) => (
              <li key={project.id} className="row-list__item">
                <div className="row-list__who">
                  <Link to={paths.project(project.id)}>
                    <strong>{project.title}</strong>
                  </Link>
                  <span className="donations__meta">
                    Waiting {daysText(project.days_waiting)} · funded {formatUtcDate(project.funded_at)} ·{' '}
                    {project.last_update_at ? `last update ${formatUtcDate(project.last_update_at)}` : 'no update yet'}
                  </span>
                </div>
                <Link className="button button--secondary button--small" to={paths.projectUpdate(project.id)}>
                  Write an update<span className="visually-hidden"> for {project.title}</span>
                </Link>
              </li>
            ))}
          </ul>
          <Pager label="Project pages" offset={offset} pageSize={PAGE_SIZES.partnerOverdue} total={data.total} onOffset={setOffset} />
        </>
      ) : null}
    </div>
  );
}
