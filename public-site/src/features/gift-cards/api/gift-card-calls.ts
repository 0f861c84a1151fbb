/** The gift card calls (docs/api-giving.md "Gift cards"). Money is cents. */
import type {
  GiftCard,
  GiftCardBalance,
  GiftCardPurchased,
  GiftCardRequiresAction,
  PurchaseGiftCardBody,
} from '@storyfund/shared/contract';
import type { Transport } from '@storyfund/shared/transport';
import type { PaymentAdapter, PaymentStep } from '@/components/payment/use-card-payment';

/** POST /gift-cards, as the form sends it: its amount is known, in cents (what the bank is asked to confirm). */
export type PurchasePayload = PurchaseGiftCardBody & { amount_cents: number };

/** 201 with the card (and its code), or 200 when the card needs its 3-D Secure step first. */
type PurchaseAnswer = GiftCardPurchased | GiftCardRequiresAction;

function purchaseStep(answer: PurchaseAnswer): PaymentStep<PurchasePayload, GiftCard> {
  return answer.status === 'gift-card-created'
    ? { kind: 'paid', paid: answer.gift_card }
    : { kind: 'requires_action', intent: answer.payment_intent };
}

/** The purchase for the card payment flow: POST /gift-cards, then /gift-cards/confirm. A logged-out buyer buys as a guest (no token at all). */
export function purchaseAdapter(api: Transport): PaymentAdapter<PurchasePayload, GiftCard> {
  const asGuest = (payload: PurchasePayload) => (payload.is_guest ? { auth: 'none' as const } : {});
  return {
    start: async (payload, key) =>
      purchaseStep(await api.post<PurchaseAnswer>('/gift-cards', payload, { headers: { 'Idempotency-Key': key }, ...asGuest(payload) })),
    confirm: async (payload, intentId) =>
      purchaseStep(await api.post<PurchaseAnswer>('/gift-cards/confirm', { payment_intent_id: intentId }, asGuest(payload))),
  };
}

/** GET /gift-cards/{code}: the balance (rate-limited per address, so only on demand). */
export function checkGiftCard(api: Transport, code: string): Promise<GiftCardBalance> {
  return api.get<GiftCardBalance>(`/gift-cards/${encodeURIComponent(code.trim())}`, { auth: 'none' });
}
