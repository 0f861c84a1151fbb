/** Premium plans (docs/api-premium.md). Money is integer cents. */
import type {
  CreatePremiumSubscriptionBody,
  PremiumSubscription,
  PremiumSubscriptionPaid,
  PremiumSubscriptionRequiresAction,
} from '@storyfund/shared/contract';
import type { PremiumPlan } from '@storyfund/shared/constants';
import type { Transport } from '@storyfund/shared/transport';
import type { PaymentAdapter, PaymentStep } from '@/components/payment/use-card-payment';
import { PaymentStepError } from '@/components/payment/payment-failure';

/** What the POST answers: paid or the trial begun (201), or the 3-D Secure step (200); a decline is a 402 error. */
type PremiumAnswer = PremiumSubscriptionPaid | PremiumSubscriptionRequiresAction;

/** What the upgrade form pays: a plan, or its trial, for the account. */
export interface UpgradeRequest {
  accountId: number;
  plan: PremiumPlan;
  trial: boolean;
  paymentMethodId: string;
}

export const premiumKey = (accountId: string | number) => `/users/${String(accountId)}/premium-subscription`;

/** Spec §8: an answer whose error_code is not 'none' is a failure (the page shows the payment error). */
function premiumStep(answer: PremiumAnswer): PaymentStep<UpgradeRequest, PremiumSubscription> {
  if (answer.error_code === 'requires_action') return { kind: 'requires_action', intent: answer.payment_intent };
  const code: string = answer.error_code;
  if (code !== 'none') throw new PaymentStepError('The payment did not go through.');
  return { kind: 'paid', paid: answer.premium_subscription };
}

/** The plan's first charge through the one card payment flow: POST, then .../confirm after the bank's step. */
export function premiumAdapter(api: Transport): PaymentAdapter<UpgradeRequest, PremiumSubscription> {
  return {
    start: async (request, key) => {
      const body: CreatePremiumSubscriptionBody = {
        plan: request.plan,
        payment_method_id: request.paymentMethodId,
        ...(request.trial ? { trial: true } : {}),
      };
      return premiumStep(await api.post<PremiumAnswer>(premiumKey(request.accountId), body, { headers: { 'Idempotency-Key': key } }));
    },
    confirm: async (request, intentId) =>
      premiumStep(await api.post<PremiumAnswer>(`${premiumKey(request.accountId)}/confirm`, { payment_intent_id: intentId })),
  };
}

/** Cancel at the period's end (true) or take the cancel back (false). */
export const setCancelAtPeriodEnd = (api: Transport, accountId: number, cancel: boolean) =>
  api.patch<PremiumSubscription>(premiumKey(accountId), { cancel_at_period_end: cancel });
