/**
 * Buying a gift card through the one card payment flow (components/payment/use-card-payment.ts): the
 * charge, the 3-D Secure step when the card needs it, and the outcome. The Idempotency-Key lives as long
 * as the form's values: a retry after a network failure cannot buy twice.
 */
import { useState } from 'react';
import type { CardEntryHandle } from '@/components/payment/card-form-types';
import { useCardPayment } from '@/components/payment/use-card-payment';
import { useApi } from '@/hooks/use-services';
import { purchaseAdapter } from '../api/gift-card-calls';
import type { GiftCard } from '@storyfund/shared/contract';
import type { PurchasePayload } from '../api/gift-card-calls';

interface Refused {
  fieldErrors: Record<string, string>;
  alert?: string | undefined;
}

export function usePurchase() {
  const api = useApi();
  const [card, setCard] = useState<GiftCard | null>(null);
  const [refused, setRefused] = useState<Refused>({ fieldErrors: {} });
  const payment = useCardPayment(purchaseAdapter(api), {
    onPaid: setCard,
    onFailed: ({ fields, message }) =>
      setRefused({ fieldErrors: fields, alert: Object.keys(fields).length > 0 ? 'Please check the highlighted fields.' : message }),
  });

  async function submit(payload: PurchasePayload, cardEntry: CardEntryHandle | null): Promise<void> {
    setRefused({ fieldErrors: {} });
    await payment.pay(payload, { chargeCents: payload.amount_cents, card: cardEntry });
  }

  return { card, ...refused, authentication: payment.authentication, submit };
}
