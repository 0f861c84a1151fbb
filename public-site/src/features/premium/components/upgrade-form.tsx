import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { PREMIUM_BENEFITS, PREMIUM_PLAN_NAMES, PREMIUM_PLANS, PREMIUM_TRIAL_DAYS, type PremiumPlan } from '@storyfund/shared/constants';
import type { PremiumSubscription } from '@storyfund/shared/contract';
import { formatCents } from '@storyfund/shared/money';
import { FormAlert } from '@/components/form/form-alert';
import { AuthenticationDialog } from '@/components/payment/authentication-dialog';
import { CardEntry } from '@/components/payment/card-entry';
import type { CardEntryHandle } from '@/components/payment/card-form-types';
import { useCardPayment } from '@/components/payment/use-card-payment';
import { Button } from '@/components/ui/button';
import { useAppConfig } from '@/hooks/use-app-config';
import { useApi } from '@/hooks/use-services';
import { premiumAdapter } from '../api/premium-calls';

const per = (plan: PremiumPlan) => (PREMIUM_PLANS[plan].interval_months === 1 ? 'a month' : 'a year');

/** The upgrade: the plan (the route's first), what premium gives, the card, and the bank's 3-D Secure step when it asks. */
export function UpgradeForm(props: {
  accountId: number;
  offer: { plan: PremiumPlan; trial: boolean };
  onPaid: (plan: PremiumSubscription) => void;
}) {
  const { accountId, offer, onPaid } = props;
  const api = useApi();
  const { config } = useAppConfig();
  const cardRef = useRef<CardEntryHandle | null>(null);
  const [plan, setPlan] = useState<PremiumPlan>(offer.plan);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<{ message?: string; fields: Record<string, string> }>({ fields: {} });
  const payment = useCardPayment(premiumAdapter(api), {
    onPaid,
    onFailed: ({ message, fields }) => setFailure({ message, fields }),
  });
  const price = PREMIUM_PLANS[plan].price_cents;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure({ fields: {} });
    if (!(cardRef.current?.check() ?? false)) return;
    setSubmitting(true);
    try {
      const paymentMethodId = await cardRef.current?.paymentMethod();
      if (paymentMethodId)
        await payment.pay(
          { accountId, plan, trial: offer.trial, paymentMethodId },
          { chargeCents: offer.trial ? 0 : price, card: cardRef.current },
        );
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="form premium__form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Upgrade to premium">
      <FormAlert message={failure.message} />
      <section aria-labelledby="premium-gives-heading">
        <h2 id="premium-gives-heading">What premium gives you</h2>
        <ul className="premium__benefits">
          {PREMIUM_BENEFITS.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </section>
      <fieldset className="premium__plans">
        <legend>Plan</legend>
        {PREMIUM_PLAN_NAMES.map((name) => (
          <label key={name} className="premium__plan">
            <input type="radio" name="plan" value={name} checked={plan === name} onChange={() => setPlan(name)} />
            {PREMIUM_PLANS[name].label}: {formatCents(PREMIUM_PLANS[name].price_cents, { dropZeroCents: true })} {per(name)}
          </label>
        ))}
        {failure.fields['plan'] ? <p className="field__error">{failure.fields['plan']}</p> : null}
      </fieldset>
      {offer.trial ? (
        <p>
          Free for {PREMIUM_TRIAL_DAYS} days, then {formatCents(price, { dropZeroCents: true })} {per(plan)}. Cancel before the trial ends
          and nothing is charged.
        </p>
      ) : null}
      <CardEntry
        entryRef={cardRef}
        payments={config?.payments}
        serverError={failure.fields['payment_method_id'] ?? failure.fields['trial']}
      />
      <Button type="submit" busy={submitting || payment.busy} busyLabel="Paying…">
        {offer.trial ? `Start my ${PREMIUM_TRIAL_DAYS}-day free trial` : `Pay ${formatCents(price)} and upgrade`}
      </Button>
      {payment.authentication ? <AuthenticationDialog {...payment.authentication} /> : null}
    </form>
  );
}
