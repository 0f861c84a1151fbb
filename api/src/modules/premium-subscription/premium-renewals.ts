import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import type { Transaction } from '../../db/client.js';
import { declineErrorCode, paymentGateway, UnknownPaymentMethodError } from '../payments/payments.service.js';
import { paymentResultOf, type PaymentResult } from '../payments/payment-requests.service.js';
import { setPremiumStatus } from '../users/user-moderation.service.js';
import { periodStart, retryAt } from './premium-dates.js';
import { sendPremiumRenewalMail, type PremiumRenewalMail } from './premium-mail.js';
import * as repo from './premium.repository.js';

/**
 * The premium renewal run, the monthly gifts' pattern (subscriptions/subscription-scheduler.ts): due plans are
 * claimed a batch at a time with FOR UPDATE SKIP LOCKED and leased to this run, so several instances never
 * charge the same period; each charge is off-session with the processor key premium-{id}-{period}-{attempt},
 * so a run that takes over a crashed one reaches the same PaymentIntent. A plan due with cancel_at_period_end
 * ends instead (nothing charged). A failed renewal leaves the plan past due (still premium) and is tried again
 * 2 days later, then every 5 days; the 4th failure ends it. Ending a plan ends the account's premium. Each
 * failure and the end for non-payment are mailed to the partner (premium-mail.ts), after the outcome commits.
 */
export const PREMIUM_RENEWALS_EVERY_MS = 60 * 60 * 1000;
const BATCH = 10;

export interface PremiumRenewalReport {
  claimed: number;
  paid: number;
  failed: number;
  ended: number;
  errors: { premium_subscription_id: number; message: string }[];
}

type Outcome = 'paid' | 'failed' | 'ended' | 'stale';
/** A recorded outcome, and what the partner is to be told of it (sent after the commit, by this run only). */
interface Recorded {
  outcome: Outcome;
  mail?: PremiumRenewalMail;
}

export async function runPremiumRenewals(ctx: AppContext, now: Date): Promise<PremiumRenewalReport> {
  const token = randomUUID();
  const report: PremiumRenewalReport = { claimed: 0, paid: 0, failed: 0, ended: 0, errors: [] };
  for (;;) {
    const batch = await repo.claimDue(ctx.db, now, BATCH, token);
    if (batch.length === 0) return report;
    report.claimed += batch.length;
    for (const row of batch) {
      try {
        const { outcome, mail } = row.cancel_at_period_end ? await finish(ctx, row, now, token) : await renew(ctx, row, now, token);
        if (mail) await sendPremiumRenewalMail(ctx, row, mail).catch(() => undefined);
        if (outcome !== 'stale') report[outcome]++;
      } catch (err) {
        report.errors.push({ premium_subscription_id: row.id, message: (err as Error).message });
      }
    }
  }
}

/** The periodic job (src/jobs.ts): a run whose renewals failed unexpectedly throws, so the job logs it. */
export async function premiumRenewalJob(ctx: AppContext, now: Date): Promise<PremiumRenewalReport> {
  const report = await runPremiumRenewals(ctx, now);
  if (report.errors.length > 0)
    throw new Error(`${report.errors.length} premium renewals failed: ${JSON.stringify(report.errors.slice(0, 5))}`);
  return report;
}

async function charge(ctx: AppContext, row: repo.PremiumRow): Promise<PaymentResult> {
  try {
    const result = await paymentGateway(ctx).createAndConfirmPaymentIntent({
      amountCents: row.price_cents,
      customer: row.customer_id,
      paymentMethodId: row.payment_method_id,
      idempotencyKey: `premium-${row.id}-${row.period}-${row.attempt}`,
      offSession: true,
      metadata: { purpose: 'premium', premium_subscription_id: String(row.id), period: String(row.period) },
    });
    return paymentResultOf(result);
  } catch (err) {
    if (!(err instanceof UnknownPaymentMethodError)) throw err;
    return {
      status: 'declined',
      intent: null,
      decline: { code: 'payment_method_unavailable', declineCode: null, message: 'The card of this premium plan is no longer available.' },
    };
  }
}

async function renew(ctx: AppContext, row: repo.PremiumRow, now: Date, token: string): Promise<Recorded> {
  const result = await charge(ctx, row);
  return ctx.transaction(async (tx) => {
    const locked = await repo.lockRow(tx, row.id);
    if (locked.claim_token !== token || locked.period !== row.period || locked.attempt !== row.attempt) return { outcome: 'stale' };
    const release = { locked_until: null, claim_token: null };
    if (result.status === 'succeeded') {
      await repo.recordPayment(tx, {
        subscription_id: row.id,
        user_id: row.user_id,
        period: row.period,
        amount_cents: row.price_cents,
        processor_fee_cents: result.feeCents ?? 0,
        payment_intent_id: result.intent?.recordId ?? null,
        paid_at: now,
      });
      await repo.updateRow(tx, row.id, {
        ...release,
        status: 'active',
        period: row.period + 1,
        attempt: 0,
        failed_attempts: 0,
        next_charge_at: periodStart(row.plan, row.billing_anchor ?? now, row.period + 1),
        error_code: 'none',
        error_message: null,
      });
      await setPremiumStatus(tx, row.user_id, true);
      return { outcome: 'paid' };
    }
    // Off-session, a bank that wants the partner is a failure like a decline: tried again later.
    const failure =
      result.status === 'declined'
        ? { error_code: declineErrorCode(result.decline), error_message: result.decline.message }
        : { error_code: 'authentication_required', error_message: null };
    const failures = locked.failed_attempts + 1;
    const retry = retryAt(now, failures);
    if (!retry) return { outcome: await finishIn(tx, locked, now, failure), mail: { kind: 'ended', at: now } };
    await repo.updateRow(tx, row.id, {
      ...release,
      ...failure,
      status: 'past_due',
      attempt: row.attempt + 1,
      failed_attempts: failures,
      next_charge_at: retry,
    });
    return { outcome: 'failed', mail: { kind: 'failed', bank: failure.error_message, retryAt: retry } };
  });
}

/** A plan due with cancel_at_period_end ends: nothing more is charged; the account is premium no more. */
function finish(ctx: AppContext, row: repo.PremiumRow, now: Date, token: string): Promise<Recorded> {
  return ctx.transaction(async (tx) => {
    const locked = await repo.lockRow(tx, row.id);
    if (locked.claim_token !== token) return { outcome: 'stale' };
    return { outcome: await finishIn(tx, locked, now, null) };
  });
}

/** A plan ends (its cancel reached the period's end, or its last retry failed). */
async function finishIn(
  tx: Transaction,
  row: repo.PremiumRow,
  now: Date,
  failure: { error_code: string; error_message: string | null } | null,
): Promise<Outcome> {
  await repo.updateRow(tx, row.id, {
    locked_until: null,
    claim_token: null,
    status: 'canceled',
    canceled_at: now,
    next_charge_at: null,
    ...(failure ? { ...failure, failed_attempts: row.failed_attempts + 1 } : {}),
  });
  await setPremiumStatus(tx, row.user_id, false);
  return 'ended';
}
