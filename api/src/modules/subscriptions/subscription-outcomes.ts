import type { AppContext } from '../../app-context.js';
import type { Executor, Transaction } from '../../db/client.js';
import type { ProjectRow } from '../projects/project-access.service.js';
import { writeGift, type GiftRow } from '../gifts/gifts.service.js';
import { declineErrorCode, type Decline } from '../payments/payments.service.js';
import type { PaymentIntentAction, PaymentResult } from '../payments/payment-requests.service.js';
import type { ChargeMode } from './subscription-charging.js';
import { nextPeriodAfter, retryAt } from './subscription-dates.js';
import type { RenewalMail } from './subscription-mail.js';
import * as repo from './subscriptions.repository.js';

/**
 * Recording what a charge came to, in a transaction that first locks the subscription's row. The charge
 * was made for one attempt (`expected`: period, attempt, pending intent); if the row has moved on since
 * (another request or run recorded that attempt first), nothing is recorded twice: the answer is 'stale'.
 * A gift is written through writeGift, with the subscription and month on it (one gift per month).
 */
export interface Expected {
  period: number;
  attempt: number;
  pendingIntent: string | null;
}

export type Outcome =
  | { kind: 'paid'; row: repo.SubscriptionRow; gift: GiftRow; mail?: undefined }
  | { kind: 'needs_action'; row: repo.SubscriptionRow; intent: PaymentIntentAction; mail?: RenewalMail }
  | { kind: 'declined'; row: repo.SubscriptionRow; decline: Decline; mail?: RenewalMail }
  | { kind: 'stale'; row: repo.SubscriptionRow; mail?: undefined };

export const expectedOf = (row: repo.SubscriptionRow): Expected => ({
  period: row.period,
  attempt: row.attempt,
  pendingIntent: row.pending_payment_intent,
});

/** In a transaction of its own (ctx.transaction: the gift's events go out after commit). */
export async function recordOutcome(
  ctx: AppContext,
  project: ProjectRow,
  id: number,
  expected: Expected,
  result: PaymentResult,
  mode: ChargeMode,
  now: Date,
  token: string | null,
): Promise<Outcome> {
  return ctx.transaction((tx) => recordOutcomeIn(ctx, tx, project, id, expected, result, mode, now, token));
}

/** Inside the caller's transaction (the first month's, which holds its payment request locked). */
export async function recordOutcomeIn(
  ctx: AppContext,
  tx: Transaction,
  project: ProjectRow,
  id: number,
  expected: Expected,
  result: PaymentResult,
  mode: ChargeMode,
  now: Date,
  token: string | null,
): Promise<Outcome> {
  const row = await repo.lockRow(tx, id);
  const release = token !== null && row.claim_token === token ? { locked_until: null, claim_token: null } : {};
  const fresh = row.period === expected.period && row.attempt === expected.attempt && row.pending_payment_intent === expected.pendingIntent;
  if (!fresh) return { kind: 'stale', row: Object.keys(release).length > 0 ? await repo.updateRow(tx, id, release) : row };
  if (result.status === 'succeeded') return paid(ctx, tx, project, row, result, now, release);
  if (result.status === 'requires_action') {
    const waiting = { code: 'authentication_required', message: null, pending: result.action.id, intent: result.action };
    if (mode === 'renewal') return failed(tx, row, waiting, now, release);
    const next = await repo.updateRow(tx, id, {
      ...release,
      status: row.status === 'stopped' ? 'stopped' : 'past_due',
      error_code: 'requires_action',
      error_message: null,
      pending_payment_intent: result.action.id,
    });
    return { kind: 'needs_action', row: next, intent: result.action };
  }
  const ended = {
    ...release,
    attempt: row.attempt + 1,
    pending_payment_intent: null,
    charge_amount_cents: null,
    charge_tip_cents: null,
    charge_payment_method_id: null,
  };
  const error = { error_code: declineErrorCode(result.decline), error_message: result.decline.message };
  if (mode === 'renewal')
    return failed(tx, row, { code: error.error_code, message: error.error_message, pending: null, decline: result.decline }, now, ended);
  // The first month refused: a new request ('declined', kept for replays), or a failed 3-D Secure step.
  const status = mode === 'donor' || row.status === 'stopped' ? row.status : row.status === 'starting' ? 'declined' : 'stopped';
  const stopping = status === 'stopped' && row.status !== 'stopped' ? { stopped_at: now, next_charge_at: null } : {};
  const next = await repo.updateRow(tx, id, { ...ended, ...error, ...stopping, status });
  return { kind: 'declined', row: next, decline: result.decline };
}

