import { useState } from 'react';
import { useAppConfig } from '@/hooks/use-app-config';
import { useApi } from '@/hooks/use-services';
import { errorText, isStatus } from '@/lib/errors';
import { authenticateSandbox, confirmPayment, payNow } from '../api/monthly-calls';
import type { PaymentAnswer, PaymentIntentStep, Subscription } from '../api/monthly-calls';

export interface PaymentNotice {
  kind: 'success' | 'error';
  text: string;
}

/** The 3-D Secure step waiting on the donor in sandbox mode (the dialog is showing). */
export interface PendingStep {
  subscription: Subscription;
  intent: PaymentIntentStep;
}

/**
 * "Pay now" / "Confirm payment" for an outstanding month: POST .../subscription/pay, then, when the bank
 * asks, the 3-D Secure step (the sandbox's dialog, or Stripe.js) and POST .../subscription/confirm.
 * `onSettled` runs after every answer, so the list shows the new state.
 */
export function useSettlePayment(onSettled: () => void) {
  const api = useApi();
  const { config } = useAppConfig();
  const [busyId, setBusyId] = useState<number | undefined>();
  const [step, setStep] = useState<PendingStep | undefined>();
  const [notices, setNotices] = useState<Record<number, PaymentNotice>>({});
  const notify = (id: number, notice: PaymentNotice) => setNotices((all) => ({ ...all, [id]: notice }));

  async function handle(subscription: Subscription, answer: PaymentAnswer): Promise<void> {
    if (answer.error_code === 'none') {
      notify(subscription.id, { kind: 'success', text: `Thank you! This month's gift to ${subscription.project.title} is paid.` });
      return;
    }
    if (answer.error_code !== 'requires_action' || !answer.payment_intent) {
      notify(subscription.id, { kind: 'error', text: 'The payment did not go through.' });
      return;
    }
    const payments = config?.payments;
    if (payments?.provider === 'stripe' && payments.publishable_key) {
      const { loadStripe } = await import('@stripe/stripe-js/pure');
      const stripe = await loadStripe(payments.publishable_key);
      if (!stripe) throw new Error('Stripe.js did not load. Please try again.');
      await stripe.handleNextAction({ clientSecret: answer.payment_intent.client_secret });
      await handle(subscription, await confirmPayment(api, subscription.project_id, answer.payment_intent.id));
      return;
    }
    setStep({ subscription, intent: answer.payment_intent });
  }

  async function run(subscription: Subscription, call: () => Promise<PaymentAnswer>) {
    setBusyId(subscription.id);
    setNotices(({ [subscription.id]: _, ...rest }) => rest);
    try {
      await handle(subscription, await call());
    } catch (err) {
      notify(subscription.id, { kind: 'error', text: errorText(err) });
    } finally {
      setBusyId(undefined);
      onSettled();
    }
  }

  return {
    busyId,
    step,
    notices,
    pay: (subscription: Subscription) => run(subscription, () => payNow(api, subscription.project_id)),
    /** The dialog's answer: the bank's check passed or failed; then the payment is confirmed either way. */
    authenticate: async (outcome: 'approve' | 'fail') => {
      if (!step) return;
      const { subscription, intent } = step;
      setStep(undefined);
      await run(subscription, async () => {
        await authenticateSandbox(api, intent, outcome).catch((err: unknown) => {
          if (!isStatus(err, 409)) throw err; // already decided (another tab): the confirm says how
        });
        return confirmPayment(api, subscription.project_id, intent.id);
      });
    },
  };
}
