/**
 * Sending a gift or a monthly gift and reading the answers: created, requires_action (a confirmation step,
 * then confirm), or a failure turned into what the panel shows. No React here.
 */
import type { GiftCardUse, PaymentIntentAction } from '@storyfund/shared/types';
import type { CreateGiftPayload } from '@storyfund/shared/types';
import type { Transport } from '@storyfund/shared/transport';
import { isHttpError, isNetworkError } from '@storyfund/shared/transport';
import { errorText, firstFieldErrors, responseMessage } from '@/lib/errors';
import { placeFieldErrors } from '@/lib/validation';
import { confirmGift, confirmMonthly, createGift, createMonthly } from './api/give-calls';
import type { MonthlyAnswer, MonthlyPayload, Payer } from './api/give-calls';
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

export type GiveStep = { kind: 'created'; thanks: Thanks } | { kind: 'requires_action'; intent: PaymentIntentAction; guestToken?: string };

export type GiveRequest =
  | { monthly: false; projectId: number; body: CreateGiftPayload; payer: Payer }
  | { monthly: true; projectId: number; body: MonthlyPayload; payer: Payer };

/** A failure the panel words itself (a 2xx monthly answer whose error_code is not none, a Stripe.js error). */
export class GiveStepError extends Error {
  override readonly name = 'GiveStepError';
}

function monthlyStep(answer: MonthlyAnswer): GiveStep {
  if (answer.error_code === 'requires_action' && answer.payment_intent) return { kind: 'requires_action', intent: answer.payment_intent };
  if (answer.error_code !== 'none' || !answer.gift) {
    throw new GiveStepError(
      answer.message ?? `Your monthly gift could not start (${answer.error_code.replace(/_/g, ' ')}). Please try another card.`,
    );
  }
  const { gift } = answer;
  return { kind: 'created', thanks: { monthly: true, amountCents: gift.amount_cents, tipCents: gift.tip_cents, dedicateeName: null } };
}

function giftStep(answer: Awaited<ReturnType<typeof createGift>>, guestToken: string | undefined): GiveStep {
  const token = answer.anonymous_token ?? guestToken;
  if (answer.status === 'requires_action')
    return { kind: 'requires_action', intent: answer.payment_intent, ...(token ? { guestToken: token } : {}) };
  const { gift } = answer;
  return {
    kind: 'created',
    thanks: {
      monthly: false,
      amountCents: gift.amount_cents,
      tipCents: gift.tip_cents,
      dedicateeName: gift.dedicatee_name,
      ...(answer.gift_card ? { giftCard: answer.gift_card } : {}),
      ...(token ? { guestToken: token } : {}),
    },
  };
}

/** The first call of an attempt, with its Idempotency-Key. */
export async function startGive(api: Transport, request: GiveRequest, key: string): Promise<GiveStep> {
  if (request.monthly) return monthlyStep(await createMonthly(api, request.projectId, request.body, key));
  return giftStep(await createGift(api, request.projectId, request.body, key, request.payer), undefined);
}

/** After the confirmation step: finishes the gift on its one PaymentIntent. */
export async function finishGive(api: Transport, request: GiveRequest, intentId: string, guestToken?: string): Promise<GiveStep> {
  if (request.monthly) return monthlyStep(await confirmMonthly(api, request.projectId, intentId));
  const token = guestToken ?? request.payer.token;
  return giftStep(await confirmGift(api, request.projectId, intentId, token ? { token } : {}), token);
}

export interface GiveFailure {
  fields: GiveErrors;
  message?: string;
  /** The outcome is unknown: a retry of the same body reuses the key and can never charge twice. */
  sameAttempt: boolean;
}

const NETWORK_MESSAGE = 'We could not reach Storyfund. What you typed is kept: please try again. Trying again never charges you twice.';
const SERVER_MESSAGE = 'Something went wrong on our side. Please try again: trying again never charges you twice.';
const IN_PROGRESS_MESSAGE = 'Your gift is still being processed. Please wait a moment, then try again.';

/** What to show for a failed call. A decline (402) shows the processor's `message`, never the `error` code. */
export function describeFailure(err: unknown): GiveFailure {
  if (err instanceof GiveStepError) return { fields: {}, message: err.message, sameAttempt: false };
  if (isNetworkError(err)) return { fields: {}, message: NETWORK_MESSAGE, sameAttempt: true };
  if (!isHttpError(err)) return { fields: {}, message: errorText(err), sameAttempt: false };
  if (err.status === 402) return { fields: {}, message: responseMessage(err) ?? 'Your payment was declined.', sameAttempt: false };
  if (err.status === 422) {
    const { placed, unplaced } = placeFieldErrors(firstFieldErrors(err), GIVE_FIELDS);
    const message = unplaced.length > 0 ? unplaced.join(' ') : Object.keys(placed).length === 0 ? errorText(err) : undefined;
    return { fields: placed, ...(message ? { message } : {}), sameAttempt: false };
  }
  if (err.status === 409 && err.error === 'idempotency_key_in_use') return { fields: {}, message: IN_PROGRESS_MESSAGE, sameAttempt: true };
  if (err.status >= 500) return { fields: {}, message: SERVER_MESSAGE, sameAttempt: true };
  return { fields: {}, message: responseMessage(err) ?? errorText(err), sameAttempt: false };
}
