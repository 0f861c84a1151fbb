import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { formatCents } from '@storyfund/shared/money';
import { formatUtcDate } from '@storyfund/shared/dates';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { FormAlert, FormStatus } from '@/components/form/form-alert';
import { PeriodForm, thisYearToDate } from '@/components/form/period-form';
import type { DayPeriod } from '@/components/form/period-form';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useApi } from '@/hooks/use-services';
import { errorText, firstFieldErrors } from '@/lib/errors';
import { saveFile } from '@/lib/save-file';
import { emailReceipt, emailStatement, loadPeriod, statementsKey } from '../api/gift-history-calls';
import type { GivenGiftInPeriod, GivenGiftsInPeriod, StatementYearList } from '@storyfund/shared/contract';
import '../gift-history.css';

type Period = DayPeriod;

/** What one row action is doing, and how it went (one message for the whole list, announced). */
interface ActionState {
  busy?: string;
  done?: string;
  failed?: string;
}

/** "Your giving" on /personal: gifts in a period with their tax receipts, and the yearly statements. */
export function GivingHistory({ userId }: { userId: string }) {
  const [period, setPeriod] = useState<Period>(thisYearToDate);
  return (
    <div className="giving-history">
      <PeriodGifts userId={userId} period={period} onPeriod={setPeriod} />
      <Statements userId={userId} />
    </div>
  );
}

