import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorText, firstFieldErrors, isStatus } from '@/lib/errors';
import { DONATIONS_PAGE, donationsKey, type DonationList, type DonationOrder } from '../api/donation-calls';
import { apiFilterErrors, EMPTY_FILTERS, toDonationParams, type DonationForm, type DonationSort } from '../filters';
import { DonationFilters } from './donation-filters';
import { DonationRows } from './donation-rows';
import { DonationsExport } from './donations-export';
import { Pager } from './pager';
import { formatCount } from '@storyfund/shared/numbers';

/** How long typing settles before the table asks again. */
const SETTLE_MS = 400;

/** The partner donations table: filters, search, sort, server paging and the CSV export of the same view. */
export function DonationsTable({ partnerId }: { partnerId: number }) {
  const [form, setForm] = useState<DonationForm>(EMPTY_FILTERS);
  const [order, setOrder] = useState<DonationOrder>({ sort: 'gift_at', sort_direction: 'desc' });
  const [offset, setOffset] = useState(0);
  const settled = useDebouncedValue(form, SETTLE_MS);
  const { params, errors } = useMemo(() => toDonationParams(settled), [settled]);
  const valid = Object.keys(errors).length === 0;
  const { data, error, isLoading, isValidating, mutate } = useSWR<DonationList>(
    valid ? donationsKey(partnerId, params, order, offset) : null,
    { keepPreviousData: true, shouldRetryOnError: false },
  );
  const rejected = isStatus(error, 422) ? apiFilterErrors(firstFieldErrors(error)) : {};
  const filtered = Object.values(settled).some((value) => value !== '');

  const changeForm = (next: DonationForm) => {
    setForm(next);
    setOffset(0);
  };
  const sortBy = (sort: DonationSort) => {
    setOrder((current) => ({
      sort,
      sort_direction: current.sort === sort && current.sort_direction === 'desc' ? 'asc' : 'desc',
    }));
    setOffset(0);
  };

  return (
    <div className="donations">
      <DonationFilters partnerId={partnerId} form={form} errors={{ ...rejected, ...errors }} onChange={changeForm} />
      <DonationsExport partnerId={partnerId} params={params} order={order} disabled={!valid} />
      {!valid ? <p role="status">Correct the filters marked above to see the gifts.</p> : null}
      {valid && isLoading && !data ? <Loading label="Loading the donations…" /> : null}
      {error && !isStatus(error, 422) ? <ErrorState message={errorText(error)} onRetry={() => void mutate()} /> : null}
      {valid && data && data.total === 0 ? (
        <EmptyState title={filtered ? 'No gift matches these filters' : 'No gifts yet'}>
          <p>{filtered ? 'Widen the dates or amounts, or clear the filters.' : 'Gifts to your projects appear here as they arrive.'}</p>
        </EmptyState>
      ) : null}
      {valid && data && data.total > 0 ? (
        <>
          <p aria-live="polite">
            {formatCount(data.total)} gift{data.total === 1 ? '' : 's'}
            {isValidating ? ' (updating…)' : ''}
          </p>
          <DonationRows partnerId={partnerId} rows={data.data} caption="Gifts to your projects" order={order} onSort={sortBy} />
          <Pager label="Donation pages" offset={offset} pageSize={DONATIONS_PAGE} total={data.total} onOffset={setOffset} />
        </>
      ) : null}
    </div>
  );
}
