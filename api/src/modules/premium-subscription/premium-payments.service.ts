import { createHash } from 'node:crypto';
import { PREMIUM_PLANS, PREMIUM_PLAN_NAMES, type PremiumPlan } from '@storyfund/shared/constants';
import type {
  CreatePremiumSubscriptionBody,
  PremiumSubscriptionDeclined,
  PremiumSubscriptionPaid,
  PremiumSubscriptionRequiresAction,
} from '@storyfund/shared/contract';
import { validateIdempotencyKey, validatePaymentMethodId } from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import type { Transaction } from '../../db/client.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { requireAccountRole, type Caller } from '../../lib/access.js';
import { assertValid, ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { donorContact } from '../gifts/gifts.service.js';
import { declineErrorCode, ensureCustomer, PaymentDeclinedError, paymentGateway } from '../payments/payments.service.js';
import {
  confirmPaymentRequest,
  runPaymentRequest,
  settleWaitingOnEvent,
  type PaymentAnswer,
  type PaymentRequest,
  type PaymentResult,
  type Recorded,
  type RecordOutcome,
} from '../payments/payment-requests.service.js';
import { findUserById } from '../users/accounts.service.js';
import { setPremiumStatus } from '../users/user-moderation.service.js';
import { periodStart, trialEnd } from './premium-dates.js';
import { premiumView } from './premium-views.js';
import * as repo from './premium.repository.js';

/**
 * Buying a premium plan (docs/api-premium.md): the POST is a payment request of purpose 'premium'
 * (payments/payment-requests.service.ts owns its Idempotency-Key, lease, stored answer and 3-D Secure step).
 * Its work: the plan's row (one live plan per account, by a unique index), the card saved on the account's
 * processor customer for the renewals, and the first period's charge, or for the free trial no charge at all.
 * Its outcome, in the transaction that locks the request: the plan active (or trialing), the paid period with
 * its ledger journal, and the account premium. Later periods are the renewal run's (premium-renewals.ts).
 */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

interface PremiumRequest {
  account_id: number;
  plan: PremiumPlan;
  payment_method_id: string;
  trial: boolean;
}

/** POST users/{id}/premium-subscription: 201 paid or trial begun, 200 the bank's 3-D Secure step, 402 declined. */
export async function startPremium(
  ctx: AppContext,
  caller: Caller,
  accountId: number,
  body: CreatePremiumSubscriptionBody,
  idempotencyKey: string | undefined,
): Promise<PaymentAnswer> {
  const actor = requireAccountRole(caller, accountId, ['admin']);
  const account = await findUserById(ctx.db, accountId);
  if (!account || account.is_anonymous || account.merged_into_id !== null) throw new NotFoundError('User not found');
  assertValid({
    idempotency_key: validateIdempotencyKey(idempotencyKey),
    plan: PREMIUM_PLAN_NAMES.includes(body.plan as PremiumPlan) ? undefined : 'Please choose the monthly or the annual plan',
    payment_method_id: validatePaymentMethodId(body.payment_method_id),
  });
  if (!account.is_partner) throw new ValidationError({ user_id: ['Only a partner account can upgrade to premium'] });
  const request: PremiumRequest = {
    account_id: accountId,
    plan: body.plan as PremiumPlan,
    payment_method_id: body.payment_method_id!,
    trial: body.trial ?? false,
  };
  const hash = createHash('sha256')
    .update(JSON.stringify(['premium', accountId, request.plan, request.payment_method_id, request.trial]))
    .digest('hex');
  return runPaymentRequest<PremiumRequest>(
    ctx,
    { purpose: 'premium', ownerId: actor.id, key: idempotencyKey!, hash, request },
    {
      async pay(stored, processor) {
        const row = await startingRow(ctx, stored, await donorContact(ctx, accountId));
        const card = await saveCard(ctx, row);
        if (typeof card !== 'string') return card;
        if (card !== row.payment_method_id) await repo.updateRow(ctx.db, row.id, { payment_method_id: card });
        if (row.trial) return { status: 'succeeded', intent: null, feeCents: null };
        return processor.charge({
          amountCents: row.price_cents,
          customer: row.customer_id,
          paymentMethodId: card,
          metadata: { premium_subscription_id: String(row.id), period: '1' },
        });
      },
      record: recordStart(ctx),
    },
  );
}

/** POST users/{id}/premium-subscription/confirm: finishes the first charge after the 3-D Secure step. */
export async function confirmPremium(
  ctx: AppContext,
  caller: Caller,
  accountId: number,
  input: { payment_intent_id: string },
): Promise<PaymentAnswer> {
  const actor = requireAccountRole(caller, accountId, ['admin']);
  return confirmPaymentRequest<PremiumRequest>(
    ctx,
    {
      purpose: 'premium',
      paymentIntentId: input.payment_intent_id,
      callerId: actor.id,
      belongs: (request) => request.request.account_id === accountId,
    },
    { pay: (_request, processor) => processor.confirm(), record: recordStart(ctx) },
  );
}

/** payment.succeeded / payment.failed (durable listener): a first charge left at its 3-D Secure step is finished. Idempotent. */
export async function settlePremiumPayment(ctx: AppContext, event: DomainEvents['payment.succeeded' | 'payment.failed']): Promise<void> {
  await settleWaitingOnEvent(ctx, 'premium', event, { record: recordStart(ctx) });
}

/** The plan this request starts: made now, or by the holder this request took over from. One live plan per account (409). */
async function startingRow(
  ctx: AppContext,
  stored: PaymentRequest<PremiumRequest>,
  contact: { email: string | null; name: string },
): Promise<repo.PremiumRow> {
  const known = await repo.findByRequest(ctx.db, stored.id);
  if (known) return known;
  const { account_id: accountId, plan, trial } = stored.request;
  if (trial && (await repo.hadTrial(ctx.db, accountId))) throw new ValidationError({ trial: ['This account has had its free trial'] });
  const customer = await ensureCustomer(ctx, { id: accountId, email: contact.email, name: contact.name });
  const row = await repo.insertStarting(ctx.db, {
    user_id: accountId,
    plan,
    price_cents: PREMIUM_PLANS[plan].price_cents,
    provider: paymentGateway(ctx).provider,
    customer_id: customer,
    payment_method_id: stored.request.payment_method_id,
    trial,
    payment_request_id: stored.id,
  });
  if (row) return row;
  // A start left at its 3-D Secure step for an hour is given up, so the partner can start over.
  const live = await repo.findLive(ctx.db, accountId);
  const stale = live?.status === 'starting' && live.created_at.getTime() < ctx.clock.now().getTime() - ABANDONED_AFTER_MS;
  if (!stale) throw new ConflictError('This account already has a premium plan.');
  await repo.updateRow(ctx.db, live.id, { status: 'declined', error_code: 'abandoned', canceled_at: ctx.clock.now() });
  return startingRow(ctx, stored, contact);
}

/** The card saved on the account's customer before the first charge (renewals are off-session); a refusal is a decline. */
async function saveCard(ctx: AppContext, row: repo.PremiumRow): Promise<string | PaymentResult> {
  try {
    const saved = await paymentGateway(ctx).attachPaymentMethod({
      customer: row.customer_id!,
      userId: row.user_id,
      paymentMethodId: row.payment_method_id,
    });
    return saved.id;
  } catch (err) {
    if (!(err instanceof PaymentDeclinedError)) throw err;
    return {
      status: 'declined',
      intent: null,
      decline: { code: err.details.error ?? 'card_declined', declineCode: null, message: err.message },
    };
  }
}

function recordStart(ctx: AppContext): RecordOutcome<PremiumRequest> {
  return async (tx, request, result) => {
    const row = (await repo.findByRequest(tx, request.id))!;
    const locked = await repo.lockRow(tx, row.id);
    const now = ctx.clock.now();
    if (result.status === 'requires_action') {
      const body: PremiumSubscriptionRequiresAction = { error_code: 'requires_action', payment_intent: result.action };
      return { statusCode: 200, body };
    }
    if (result.status === 'declined') {
      const code = declineErrorCode(result.decline);
      await repo.updateRow(tx, locked.id, {
        status: 'declined',
        error_code: code,
        error_message: result.decline.message,
        canceled_at: now,
      });
      const body: PremiumSubscriptionDeclined = { message: result.decline.message, error: code, error_code: code };
      return { statusCode: 402, body };
    }
    return begin(tx, locked, result, now);
  };
}

/** The plan begins: trialing until the trial's end, or active with period 1 paid (and its journal). The account is premium. */
async function begin(
  tx: Transaction,
  row: repo.PremiumRow,
  result: Extract<PaymentResult, { status: 'succeeded' }>,
  now: Date,
): Promise<Recorded> {
  let next: repo.PremiumRow;
  if (row.trial) {
    const ends = trialEnd(now);
    next = await repo.updateRow(tx, row.id, { status: 'trialing', trial_ends_at: ends, billing_anchor: ends, next_charge_at: ends });
  } else {
    await repo.recordPayment(tx, {
      subscription_id: row.id,
      user_id: row.user_id,
      period: 1,
      amount_cents: row.price_cents,
      processor_fee_cents: result.feeCents ?? 0,
      payment_intent_id: result.intent?.recordId ?? null,
      paid_at: now,
    });
    next = await repo.updateRow(tx, row.id, {
      status: 'active',
      billing_anchor: now,
      period: 2,
      attempt: 0,
      next_charge_at: periodStart(row.plan, now, 2),
      error_code: 'none',
      error_message: null,
    });
  }
  await setPremiumStatus(tx, row.user_id, true);
  const body: PremiumSubscriptionPaid = { error_code: 'none', premium_subscription: premiumView(next) };
  return { statusCode: 201, body };
}
