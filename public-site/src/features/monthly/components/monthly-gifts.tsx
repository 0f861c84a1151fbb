import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { formatCents } from '@storyfund/shared/money';
import { EmptyState, ErrorState, Loading } from '@/components/feedback/states';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useApi } from '@/hooks/use-services';
import { errorText } from '@/lib/errors';
import { useFeatureSlots } from '@/lib/feature-slots';
import { cancelMonthly, monthlyListKey } from '../api/monthly-calls';
import type { Subscription, SubscriptionPage } from '../api/monthly-calls';
import { useSettlePayment } from '../hooks/use-settle-payment';
import { needsConfirmation } from '../monthly-copy';
import { CancelDialog } from './cancel-dialog';
import { MonthlyRow } from './monthly-row';

interface Cancelling {
  subscription: Subscription;
  busy: boolean;
  error?: string;
}

/** The logged-in donor's monthly gifts, with "Change amount", "Change card", "Cancel monthly gift" and paying what is due. */
export function MonthlyGifts({ userId, confirmId }: { userId: string; confirmId: number | undefined }) {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR<SubscriptionPage>(monthlyListKey(userId));
  const [cancelling, setCancelling] = useState<Cancelling | undefined>();
  const payment = useSettlePayment(() => void mutate());
  // The same 3-D Secure dialog as the give panel's (features/give), through the app's slot.
  const { PaymentAuthentication } = useFeatureSlots();

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
              <Button busy={payment.busyId === toConfirm.id} busyLabel="Paying…" onClick={() => void payment.pay(toConfirm)}>
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
              notice={payment.notices[s.id]}
              paying={payment.busyId === s.id}
              onPay={() => void payment.pay(s)}
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
      {payment.step && PaymentAuthentication ? (
        <Suspense fallback={null}>
          <PaymentAuthentication
            chargeCents={payment.step.subscription.amount_cents + payment.step.subscription.tip_cents}
            busy={false}
            onComplete={() => void payment.authenticate('approve')}
            onFail={() => void payment.authenticate('fail')}
          />
        </Suspense>
      ) : null}
    </>
  );
}
