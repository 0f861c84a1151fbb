/** The giving calls (docs/api-giving.md; monthly gifts and gift cards by their contracts). Money is cents. */
import type { CreateGiftPayload, CreateGiftResult, GiftCreated, PaymentIntentAction } from '@storyfund/shared/types';
import type { Transport } from '@storyfund/shared/transport';

/** Who pays: the session (default), a guest's token, or a new guest (no token, `is_guest`). */
export interface Payer {
  token?: string;
}

const withKey = (key: string, payer: Payer) => ({
  headers: { 'Idempotency-Key': key },
  ...(payer.token ? { token: payer.token } : {}),
});

export function createGift(
  api: Transport,
  projectId: number,
  payload: CreateGiftPayload,
  key: string,
  payer: Payer,
): Promise<CreateGiftResult> {
  return api.post<CreateGiftResult>(`/projects/${projectId}/gifts`, payload, withKey(key, payer));
}

export function confirmGift(api: Transport, projectId: number, paymentIntentId: string, payer: Payer): Promise<CreateGiftResult> {
  return api.post<CreateGiftResult>(
    `/projects/${projectId}/gifts/confirm`,
    { payment_intent_id: paymentIntentId },
    payer.token ? { token: payer.token } : {},
  );
}

/** POST /projects/{id}/subscription body (monthly gifts). */
export interface MonthlyPayload {
  amount_cents: number;
  tip_cents: number;
  payment_method_id: string;
  anonymous: boolean;
  encouragement?: string;
}

interface MonthlySubscription {
  id: number;
  project_id: number;
  amount_cents: number;
  tip_cents: number;
  status: 'active' | 'past_due' | 'stopped';
  error_code: string;
  next_charge_at: string | null;
}

/** 201 `error_code: 'none'` with the first month's gift; 200 `requires_action`; any other code is a failure. */
export interface MonthlyAnswer {
  error_code: string;
  subscription: MonthlySubscription;
  gift?: GiftCreated['gift'];
  payment_intent?: PaymentIntentAction;
  message?: string;
}

export function createMonthly(api: Transport, projectId: number, payload: MonthlyPayload, key: string): Promise<MonthlyAnswer> {
  return api.post<MonthlyAnswer>(`/projects/${projectId}/subscription`, payload, { headers: { 'Idempotency-Key': key } });
}

export function confirmMonthly(api: Transport, projectId: number, paymentIntentId: string): Promise<MonthlyAnswer> {
  return api.post<MonthlyAnswer>(`/projects/${projectId}/subscription/confirm`, { payment_intent_id: paymentIntentId });
}

/** GET /gift-cards/{code}: the balance check (the code in any case, dashes and spaces ignored). */
export interface GiftCardBalance {
  code: string;
  amount_loaded_cents: number;
  amount_used_cents: number;
  /** The balance. */
  amount_cents: number;
  status: 'created' | 'redeemed' | 'expired' | 'canceled';
  expired_at: string | null;
}

export function lookUpGiftCard(api: Transport, code: string): Promise<GiftCardBalance> {
  return api.get<GiftCardBalance>(`/gift-cards/${encodeURIComponent(code.trim())}`, { auth: 'none' });
}
