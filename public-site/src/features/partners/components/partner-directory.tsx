import { Link, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import type { PartnerCardList } from '@storyfund/shared/contract';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { errorText } from '@/lib/errors';
import { PARTNER_PAGE_SIZE, partnerListingPath } from '../partner-directory-request';
import type { PartnerFilter, PartnerListing } from '../partner-directory-request';
import { PartnerCard } from './partner-card';
import { PartnerCardSkeleton } from './partners-loading';
import { formatCount } from '@storyfund/shared/numbers';

export interface PartnerDirectoryProps {
  listing: PartnerListing;
  filter: PartnerFilter;
  /** Names the list for assistive technology. */
  label: string;
  emptyTitle: string;
}

/** `?page=` of the address, 1 when missing or not a positive whole number. */
function usePage(): [number, (page: number) => string] {
  const [params] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const href = (target: number) => {
    const next = new URLSearchParams(params);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  return [page, href];
}

/** One page of partner cards (8), with a loading state, an empty state, a retry and page links. */
export function PartnerDirectory({ listing, filter, label, emptyTitle }: PartnerDirectoryProps) {
  const [page, href] = usePage();
  const { data, error, isLoading, mutate } = useSWR<PartnerCardList>(partnerListingPath(listing, page, filter));
  if (isLoading) {
    return (
      <div aria-busy="true">
        <Loading label="Loading partners…" />
        <ul className="partner-grid" aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <PartnerCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (error || !data) {
    return <ErrorState title="These partners could not be loaded" message={errorText(error)} onRetry={() => void mutate()} />;
  }
  const pages = Math.max(1, Math.ceil(data.total / PARTNER_PAGE_SIZE));
  if (data.data.length === 0) {
    return (
      <EmptyState title={page > pages ? 'There is no such page' : emptyTitle}>
        {page > 1 ? <Link to={href(1)}>Back to the first page</Link> : <p>Try another category or country, or come back soon.</p>}
      </EmptyState>
    );
  }
  return (
    <>
      <p className="muted" role="status">
        {formatCount(data.total)} {data.total === 1 ? 'partner' : 'partners'}
        {pages > 1 ? ` · page ${page} of ${pages}` : ''}
      </p>
      <ul className="partner-grid" aria-label={label}>
        {data.data.map((partner) => (
          <li key={partner.id}>
            <PartnerCard partner={partner} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="pager" aria-label="Pages">
          {page > 1 ? (
            <Link className="button button--secondary" to={href(page - 1)} rel="prev">
              Previous page
            </Link>
          ) : null}
          {page < pages ? (
            <Link className="button button--secondary" to={href(page + 1)} rel="next">
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
