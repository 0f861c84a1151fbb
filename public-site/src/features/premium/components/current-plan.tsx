import { useState } from 'react';
import { PREMIUM_PLANS } from '@storyfund/shared/constants';
import type { PremiumSubscription } from '@storyfund/shared/contract';
import { formatUtcDate } from '@storyfund/shared/dates';
import { formatCents } from '@storyfund/shared/money';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { useApi } from '@/hooks/use-services';
import { errorText } from '@/lib/errors';
import { setCancelAtPeriodEnd } from '../api/premium-calls';

const STATUS_TEXT: Record<PremiumSubscription['status'], string> = {
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Payment due: we will try your card again',
  canceled: 'Ended',
};

/** The partner's current plan: what it is, until when, and cancel at the period's end (or keep it after all). */
export function CurrentPlan({ plan, onChanged }: { plan: PremiumSubscription; onChanged: (plan: PremiumSubscription) => void }) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const ends = formatUtcDate(plan.current_period_end);

  async function toggle() {
    setBusy(true);
    setFailure(undefined);
    try {
      onChanged(await setCancelAtPeriodEnd(api, plan.user_id, !plan.cancel_at_period_end));
    } catch (err) {
      setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="premium__current" aria-labelledby="premium-current-heading">
      <h2 id="premium-current-heading">Your plan</h2>
      <FormAlert message={failure} />
      <dl className="premium__facts">
        <dt>Plan</dt>
        <dd>
          {PREMIUM_PLANS[plan.plan].label}, {formatCents(plan.price_cents)}
        </dd>
        <dt>Status</dt>
        <dd>{STATUS_TEXT[plan.status]}</dd>
        {plan.active && plan.current_period_end ? (
          <>
            <dt>{plan.cancel_at_period_end ? 'Premium ends on' : plan.status === 'trialing' ? 'First charge on' : 'Renews on'}</dt>
            <dd>{ends}</dd>
          </>
        ) : null}
      </dl>
      {plan.active ? (
        <Button type="button" variant="secondary" busy={busy} busyLabel="Saving…" onClick={() => void toggle()}>
          {plan.cancel_at_period_end ? 'Keep premium' : 'Cancel at the end of the period'}
        </Button>
      ) : null}
    </section>
  );
}
