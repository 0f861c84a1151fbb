import type { AppContext } from '../../app-context.js';
import { ConflictError } from '../../lib/errors.js';
import { giftView } from '../gifts/gift-views.js';
import type { GiftRow } from '../gifts/gifts.repository.js';
import { declineErrorCode, type Decline } from '../payments/payment-gateway.js';
import { retrievePending, type ChargeResult } from './subscription-charging.js';
import type { Outcome } from './subscription-outcomes.js';
import { subscriptionView } from './subscription-views.js';
import * as repo from './subscriptions.repository.js';

/**
 * The answers of the calls that charge (POST, confirm, pay), per contract C: 201 {error_code: 'none',
 * subscription, gift}; 200 {error_code: 'requires_action', subscription, payment_intent}; 402 {message,
 * error, error_code} for a decline. Declines are answers, not thrown errors, so replays can repeat them.
 */
export interface Answer {
  statusCode: number;
  body: Record<string, unknown>;
  replayed: boolean;
}

const view = async (ctx: AppContext, row: repo.SubscriptionRow) => subscriptionView(row, await repo.projectTitle(ctx.db, row.project_id));

export async function paidAnswer(ctx: AppContext, row: repo.SubscriptionRow, gift: GiftRow, replayed = false): Promise<Answer> {
  const body = { error_code: 'none', subscription: await view(ctx, row), gift: { ...giftView(gift), donor_id: gift.donor_id } };
  return { statusCode: 201, body, replayed };
}

export async function actionAnswer(
  ctx: AppContext,
  row: repo.SubscriptionRow,
  intent: Extract<ChargeResult, { status: 'requires_action' }>['intent'],
  replayed = false,
): Promise<Answer> {
  return { statusCode: 200, body: { error_code: 'requires_action', subscription: await view(ctx, row), payment_intent: intent }, replayed };
}

export function declinedAnswer(decline: Pick<Decline, 'code' | 'declineCode' | 'message'>, replayed = false): Answer {
  const code = declineErrorCode(decline);
  return { statusCode: 402, body: { message: decline.message, error: code, error_code: code }, replayed };
}

const storedDecline = (row: repo.SubscriptionRow) => ({
  code: row.error_code,
  declineCode: null,
  message: row.error_message ?? 'This monthly gift was stopped before its first payment.',
});

export async function outcomeAnswer(ctx: AppContext, outcome: Outcome): Promise<Answer> {
  if (outcome.kind === 'paid') return paidAnswer(ctx, outcome.row, outcome.gift);
  if (outcome.kind === 'needs_action') return actionAnswer(ctx, outcome.row, outcome.intent);
  if (outcome.kind === 'declined') return declinedAnswer(outcome.decline);
  return replayAnswer(ctx, outcome.row);
}

/**
 * What a request that created this subscription answers when sent again (same Idempotency-Key): the
 * first month's gift once it is paid, the 3-D Secure step while it waits, the decline once refused.
 */
export async function replayAnswer(ctx: AppContext, row: repo.SubscriptionRow): Promise<Answer> {
  if (row.status === 'starting')
    throw new ConflictError('A request with this Idempotency-Key is still being processed. Please retry shortly.');
  if (row.status === 'declined') return declinedAnswer(storedDecline(row), true);
  const first = await repo.giftOfPeriod(ctx.db, row.id, 1);
  if (first) return paidAnswer(ctx, row, first, true);
  if (row.pending_payment_intent) {
    const pending = await retrievePending(ctx, row.pending_payment_intent);
    if (pending.status === 'requires_action') return actionAnswer(ctx, row, pending.intent, true);
  }
  return declinedAnswer(storedDecline(row), true);
}
