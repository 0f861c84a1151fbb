/** Monthly gifts (contract C, docs/api-giving.md "Monthly gifts"). Money is integer cents. */
import type { PaymentIntentAction } from '@storyfund/shared/types';
import type { Transport } from '@storyfund/shared/transport';
import type { PaymentAdapter, PaymentStep } from '@/components/payment/use-card-payment';
import { PaymentStepError } from '@/components/payment/payment-failure';

type MonthlyStatus = 'active' | 'past_due' | 'stopped';

export interface Subscription {
  id: number;
  project_id: number;
  project: { id: number; title: string };
  donor_id: number;
  amount_cents: number;
  tip_cents: number;
  anonymous: boolean;
  active: boolean;
  status: MonthlyStatus;
  /** 'none', or the last failure: a decline code, 'requires_action', 'authentication_required'... */
  error_code: string;
  failed_attempts: number;
  next_charge_at: string | null;
  last_charged_at: string | null;
  created_at: string;
  stopped_at: string | null;
}

export interface SubscriptionPage {
  data: Subscription[];
  total: number;
}

/** What a call that charges answers: error_code 'none' (paid) or 'requires_action' (the 3-D Secure step). */
interface PaymentAnswer {
  error_code: string;
  subscription: Subscription;
  payment_intent?: PaymentIntentAction;
}

/** One page holds every monthly gift a donor is likely to have. */
const MONTHLY_PAGE_SIZE = 100;

export const monthlyListKey = (userId: string | number) => `/users/${String(userId)}/subscription/list?limit=${MONTHLY_PAGE_SIZE}`;

export const changeAmount = (api: Transport, projectId: number, amountCents: number) =>
  api.patch<Subscription>(`/projects/${projectId}/subscription`, { amount_cents: amountCents });

/** A new card (a payment method id from the card form) for the coming charges. */
export const changeCard = (api: Transport, projectId: number, paymentMethodId: string) =>
  api.patch<Subscription>(`/projects/${projectId}/subscription`, { payment_method_id: paymentMethodId });

export const cancelMonthly = (api: Transport, projectId: number) =>
  api.delete<{ error_code: string; subscription: Subscription }>(`/projects/${projectId}/subscription`);

function paymentStep(answer: PaymentAnswer): PaymentStep<Subscription, Subscription> {
  if (answer.error_code === 'none') return { kind: 'paid', paid: answer.subscription };
  if (answer.error_code === 'requires_action' && answer.payment_intent) return { kind: 'requires_action', intent: answer.payment_intent };
  throw new PaymentStepError('The payment did not go through.');
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
