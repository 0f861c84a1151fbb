/**
 * The give panel's side of the card payment (components/payment/use-card-payment.ts): its calls (a gift,
 * or a monthly gift's first month) and their answers, and where a failure shows on the form. A guest's
 * token goes to id_anontoken. No React here.
 */
import type { CreateGiftBody, CreateSubscriptionBody, GiftCardUse } from '@storyfund/shared/contract';
import type { Transport } from '@storyfund/shared/transport';
import type { PaymentAdapter, PaymentStep } from '@/components/payment/use-card-payment';
import { PaymentStepError } from '@/components/payment/payment-failure';
import type { PaymentFailure } from '@/components/payment/payment-failure';
import { removeAnonToken, writeAnonToken } from '@/lib/cookies';
import { isStatus } from '@/lib/errors';
import { placeFieldErrors } from '@/lib/validation';
import { confirmGift, confirmMonthly, createGift, createMonthly } from './api/give-calls';
import type { GiftAnswer, MonthlyAnswer, Payer } from './api/give-calls';
import { GIVE_FIELDS } from './give-values';
import type { GiveErrors } from './give-values';

/** What the thank-you view shows. */
export interface Thanks {
  monthly: boolean;
  amountCents: number;
  tipCents: number;
  dedicateeName: string | null;
  giftCard?: GiftCardUse;
  /** A guest's token: the thank-you view offers to claim the account with it. */
  guestToken?: string;
}

type GiftRequest = { monthly: false; projectId: number; body: CreateGiftBody; payer: Payer };
export type GiveRequest = GiftRequest | { monthly: true; projectId: number; body: CreateSubscriptionBody; payer: Payer };

type GiveStep = PaymentStep<GiveRequest, Thanks>;

/** 201 `error_code: 'none'` with the first month's gift; 200 `requires_action`; a decline is a 402 error. */
function monthlyStep(answer: MonthlyAnswer): GiveStep {
  if (answer.error_code === 'requires_action') return { kind: 'requires_action', intent: answer.payment_intent };
  // No other code comes with a 2xx; should one, the monthly gift did not start.
  const code: string = answer.error_code;
  if (code !== 'none')
    throw new PaymentStepError(`Your monthly gift could not start (${code.replace(/_/g, ' ')}). Please try another card.`);
  const { gift } = answer;
  return { kind: 'paid', paid: { monthly: true, amountCents: gift.amount_cents, tipCents: gift.tip_cents, dedicateeName: null } };
}

/** `keptToken`: the guest token the request was sent with, when the answer may not repeat it (a confirm). */
function giftStep(request: GiftRequest, answer: GiftAnswer, keptToken?: string): GiveStep {
  const token = answer.anonymous_token ?? keptToken;
  if (token) writeAnonToken(token);
  if (answer.status === 'requires_action') {
    return { kind: 'requires_action', intent: answer.payment_intent, request: token ? { ...request, payer: { token } } : request };
  }
  const { gift } = answer;
  return {
    kind: 'paid',
    paid: {
      monthly: false,
      amountCents: gift.amount_cents,
      tipCents: gift.tip_cents,
      dedicateeName: gift.dedicatee_name,
      ...(answer.gift_card ? { giftCard: answer.gift_card } : {}),
      ...(token ? { guestToken: token } : {}),
    },
  };
}

export function giveAdapter(api: Transport): PaymentAdapter<GiveRequest, Thanks> {
  return {
    async start(request, key) {
      if (request.monthly) return monthlyStep(await createMonthly(api, request.projectId, request.body, key));
      try {
        return giftStep(request, await createGift(api, request.projectId, request.body, key, request.payer));
      } catch (err) {
        // A guest token from an earlier gift that no longer works (claimed, expired): give as a new guest.
        if (!request.payer.token || !isStatus(err, 401)) throw err;
        removeAnonToken();
        const asNewGuest: GiftRequest = { ...request, payer: {} };
        return giftStep(asNewGuest, await createGift(api, request.projectId, request.body, key, asNewGuest.payer));
      }
    },
    async confirm(request, intentId) {
      if (request.monthly) return monthlyStep(await confirmMonthly(api, request.projectId, intentId));
      return giftStep(request, await confirmGift(api, request.projectId, intentId, request.payer), request.payer.token);
    },
  };
}

export interface GiveFailure {
  fields: GiveErrors;
  message?: string;
}

/** Field errors beside their fields; any the form has no field for, or none at all, in the alert. */
export function giveFailure(failure: PaymentFailure): GiveFailure {
  if (Object.keys(failure.fields).length === 0) return { fields: {}, message: failure.message };
  const { placed, unplaced } = placeFieldErrors(failure.fields, GIVE_FIELDS);
  const message = unplaced.length > 0 ? unplaced.join(' ') : Object.keys(placed).length === 0 ? failure.message : undefined;
  return { fields: placed, ...(message ? { message } : {}) };
}
