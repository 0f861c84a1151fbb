import { randomUUID } from 'node:crypto';
import type { CreateSubscriptionBody } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { requireActor, type Actor, type Caller } from '../../lib/access.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { loadProject, type ProjectRow } from '../projects/project-access.service.js';
import { GIFT_ATTEMPTS_IP, monthlyGiftOf } from '../gifts/gifts.service.js';
import { findPaymentIntent, findPaymentIntentById, paymentGateway } from '../payments/payments.service.js';
import {
  confirmPaymentRequest,
  findRequestOfIntent,
  paymentResultOf,
  runPaymentRequest,
  settleWaitingRequest,
  type PaymentAnswer,
} from '../payments/payment-requests.service.js';
import * as answers from './subscription-answers.js';
import { chargeAttempt, chargeMetadata, retrievePending } from './subscription-charging.js';
import { parseSubscriptionRequest, requestHash } from './subscription-input.js';
import { recordFirstMonth, replayStart, saveCard, startingRow, type StoredSubscriptionRequest } from './subscription-first-month.js';
import { expectedOf, recordOutcome } from './subscription-outcomes.js';
import * as repo from './subscriptions.repository.js';

/**
 * The calls that charge a monthly gift while the donor is there: POST (the first month, at once), confirm
 * (after the 3-D Secure dialog) and pay (an outstanding month, from /monthly). The POST is a payment request
 * (payments/payment-requests.service.ts): its Idempotency-Key, lease, stored answer and 3-D Secure step are
 * the helper's, and the first month is its charge. Later months are the scheduler's (subscription-scheduler.ts)
 * or the donor's "pay now", each on its own processor key. All of them record through recordOutcome.
 */

export function requireMonthlyDonor(caller: Caller): Actor {
  const actor = requireActor(caller);
  if (actor.is_anonymous) throw new ForbiddenError('Please create an account to give monthly.');
  return actor;
}

function requireOpen(project: ProjectRow): void {
  if (project.status === 'banned') throw new NotFoundError('Project not found');
  if (project.status !== 'active') throw new ValidationError({ project_id: ['This project is closed and no longer accepts gifts'] });
}

/** POST /projects/{id}/subscription: starts a monthly gift and charges its first month at once. */
export async function startSubscription(
  ctx: AppContext,
  caller: Caller,
  projectId: number,
  body: CreateSubscriptionBody,
  opts: { idempotencyKey: string | undefined; ip: string },
): Promise<PaymentAnswer> {
  const actor = requireMonthlyDonor(caller);
  const project = await loadProject(ctx.db, projectId, actor);
  requireOpen(project);
  const parsed = parseSubscriptionRequest(body, opts.idempotencyKey);
  const input = { purpose: 'subscription' as const, ownerId: actor.id, key: opts.idempotencyKey!, hash: requestHash(projectId, parsed) };
  return runPaymentRequest<StoredSubscriptionRequest>(
    ctx,
    { ...input, request: { ...parsed, project_id: projectId } },
    {
      async pay(request, processor) {
        if (processor.fresh) await ctx.rateLimiter.consume(GIFT_ATTEMPTS_IP, opts.ip);
        let row = await startingRow(ctx, actor, request);
        const card = await saveCard(ctx, row);
        if (typeof card !== 'string') return card;
        if (card !== row.charge_payment_method_id)
          row = await repo.updateRow(ctx.db, row.id, { payment_method_id: card, charge_payment_method_id: card });
        return processor.charge({
          amountCents: row.charge_amount_cents! + row.charge_tip_cents!,
          customer: row.customer_id,
          paymentMethodId: card,
          metadata: chargeMetadata(row),
        });
      },
      record: recordFirstMonth(ctx, project),
      replay: (request) => replayStart(ctx, request),
    },
  );
}

/**
 * A payment that waited for the donor's authentication and has since been settled at the processor (the
 * dialog, Stripe.js, or a webhook): records it, a first month through the request that started the
 * subscription. Answers the row after and the answer, or undefined while it still waits.
 */
async function settlePending(ctx: AppContext, project: ProjectRow, row: repo.SubscriptionRow) {
  const result = await retrievePending(ctx, row.pending_payment_intent!);
  if (result.status === 'requires_action' || result.intent === null) return undefined;
  const first = await settleWaitingRequest(
    ctx,
    'subscription',
    { ...result, intent: result.intent },
    { record: recordFirstMonth(ctx, project) },
  );
  if (first) return { row: (await repo.findById(ctx.db, row.id))!, answer: first };
  const mode = row.last_charged_at ? 'donor' : 'first';
  const outcome = await recordOutcome(ctx, project, row.id, expectedOf(row), result, mode, ctx.clock.now(), null);
  return { row: outcome.row, answer: answers.fresh(await answers.outcomeAnswer(ctx.db, outcome)) };
}

/**
 * payment.succeeded / payment.failed (durable listener): a monthly gift's payment that waited for the
 * donor's authentication is recorded now if no confirm call did it yet. Idempotent (recordOutcome checks
 * the attempt; a first month's request is locked and checked first).
 */
