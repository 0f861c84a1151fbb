/** The gift card calls (docs/api-giving.md "Gift cards"). Money is cents. */
import type { GiftCard, GiftCardBalance, PaymentIntentAction } from '@storyfund/shared/types';
import type { Transport } from '@storyfund/shared/transport';

export interface PurchasePayload {
  amount_cents: number;
  recipient_name: string;
  recipient_email: string;
  message?: string;
  deliver_on?: string;
  payment_method_id: string;
  is_guest?: boolean;
  purchaser_name?: string;
  purchaser_email?: string;
}

/** 201 with the card (and its code), or 200 when the card needs its 3-D Secure step first. */
export type PurchaseAnswer =
  | { status: 'gift-card-created'; gift_card: GiftCard & { code: string } }
  | { status: 'requires_action'; payment_intent: PaymentIntentAction };

/** POST /gift-cards; a logged-out buyer buys as a guest (no token at all). */
export function buyGiftCard(api: Transport, payload: PurchasePayload, key: string): Promise<PurchaseAnswer> {
  return api.post<PurchaseAnswer>('/gift-cards', payload, {
    headers: { 'Idempotency-Key': key },
    ...(payload.is_guest ? { auth: 'none' as const } : {}),
  });
}

export function confirmPurchase(api: Transport, paymentIntentId: string, asGuest: boolean): Promise<PurchaseAnswer> {
  return api.post<PurchaseAnswer>('/gift-cards/confirm', { payment_intent_id: paymentIntentId }, asGuest ? { auth: 'none' } : {});
}

/** The sandbox's simulated 3-D Secure step, authorised by the intent's client secret. */
export function authenticateSandbox(api: Transport, intent: PaymentIntentAction, outcome: 'approve' | 'fail'): Promise<unknown> {
  return api.post(
    `/payments/sandbox/${encodeURIComponent(intent.id)}/authenticate`,
    { outcome, client_secret: intent.client_secret },
    { auth: 'none' },
  );
}

/** GET /gift-cards/{code}: the balance (rate-limited per address, so only on demand). */
export function checkGiftCard(api: Transport, code: string): Promise<GiftCardBalance> {
  return api.get<GiftCardBalance>(`/gift-cards/${encodeURIComponent(code.trim())}`, { auth: 'none' });
}
