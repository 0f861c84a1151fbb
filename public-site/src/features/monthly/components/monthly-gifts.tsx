import { useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { formatCents } from '@storyfund/shared/money';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { AuthenticationDialog } from '@/components/payment/authentication-dialog';
import { useCardPayment } from '@/components/payment/use-card-payment';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useApi } from '@/hooks/use-services';
import { errorText } from '@/lib/errors';
import { cancelMonthly, monthlyListKey, payNowAdapter } from '../api/monthly-calls';
import type { Subscription, SubscriptionList } from '@storyfund/shared/contract';
import { needsConfirmation } from '../monthly-copy';
import { CancelDialog } from './cancel-dialog';
import { MonthlyRow } from './monthly-row';
import type { PaymentNotice } from './monthly-row';

interface Cancelling {
  subscription: Subscription;
  busy: boolean;
  error?: string;
}

/** The logged-in donor's monthly gifts, with "Change amount", "Change card", "Cancel monthly gift" and paying what is due. */
export function MonthlyGifts({ userId, confirmId }: { userId: string; confirmId: number | undefined }) {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR<SubscriptionList>(monthlyListKey(userId));
  const [cancelling, setCancelling] = useState<Cancelling | undefined>();
  const [notices, setNotices] = useState<Record<number, PaymentNotice>>({});
  const notify = (s: Subscription, notice: PaymentNotice) => setNotices((all) => ({ ...all, [s.id]: notice }));
  // "Pay now" / "Confirm payment" for an outstanding month; the list shows the new state after either answer.
  const payment = useCardPayment(payNowAdapter(api), {
    onPaid(_paid, s) {
      notify(s, { kind: 'success', text: `Thank you! This month's gift to ${s.project.title} is paid.` });
      void mutate();
    },
    onFailed(failure, s) {
      notify(s, { kind: 'error', text: failure.message });
      void mutate();
    },
  });
  const pay = (s: Subscription) => {
    setNotices(({ [s.id]: _, ...rest }) => rest);
    void payment.pay(s, { chargeCents: s.amount_cents + s.tip_cents });
  };
  const paying = (s: Subscription) => payment.active?.id === s.id && payment.busy;

  const replace = (next: Subscription) =>
    void mutate((page) => (page ? { ...page, data: page.data.map((s) => (s.id === next.id ? next : s)) } : page), { revalidate: false });

  async function cancel() {
    if (!cancelling) return;
    setCancelling({ ...cancelling, busy: true, error: undefined });
    try {
      const { subscription } = await cancelMonthly(api, cancelling.subscription.project_id);
      replace(subscription);
      setCancelling(undefined);
    } catch (err) {
      setCancelling({ ...cancelling, busy: false, error: errorText(err) });
    }
  }

  if (isLoading) return <Loading label="Loading your monthly gifts…" />;
  if (error || !data) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;

  const toConfirm = confirmId === undefined ? undefined : data.data.find((s) => s.id === confirmId);
  return (
    <>
      {confirmId !== undefined ? (
        <section className="monthly-confirm" aria-label="Payment to confirm">
          {toConfirm && needsConfirmation(toConfirm) ? (
            <>
              <p>
                Your bank asks you to confirm this month&apos;s payment of {formatCents(toConfirm.amount_cents + toConfirm.tip_cents)} for{' '}
                <strong>{toConfirm.project.title}</strong>.
              </p>
              <Button busy={paying(toConfirm)} busyLabel="Paying…" onClick={() => pay(toConfirm)}>
                Confirm this month&apos;s payment
              </Button>
            </>
          ) : (
            <p role="status">
              {toConfirm ? 'This monthly gift has no payment waiting for you.' : 'We could not find that monthly gift among yours.'}
            </p>
          )}
        </section>
      ) : null}
      {data.data.length === 0 ? (
        <EmptyState title="You have no monthly gifts yet">
          <p>
            Open any project and tick &quot;Give monthly&quot; in its give panel. <Link to={paths.staffPicks}>See the staff picks</Link>.
          </p>
        </EmptyState>
      ) : (
        <ul className="monthly-list" aria-label="Your monthly gifts">
          {data.data.map((s) => (
            <MonthlyRow
              key={s.id}
              subscription={s}
              notice={notices[s.id]}
              paying={paying(s)}
              onPay={() => pay(s)}
              onCancel={() => setCancelling({ subscription: s, busy: false })}
              onChanged={replace}
            />
          ))}
        </ul>
      )}
      {cancelling ? (
        <CancelDialog
          subscription={cancelling.subscription}
          busy={cancelling.busy}
          error={cancelling.error}
          onConfirm={() => void cancel()}
          onClose={() => setCancelling(undefined)}
        />
      ) : null}
      {payment.authentication ? <AuthenticationDialog {...payment.authentication} /> : null}
    </>
  );
}
