import { useState } from 'react';
import useSWR from 'swr';
import { formatUtcDateTime } from '@storyfund/shared/dates';
import { formatCents } from '@storyfund/shared/money';
import { PAGE_SIZES } from '@storyfund/shared/constants';
import { ErrorState, Loading } from '@/components/feedback/states';
import { errorText, isStatus } from '@/lib/errors';
import { donorDetailKey, type DonorDetail } from '../api/donation-calls';
import { monthlyText } from '../format';
import { DonationRows } from './donation-rows';
import { Pager } from './pager';
import { formatCount } from '@storyfund/shared/numbers';

/** What a named donor gave the partner: the figures, then their gifts (anonymous ones are in neither). */
export function DonorSummary({ partnerId, donorId, partnerName }: { partnerId: number; donorId: number; partnerName: string }) {
  const [offset, setOffset] = useState(0);
  const { data, error, mutate } = useSWR<DonorDetail>(donorDetailKey(partnerId, donorId, offset), {
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
  if (isStatus(error, 404)) return <p>This donor has no named gift to {partnerName}.</p>;
  if (error) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
  if (!data) return <Loading label="Loading the donor…" />;
  return (
    <div className="donations">
      <section aria-labelledby="donor-figures-heading" className="donations__section">
        <h2 id="donor-figures-heading">{data.donor.name}</h2>
        {data.donor.email ? <p className="donations__meta">{data.donor.email}</p> : null}
        <dl className="donations__figures">
          <div>
            <dt>Lifetime given</dt>
            <dd>{formatCents(data.lifetime_cents)}</dd>
          </div>
          <div>
            <dt>Gifts</dt>
            <dd>{formatCount(data.gifts_count)}</dd>
          </div>
          <div>
            <dt>First gift</dt>
            <dd>{formatUtcDateTime(data.first_gift_at)}</dd>
          </div>
          <div>
            <dt>Last gift</dt>
            <dd>{formatUtcDateTime(data.last_gift_at)}</dd>
          </div>
          <div>
            <dt>Monthly giving</dt>
            <dd>{monthlyText(data.monthly)}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="donor-gifts-heading" className="donations__section">
        <h2 id="donor-gifts-heading">Their gifts to {partnerName}</h2>
        <DonationRows partnerId={partnerId} rows={data.gifts.data} caption={`Gifts from ${data.donor.name}`} showDonor={false} />
        <Pager label="Gift pages" offset={offset} pageSize={PAGE_SIZES.gifts} total={data.gifts.total} onOffset={setOffset} />
      </section>
    </div>
  );
}