export async function settleSubscriptionPayment(
  ctx: AppContext,
  event: DomainEvents['payment.succeeded' | 'payment.failed'],
): Promise<void> {
  const intent = await findPaymentIntentById(ctx.db, event.intent_record_id);
  const row = intent && (await repo.findById(ctx.db, Number(intent.metadata.subscription_id)));
  if (!intent || !row || row.pending_payment_intent !== intent.provider_id) return;
  // A project banned since records nothing, as for a one-time gift (refunds are handled apart).
  const project = await loadProject(ctx.db, row.project_id).catch((err: unknown) => {
    if (err instanceof NotFoundError) return undefined;
    throw err;
  });
  if (project) await settlePending(ctx, project, row);
}

/** POST /projects/{id}/subscription/confirm: finishes a payment after the 3-D Secure dialog. */
export async function confirmSubscription(
  ctx: AppContext,
  caller: Caller,
  projectId: number,
  input: { payment_intent_id: string },
): Promise<PaymentAnswer> {
  const actor = requireActor(caller);
  if (await findRequestOfIntent(ctx, 'subscription', input.payment_intent_id)) {
    let project: ProjectRow | undefined;
    const belongs = (request: { request: StoredSubscriptionRequest }) => request.request.project_id === projectId;
    return confirmPaymentRequest<StoredSubscriptionRequest>(
      ctx,
      { purpose: 'subscription', paymentIntentId: input.payment_intent_id, callerId: actor.id, belongs },
      {
        async pay(_request, processor) {
          project = await loadProject(ctx.db, projectId, actor);
          return processor.confirm();
        },
        record: (tx, request, result) => recordFirstMonth(ctx, project!)(tx, request, result),
        replay: (request) => replayStart(ctx, request),
      },
    );
  }
  const row = await repo.findByPendingIntent(ctx.db, actor.id, projectId, input.payment_intent_id);
  if (!row) return finishedPayment(ctx, actor, projectId, input.payment_intent_id);
  const project = await loadProject(ctx.db, projectId, actor);
  const result = paymentResultOf(await paymentGateway(ctx).confirmPaymentIntent(input.payment_intent_id));
  if (result.status === 'requires_action') return answers.fresh(await answers.actionAnswer(ctx.db, row, result.action));
  const outcome = await recordOutcome(ctx, project, row.id, expectedOf(row), result, 'donor', ctx.clock.now(), null);
  if (outcome.kind === 'stale') return finishedPayment(ctx, actor, projectId, input.payment_intent_id);
  return answers.fresh(await answers.outcomeAnswer(ctx.db, outcome));
}

/** A confirm for a later month's payment already recorded (a second confirm, or the webhook came first): its answer again. */
async function finishedPayment(ctx: AppContext, actor: Actor, projectId: number, intentId: string): Promise<PaymentAnswer> {
  const intent = await findPaymentIntent(ctx.db, paymentGateway(ctx).provider, intentId);
  const subscription = intent && (await repo.findById(ctx.db, Number(intent.metadata.subscription_id)));
  if (!intent || !subscription || subscription.donor_id !== actor.id || subscription.project_id !== projectId)
    throw new NotFoundError('Payment not found');
  const gift = await monthlyGiftOf(ctx.db, subscription.id, { intentRecordId: intent.id });
  if (gift) return answers.fresh(await answers.paidAnswer(ctx.db, subscription, gift), true);
  const result = await retrievePending(ctx, intentId);
  if (result.status === 'declined') return answers.fresh(answers.declinedAnswer(result.decline), true);
  throw new NotFoundError('Payment not found');
}

/**
 * POST /projects/{id}/subscription/pay: the donor settles an outstanding month now, on session (the
 * link of a "please confirm" email, or after changing the card). 3-D Secure is then possible.
 */
export async function payOutstanding(ctx: AppContext, caller: Caller, projectId: number): Promise<PaymentAnswer> {
  const actor = requireMonthlyDonor(caller);
  let row = await repo.findLive(ctx.db, actor.id, projectId);
  if (!row || row.status === 'starting') throw new NotFoundError('You do not give monthly to this project.');
  if (row.status !== 'past_due') throw new ConflictError('Nothing is due on this monthly gift.');
  const project = await loadProject(ctx.db, projectId, actor);
  requireOpen(project);
  if (row.pending_payment_intent) {
    const pending = await retrievePending(ctx, row.pending_payment_intent);
    if (pending.status === 'requires_action') return answers.fresh(await answers.actionAnswer(ctx.db, row, pending.action));
    const settled = await settlePending(ctx, project, row);
    if (settled && (settled.answer.statusCode !== 402 || settled.row.status !== 'past_due')) return settled.answer;
    row = settled?.row ?? row;
  }
  const token = randomUUID();
  const claimed = await repo.claimPastDue(ctx.db, row.id, token);
  if (!claimed) throw new ConflictError('A payment for this monthly gift is already in progress.');
  try {
    const result = await chargeAttempt(ctx, claimed, false);
    const outcome = await recordOutcome(ctx, project, claimed.id, expectedOf(claimed), result, 'donor', ctx.clock.now(), token);
    return answers.fresh(await answers.outcomeAnswer(ctx.db, outcome));
  } catch (err) {
    await repo.releaseLease(ctx.db, claimed.id, token).catch(() => undefined);
    throw err;
  }
}
