import { useState } from 'react';
import type { FormEvent } from 'react';
import useSWR from 'swr';
import { formatCents } from '@storyfund/shared/money';
import { formatUtcDate } from '@storyfund/shared/dates';
import { ErrorState, Loading } from '@/components/feedback/states';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { errorText, firstFieldErrors } from '@/lib/errors';
import { receivedPeriodKey } from '../api/received-gifts-calls';
import type { ReceivedPeriod } from '../api/received-gifts-calls';

const today = () => new Date().toISOString().slice(0, 10);
const startOfYear = () => `${new Date().getUTCFullYear()}-01-01`;
const day = (date: string) => formatUtcDate(`${date}T00:00:00Z`);

/** The count and total of the gifts received between two days (both included, UTC). */
export function ReceivedPeriodTotal({ userId }: { userId: string }) {
  const [period, setPeriod] = useState({ from: startOfYear(), to: today() });
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [local, setLocal] = useState<Record<string, string>>({});
  const { data, error, isLoading, mutate } = useSWR<ReceivedPeriod>(receivedPeriodKey(userId, period.from, period.to));

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!from) problems.datestart = 'Please choose a start date';
    if (!to) problems.dateend = 'Please choose an end date';
    if (from && to && to < from) problems.dateend = 'The end date cannot be before the start date';
    setLocal(problems);
    if (Object.keys(problems).length === 0) setPeriod({ from, to });
  }

  const serverErrors = error ? firstFieldErrors(error) : {};
  const shown = { ...serverErrors, ...local };
  return (
    <section aria-labelledby="received-period-heading">
      <h3 id="received-period-heading">Totals by period</h3>
      <form className="received-gifts__period" onSubmit={submit} noValidate>
        <TextField label="From" name="datestart" type="date" value={from} onChange={(e) => setFrom(e.target.value)} error={shown.datestart} />
        <TextField label="To" name="dateend" type="date" value={to} onChange={(e) => setTo(e.target.value)} error={shown.dateend} />
        <Button type="submit" variant="secondary">
          Show total
        </Button>
      </form>
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
