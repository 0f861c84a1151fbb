/** The giving calls (docs/api-giving.md; monthly gifts and gift cards by their contracts). Money is cents. */
import type {
  CreateGiftBody,
  CreateSubscriptionBody,
  GiftCardBalance,
  GiftCreated,
  GiftRequiresAction,
  SubscriptionPaid,
  SubscriptionRequiresAction,
} from '@storyfund/shared/contract';
import type { Transport } from '@storyfund/shared/transport';

/** Who pays: the session (default), a guest's token, or a new guest (no token, `is_guest`). */
export interface Payer {
  token?: string;
}

/** What the gift call and its confirm answer (a decline is a 402 error). */
export type GiftAnswer = GiftCreated | GiftRequiresAction;

/** What the monthly gift's first month answers (a decline is a 402 error). */
export type MonthlyAnswer = SubscriptionPaid | SubscriptionRequiresAction;

const withKey = (key: string, payer: Payer) => ({
  headers: { 'Idempotency-Key': key },
  ...(payer.token ? { token: payer.token } : {}),
});

export function createGift(api: Transport, projectId: number, payload: CreateGiftBody, key: string, payer: Payer): Promise<GiftAnswer> {
  return api.post<GiftAnswer>(`/projects/${projectId}/gifts`, payload, withKey(key, payer));
}

export function confirmGift(api: Transport, projectId: number, paymentIntentId: string, payer: Payer): Promise<GiftAnswer> {
  return api.post<GiftAnswer>(
    `/projects/${projectId}/gifts/confirm`,
    { payment_intent_id: paymentIntentId },
    payer.token ? { token: payer.token } : {},
  );
}

export function createMonthly(api: Transport, projectId: number, payload: CreateSubscriptionBody, key: string): Promise<MonthlyAnswer> {
  return api.post<MonthlyAnswer>(`/projects/${projectId}/subscription`, payload, { headers: { 'Idempotency-Key': key } });
}

export function confirmMonthly(api: Transport, projectId: number, paymentIntentId: string): Promise<MonthlyAnswer> {
  return api.post<MonthlyAnswer>(`/projects/${projectId}/subscription/confirm`, { payment_intent_id: paymentIntentId });
}

/** GET /gift-cards/{code}: the balance check (the code in any case, dashes and spaces ignored). */
export function lookUpGiftCard(api: Transport, code: string): Promise<GiftCardBalance> {
  return api.get<GiftCardBalance>(`/gift-cards/${encodeURIComponent(code.trim())}`, { auth: 'none' });
}