async function paid(
  ctx: AppContext,
  tx: Transaction,
  project: ProjectRow,
  row: repo.SubscriptionRow,
  result: Extract<PaymentResult, { status: 'succeeded' }>,
  now: Date,
  release: object,
): Promise<Outcome> {
  const gift = await writeGift(ctx, tx, {
    project,
    donorId: row.donor_id,
    amountCents: row.charge_amount_cents ?? row.amount_cents,
    tipCents: row.charge_tip_cents ?? row.tip_cents,
    anonymous: row.anonymous,
    monthly: true,
    paymentIntentRecordId: result.intent?.recordId ?? null,
    processorFeeCents: result.feeCents,
    encouragement: row.period === 1 ? row.encouragement : null,
    dedicateeName: null,
    dedicateeEmail: null,
    donorEmail: null,
    subscription: { id: row.id, period: row.period },
    at: now,
  });
  const anchor = row.billing_anchor ?? now;
  const next = nextPeriodAfter(anchor, row.period, now);
  // A gift stopped while its charge was under way keeps the gift it paid for, and stays stopped.
  const stopped = row.status === 'stopped';
  const updated = await repo.updateRow(tx, row.id, {
    ...release,
    status: stopped ? 'stopped' : 'active',
    period: next.period,
    attempt: 0,
    failed_attempts: 0,
    billing_anchor: anchor,
    last_charged_at: now,
    next_charge_at: stopped ? null : next.at,
    error_code: 'none',
    error_message: null,
    pending_payment_intent: null,
    charge_amount_cents: null,
    charge_tip_cents: null,
    charge_payment_method_id: null,
  });
  return { kind: 'paid', row: updated, gift };
}

/**
 * A scheduled renewal that did not go through: past due, tried again 2 days later and then every 5 days,
 * the donor told (to update the card, or to confirm the payment); the 6th consecutive failure stops it.
 */
interface Failure {
  code: string;
  message: string | null;
  /** The intent left waiting for the donor's authentication, if any. */
  pending: string | null;
  intent?: PaymentIntentAction;
  decline?: Decline;
}

async function failed(
  tx: Executor,
  row: repo.SubscriptionRow,
  failure: Failure,
  now: Date,
  change: repo.SubscriptionChange,
): Promise<Outcome> {
  const error = { error_code: failure.code, error_message: failure.message, pending_payment_intent: failure.pending };
  const stopped = row.status === 'stopped';
  const failedAttempts = row.failed_attempts + 1;
  const retry = stopped ? undefined : retryAt(now, failedAttempts);
  const next = await repo.updateRow(tx, row.id, {
    ...change,
    ...error,
    ...(stopped ? {} : { failed_attempts: failedAttempts }),
    ...(stopped
      ? {}
      : retry
        ? { status: 'past_due', next_charge_at: retry }
        : { status: 'stopped', stopped_at: now, next_charge_at: null }),
  });
  const mail: RenewalMail | undefined = stopped
    ? undefined
    : !retry
      ? { kind: 'stopped', reason: 'failures' }
      : failure.intent || failure.code === 'authentication_required'
        ? { kind: 'confirm', retryAt: retry }
        : { kind: 'declined', message: failure.message ?? 'Your card was declined.', retryAt: retry };
  if (failure.intent) return { kind: 'needs_action', row: next, intent: failure.intent, mail };
  const decline = failure.decline ?? { code: failure.code, declineCode: null, message: failure.message ?? '' };
  return { kind: 'declined', row: next, decline, mail };
}
