/** Monthly gifts (contract C, docs/api-giving.md "Monthly gifts"). Money is integer cents. */
import type { Subscription, SubscriptionPaid, SubscriptionRequiresAction, SubscriptionStopped } from '@storyfund/shared/contract';
import type { Transport } from '@storyfund/shared/transport';
import type { PaymentAdapter, PaymentStep } from '@/components/payment/use-card-payment';
import { PaymentStepError } from '@/components/payment/payment-failure';

/** What a call that charges answers: paid (201) or the 3-D Secure step (200); a decline is a 402 error. */
type PaymentAnswer = SubscriptionPaid | SubscriptionRequiresAction;

/** One page holds every monthly gift a donor is likely to have. */
const MONTHLY_PAGE_SIZE = 100;

export const monthlyListKey = (userId: string | number) => `/users/${String(userId)}/subscription/list?limit=${MONTHLY_PAGE_SIZE}`;

export const changeAmount = (api: Transport, projectId: number, amountCents: number) =>
  api.patch<Subscription>(`/projects/${projectId}/subscription`, { amount_cents: amountCents });

/** A new card (a payment method id from the card form) for the coming charges. */
export const changeCard = (api: Transport, projectId: number, paymentMethodId: string) =>
  api.patch<Subscription>(`/projects/${projectId}/subscription`, { payment_method_id: paymentMethodId });

export const cancelMonthly = (api: Transport, projectId: number) => api.delete<SubscriptionStopped>(`/projects/${projectId}/subscription`);

function paymentStep(answer: PaymentAnswer): PaymentStep<Subscription, Subscription> {
  if (answer.error_code === 'requires_action') return { kind: 'requires_action', intent: answer.payment_intent };
  // No other code comes with a 2xx; should one, the month is not paid.
  const code: string = answer.error_code;
  if (code !== 'none') throw new PaymentStepError('The payment did not go through.');
  return { kind: 'paid', paid: answer.subscription };
}

/**
 * "Pay now" for an outstanding month, for the card payment flow: POST .../subscription/pay (on session;
 * it takes no Idempotency-Key: the server refuses a second charge under way with a 409), then
 * POST .../subscription/confirm after the 3-D Secure step. Paid answers the subscription as it is now.
 */
export function payNowAdapter(api: Transport): PaymentAdapter<Subscription, Subscription> {
  return {
    start: async (s) => paymentStep(await api.post<PaymentAnswer>(`/projects/${s.project_id}/subscription/pay`)),
    confirm: async (s, intentId) =>
      paymentStep(await api.post<PaymentAnswer>(`/projects/${s.project_id}/subscription/confirm`, { payment_intent_id: intentId })),
  };
}
