/** Monthly gifts (contract C, docs/api-giving.md "Monthly gifts"). Money is integer cents. */
import type { Transport } from '@storyfund/shared/transport';

export type MonthlyStatus = 'active' | 'past_due' | 'stopped';

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

export interface PaymentIntentStep {
  id: string;
  client_secret: string;
  next_action: { type: string };
}

/** What a call that charges answers: error_code 'none' (paid) or 'requires_action' (the 3-D Secure step). */
export interface PaymentAnswer {
  error_code: string;
  subscription: Subscription;
  payment_intent?: PaymentIntentStep;
}

/** One page holds every monthly gift a donor is likely to have. */
export const MONTHLY_PAGE_SIZE = 100;

export const monthlyListKey = (userId: string | number) => `/users/${String(userId)}/subscription/list?limit=${MONTHLY_PAGE_SIZE}`;

export const changeAmount = (api: Transport, projectId: number, amountCents: number) =>
  api.patch<Subscription>(`/projects/${projectId}/subscription`, { amount_cents: amountCents });

/** A new card (a payment method id from the card form) for the coming charges. */
export const changeCard = (api: Transport, projectId: number, paymentMethodId: string) =>
  api.patch<Subscription>(`/projects/${projectId}/subscription`, { payment_method_id: paymentMethodId });

export const cancelMonthly = (api: Transport, projectId: number) =>
  api.delete<{ error_code: string; subscription: Subscription }>(`/projects/${projectId}/subscription`);

/** Settles an outstanding month now, on session. */
export const payNow = (api: Transport, projectId: number) => api.post<PaymentAnswer>(`/projects/${projectId}/subscription/pay`);

export const confirmPayment = (api: Transport, projectId: number, paymentIntentId: string) =>
  api.post<PaymentAnswer>(`/projects/${projectId}/subscription/confirm`, { payment_intent_id: paymentIntentId });

/** The sandbox's simulated 3-D Secure step, authorised by the intent's client secret. */
export const authenticateSandbox = (api: Transport, intent: PaymentIntentStep, outcome: 'approve' | 'fail') =>
  api.post(
    `/payments/sandbox/${encodeURIComponent(intent.id)}/authenticate`,
    { outcome, client_secret: intent.client_secret },
    { auth: 'none' },
  );
