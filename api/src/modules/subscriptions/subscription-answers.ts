import type { SubscriptionDeclined, SubscriptionPaid, SubscriptionRequiresAction } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/client.js';
import { createdGiftView, monthlyGiftOf, type GiftRow } from '../gifts/gifts.service.js';
import { declineErrorCode, type Decline } from '../payments/payments.service.js';
import type { PaymentAnswer, PaymentIntentAction, Recorded } from '../payments/payment-requests.service.js';
import { retrievePending } from './subscription-charging.js';
import type { Outcome } from './subscription-outcomes.js';
import { subscriptionView } from './subscription-views.js';
import * as repo from './subscriptions.repository.js';

/**
 * The answers of the calls that charge (POST, confirm, pay), per contract C: 201 {error_code: 'none',
 * subscription, gift}; 200 {error_code: 'requires_action', subscription, payment_intent}; 402 {message,
 * error, error_code} for a decline. Declines are answers, not thrown errors, so replays can repeat them.
 * Built inside the transaction that records the outcome (`db`), so the first month's answer is stored with it.
 */
const view = async (db: Executor, row: repo.SubscriptionRow) => subscriptionView(row, await repo.projectTitle(db, row.project_id));

export async function paidAnswer(db: Executor, row: repo.SubscriptionRow, gift: GiftRow): Promise<Recorded> {
  const body: SubscriptionPaid = { error_code: 'none', subscription: await view(db, row), gift: createdGiftView(gift) };
  return { statusCode: 201, body };
}

export async function actionAnswer(db: Executor, row: repo.SubscriptionRow, intent: PaymentIntentAction): Promise<Recorded> {
  const body: SubscriptionRequiresAction = { error_code: 'requires_action', subscription: await view(db, row), payment_intent: intent };
  return { statusCode: 200, body };
}

export function declinedAnswer(decline: Pick<Decline, 'code' | 'declineCode' | 'message'>): Recorded {
  const code = declineErrorCode(decline);
  const body: SubscriptionDeclined = { message: decline.message, error: code, error_code: code };
  return { statusCode: 402, body };
}

export async function outcomeAnswer(db: Executor, outcome: Outcome): Promise<Recorded> {
  if (outcome.kind === 'paid') return paidAnswer(db, outcome.row, outcome.gift);
  if (outcome.kind === 'needs_action') return actionAnswer(db, outcome.row, outcome.intent);
  if (outcome.kind === 'declined') return declinedAnswer(outcome.decline);
  return firstMonthAnswer(db, outcome.row);
}

/** An answer given now (not a replay). */
export const fresh = ({ statusCode, body }: Recorded, replayed = false): PaymentAnswer => ({ statusCode, body, replayed });

/** The first month's answer from the subscription as it is: its gift once paid, else why it was refused. */
async function firstMonthAnswer(db: Executor, row: repo.SubscriptionRow): Promise<Recorded> {
  const first = await monthlyGiftOf(db, row.id, { period: 1 });
  return first ? paidAnswer(db, row, first) : declinedAnswer(storedDecline(row));
}

const storedDecline = (row: repo.SubscriptionRow) => ({
  code: row.error_code,
  declineCode: null,
  message: row.error_message ?? 'This monthly gift was stopped before its first payment.',
});

/**
 * What the request that started this subscription answers when its answer was not stored (a request older
 * than payment_requests, migration 0011): from the subscription as it is, the 3-D Secure step while it waits.
 */
export async function unstoredFirstMonthAnswer(ctx: AppContext, row: repo.SubscriptionRow): Promise<PaymentAnswer> {
  if (row.pending_payment_intent && row.status !== 'declined') {
    const pending = await retrievePending(ctx, row.pending_payment_intent);
    if (pending.status === 'requires_action') return fresh(await actionAnswer(ctx.db, row, pending.action), true);
  }
  return fresh(await firstMonthAnswer(ctx.db, row), true);
}
