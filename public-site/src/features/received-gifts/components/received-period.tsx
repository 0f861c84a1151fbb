import { useState } from 'react';
import useSWR from 'swr';
import { formatCents } from '@storyfund/shared/money';
import { formatUtcDate } from '@storyfund/shared/dates';
import { ErrorState, Loading } from '@/components/feedback/states';
import { PeriodForm, thisYearToDate } from '@/components/form/period-form';
import { errorText, firstFieldErrors } from '@/lib/errors';
import { receivedPeriodKey } from '../api/received-gifts-calls';
import type { ReceivedGiftsInPeriod } from '@storyfund/shared/contract';

const day = (date: string) => formatUtcDate(`${date}T00:00:00Z`);

/** The count and total of the gifts received between two days (both included, UTC). */
export function ReceivedPeriodTotal({ userId }: { userId: string }) {
  const [period, setPeriod] = useState(thisYearToDate);
  const { data, error, isLoading, mutate } = useSWR<ReceivedGiftsInPeriod>(receivedPeriodKey(userId, period.from, period.to));

  const serverErrors = error ? firstFieldErrors(error) : {};
  return (
    <section aria-labelledby="received-period-heading">
      <h3 id="received-period-heading">Totals by period</h3>
      <PeriodForm className="received-gifts__period" period={period} onPeriod={setPeriod} errors={serverErrors} submitLabel="Show total" />
      {isLoading ? <Loading label="Loading the total…" /> : null}
      {error && Object.keys(serverErrors).length === 0 ? <ErrorState message={errorText(error)} onRetry={() => void mutate()} /> : null}
      {data && !error && !isLoading ? (
        <p className="received-gifts__summary" role="status">
          {data.total === 1 ? '1 gift' : `${data.total} gifts`} received from {day(data.datestart)} to {day(data.dateend)}:{' '}
          <strong>{formatCents(data.total_amount_cents)}</strong>
        </p>
      ) : null}
    </section>
  );
}
