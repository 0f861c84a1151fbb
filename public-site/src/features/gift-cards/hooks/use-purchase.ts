/**
 * One purchase attempt: the charge, the 3-D Secure step when the card needs it, and the outcome. The
 * Idempotency-Key lives as long as the form's values: a retry after a network failure cannot buy twice.
 */
import { useCallback, useRef, useState } from 'react';
import type { GiftCard, PaymentIntentAction } from '@storyfund/shared/types';
import { useApi } from '@/hooks/use-services';
import { errorText, firstFieldErrors, isStatus } from '@/lib/errors';
import type { PaymentCardHandle } from '@/lib/feature-slots';
import { authenticateSandbox, buyGiftCard, confirmPurchase } from '../api/gift-card-calls';
import type { PurchaseAnswer, PurchasePayload } from '../api/gift-card-calls';

export type PurchaseState =
  | { step: 'form'; fieldErrors: Record<string, string>; alert?: string | undefined }
  | { step: 'authenticating'; intent: PaymentIntentAction; chargeCents: number; busy: boolean }
  | { step: 'done'; card: GiftCard & { code: string } };

function newKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function usePurchase() {
  const api = useApi();
  const [state, setState] = useState<PurchaseState>({ step: 'form', fieldErrors: {} });
  const key = useRef<{ fingerprint: string; key: string } | null>(null);
  const guest = useRef(false);

  const fail = useCallback((err: unknown) => {
    const fieldErrors = firstFieldErrors(err);
    const alert = isStatus(err, 402) || Object.keys(fieldErrors).length === 0 ? errorText(err) : 'Please check the highlighted fields.';
    // A decline is final for its key: the next attempt is a new purchase.
    if (isStatus(err, 402)) key.current = null;
    setState({ step: 'form', fieldErrors, alert });
  }, []);

  const settle = useCallback(
    (answer: PurchaseAnswer, chargeCents: number, card: PaymentCardHandle | null) => {
      if (answer.status === 'gift-card-created') {
        key.current = null;
        setState({ step: 'done', card: answer.gift_card });
        return;
      }
      const intent = answer.payment_intent;
      if (intent.next_action?.type === 'use_stripe_sdk' && card?.handleNextAction) {
        card
          .handleNextAction(intent.client_secret)
          .then(() => confirmPurchase(api, intent.id, guest.current))
          .then((next) => settle(next, chargeCents, card))
          .catch(fail);
        return;
      }
      setState({ step: 'authenticating', intent, chargeCents, busy: false });
    },
    [api, fail],
  );

  const submit = useCallback(
    async (payload: PurchasePayload, card: PaymentCardHandle | null) => {
      const fingerprint = JSON.stringify(payload);
      if (key.current?.fingerprint !== fingerprint) key.current = { fingerprint, key: newKey() };
      guest.current = payload.is_guest === true;
      try {
        settle(await buyGiftCard(api, payload, key.current.key), payload.amount_cents, card);
      } catch (err) {
        fail(err);
      }
    },
    [api, fail, settle],
  );

  const authenticate = useCallback(
    async (outcome: 'approve' | 'fail') => {
      if (state.step !== 'authenticating') return;
      setState({ ...state, busy: true });
      try {
        await authenticateSandbox(api, state.intent, outcome);
        settle(await confirmPurchase(api, state.intent.id, guest.current), state.chargeCents, null);
      } catch (err) {
        fail(err);
      }
    },
    [api, fail, settle, state],
  );

  return { state, submit, authenticate };
}