function PeriodGifts({ userId, period, onPeriod }: { userId: string; period: Period; onPeriod: (p: Period) => void }) {
  const api = useApi();
  const [pages, setPages] = useState<GivenGiftsInPeriod[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'more' | 'error'>('loading');
  const [error, setError] = useState<unknown>();
  const [action, setAction] = useState<ActionState>({});

  async function load(offset: number) {
    setStatus(offset === 0 ? 'loading' : 'more');
    try {
      const page = await loadPeriod(api, userId, period.from, period.to, offset);
      setPages((old) => (offset === 0 ? [page] : [...old, page]));
      setStatus('ready');
    } catch (err) {
      setError(err);
      setStatus('error');
    }
  }
  useEffect(() => {
    void load(0);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, period.from, period.to]);

  async function run(key: string, work: () => Promise<string>) {
    setAction({ busy: key });
    try {
      setAction({ done: await work() });
    } catch (err) {
      setAction({ failed: errorText(err) });
    }
  }
  const download = (gift: GivenGiftInPeriod) =>
    run(`download-${gift.id}`, async () => {
      await saveFile(api, `gifts/${gift.id}/receipt`, `storyfund-receipt-${gift.id}.pdf`);
      return 'Your receipt is downloading.';
    });
  const resend = (gift: GivenGiftInPeriod) =>
    run(`email-${gift.id}`, async () => `We emailed receipt ${(await emailReceipt(api, userId, gift.id)).receipt_number} to you.`);

  const first = pages[0];
  const gifts = pages.flatMap((p) => p.data);
  const fieldErrors = status === 'error' ? firstFieldErrors(error) : {};
  return (
    <section aria-labelledby="giving-period-heading">
      <h3 id="giving-period-heading">Your gifts</h3>
      <PeriodForm className="giving-history__period" period={period} onPeriod={onPeriod} errors={fieldErrors} submitLabel="Show gifts" />
      {status === 'loading' ? <Loading label="Loading your gifts…" /> : null}
      {status === 'error' && Object.keys(fieldErrors).length === 0 ? (
        <ErrorState message={errorText(error)} onRetry={() => void load(0)} />
      ) : null}
      {first && status !== 'loading' ? (
        <>
          <p className="giving-history__summary">
            {first.total === 1 ? '1 gift' : `${first.total} gifts`} from {formatUtcDate(`${first.datestart}T00:00:00Z`)} to{' '}
            {formatUtcDate(`${first.dateend}T00:00:00Z`)}: <strong>{formatCents(first.total_amount_cents)}</strong>
          </p>
          <FormAlert message={action.failed} />
          <FormStatus message={action.done} />
          {gifts.length === 0 ? (
            <EmptyState title="No gifts in this period">
              <p>
                Find a project to support on <Link to={paths.staffPicks}>Staff picks</Link>.
              </p>
            </EmptyState>
          ) : (
            <ul className="giving-history__list">
              {gifts.map((gift) => (
                <li key={gift.id} className="giving-history__gift">
                  <span className="giving-history__date">{formatUtcDate(gift.gift_at)}</span>
                  <Link to={paths.project(gift.project.id)}>{gift.project.title}</Link>
                  <span className="giving-history__amount">
                    {formatCents(gift.amount_cents)}
                    {gift.monthly_gift ? ' (monthly)' : ''}
                    {gift.tip_cents > 0 ? ` + ${formatCents(gift.tip_cents)} tip` : ''}
                  </span>
                  {gift.tax_exempt_gift ? (
                    <span className="giving-history__receipt">
                      <Button
                        variant="link"
                        busy={action.busy === `download-${gift.id}`}
                        busyLabel="Preparing…"
                        onClick={() => void download(gift)}
                        aria-label={`Download the receipt for ${gift.project.title}, ${formatUtcDate(gift.gift_at)}`}
                      >
                        Receipt (PDF)
                      </Button>
                      <Button
                        variant="link"
                        busy={action.busy === `email-${gift.id}`}
                        busyLabel="Sending…"
                        onClick={() => void resend(gift)}
                        aria-label={`Email the receipt for ${gift.project.title}, ${formatUtcDate(gift.gift_at)}`}
                      >
                        Email it
                      </Button>
                    </span>
                  ) : (
                    <span className="giving-history__note">No tax receipt (recipient is not tax-exempt)</span>
                  )}
                </li>
              ))}
            </ul>
          )}
          {first && gifts.length < first.total ? (
            <Button variant="secondary" busy={status === 'more'} busyLabel="Loading…" onClick={() => void load(gifts.length)}>
              Show more gifts
            </Button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function Statements({ userId }: { userId: string }) {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR<StatementYearList>(statementsKey(userId));
  const [action, setAction] = useState<ActionState>({});
  async function run(key: string, work: () => Promise<string>) {
    setAction({ busy: key });
    try {
      setAction({ done: await work() });
      void mutate();
    } catch (err) {
      setAction({ failed: errorText(err) });
    }
  }
  return (
    <section aria-labelledby="giving-statements-heading">
      <h3 id="giving-statements-heading">Yearly statements</h3>
      <p className="giving-history__hint">
        One PDF per year with every gift and its receipt number. We email last year&apos;s statement every January.
      </p>
      {isLoading ? <Loading label="Loading your statements…" /> : null}
      {error ? <ErrorState message={errorText(error)} onRetry={() => void mutate()} /> : null}
      <FormAlert message={action.failed} />
      <FormStatus message={action.done} />
      {data && data.data.length === 0 ? <p>Your statements appear here after your first gift.</p> : null}
      {data && data.data.length > 0 ? (
        <ul className="giving-history__list">
          {data.data.map((y) => (
            <li key={y.year} className="giving-history__gift">
              <strong>{y.year}</strong>
              <span>
                {y.gifts_count === 1 ? '1 gift' : `${y.gifts_count} gifts`}, {formatCents(y.total_cents)} ({formatCents(y.tax_exempt_cents)}{' '}
                to tax-exempt partners)
              </span>
              <span className="giving-history__receipt">
                <Button
                  variant="link"
                  busy={action.busy === `pdf-${y.year}`}
                  busyLabel="Preparing…"
                  onClick={() =>
                    void run(
                      `pdf-${y.year}`,
                      async () => (
                        await saveFile(api, `users/${userId}/annual-statements/${y.year}`, `storyfund-statement-${y.year}.pdf`),
                        `Your ${y.year} statement is downloading.`
                      ),
                    )
                  }
                  aria-label={`Download PDF: the ${y.year} statement`}
                >
                  Download PDF
                </Button>
                <Button
                  variant="link"
                  busy={action.busy === `mail-${y.year}`}
                  busyLabel="Sending…"
                  onClick={() =>
                    void run(
                      `mail-${y.year}`,
                      async () => `We emailed your ${y.year} statement to ${(await emailStatement(api, userId, y.year)).to}.`,
                    )
                  }
                  aria-label={`Email it: the ${y.year} statement`}
                >
                  Email it
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
