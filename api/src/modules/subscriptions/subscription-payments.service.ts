import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import { requireActor, type Actor, type Caller } from '../../lib/access.js';
import { AppError, ConflictError, ForbiddenError, NotFoundError, RateLimitedError, ValidationError } from '../../lib/errors.js';
import { loadProject, type ProjectRow } from '../projects/project-access.service.js';
import { GIFT_ATTEMPTS_IP } from '../gifts/gifts.service.js';
import { PaymentDeclinedError, UnknownPaymentMethodError } from '../payments/payment-gateway.js';
import { ensureCustomer, findPaymentIntent, paymentGateway } from '../payments/payments.service.js';
import * as answers from './subscription-answers.js';
import { chargeAttempt, fromIntent, retrievePending, type ChargeResult } from './subscription-charging.js';
import { parseSubscriptionRequest, requestHash, type SubscriptionBody } from './subscription-input.js';
import { expectedOf, recordOutcome } from './subscription-outcomes.js';
import * as repo from './subscriptions.repository.js';

/**
 * The calls that charge a monthly gift while the donor is there: POST (the first month, at once), confirm
 * (after the 3-D Secure dialog) and pay (an outstanding month, from /monthly). Renewals are the scheduler's
 * (subscription-scheduler.ts). All of them record through recordOutcome.
 */
const WAIT_MS = 20_000;

export function requireMonthlyDonor(caller: Caller): Actor {
  const actor = requireActor(caller);
  if (actor.is_anonymous) throw new ForbiddenError('Please create an account to give monthly.');
  return actor;
}

function requireOpen(project: ProjectRow): void {
  if (project.status === 'banned') throw new NotFoundError('Project not found');
  if (project.status !== 'active') throw new ValidationError({ project_id: ['This project is closed and no longer accepts gifts'] });
}

const keyReused = () =>
  new ConflictError('This Idempotency-Key was already used with a different request.', {
    idempotency_key: ['This Idempotency-Key was already used with a different request'],
  });
const alreadyMonthly = () => new ConflictError('You already give monthly to this project.');
const keyInUse = () =>
  new AppError(409, 'A request with this Idempotency-Key is still being processed. Please retry shortly.', {
    error: 'idempotency_key_in_use',
  });

/** POST /projects/{id}/subscription: starts a monthly gift and charges its first month at once. */
export async function startSubscription(
  ctx: AppContext,
  caller: Caller,
  projectId: number,
  body: SubscriptionBody,
  opts: { idempotencyKey: string | undefined; ip: string },
): Promise<answers.Answer> {
  const actor = requireMonthlyDonor(caller);
  const project = await loadProject(ctx.db, projectId, actor);
  requireOpen(project);
  const request = parseSubscriptionRequest(body, opts.idempotencyKey);
  const hash = requestHash(projectId, request);
  const existing = await repo.findByKey(ctx.db, actor.id, opts.idempotencyKey!);
  if (!existing) {
    const live = await repo.findLive(ctx.db, actor.id, projectId);
    if (live && live.status !== 'past_due') throw alreadyMonthly();
  }
  const contact = await repo.donorContact(ctx.db, actor.id);
  const customer = await ensureCustomer(ctx, { id: actor.id, email: contact.email, name: contact.name });
  const token = randomUUID();
  const values = {
    project_id: projectId,
    donor_id: actor.id,
    amount_cents: request.amount_cents,
    tip_cents: request.tip_cents,
    provider: paymentGateway(ctx).provider,
    customer_id: customer,
    payment_method_id: request.payment_method_id,
    anonymous: request.anonymous,
    encouragement: request.encouragement,
    idempotency_key: opts.idempotencyKey!,
    request_hash: hash,
  };
  for (let tries = 0; ; tries++) {
    const claim = await claimRequest(ctx, values, token);
    if (claim.kind === 'retry') {
      if (tries >= 5) throw keyInUse();
      continue;
    }
    if (claim.kind === 'done') return replay(ctx, project, claim.row);
    let row = claim.row;
    try {
      if (claim.kind === 'new') await ctx.rateLimiter.consume(GIFT_ATTEMPTS_IP, opts.ip);
      const card = await saveCard(ctx, row);
      if (typeof card !== 'string')
        return answers.outcomeAnswer(
          ctx,
          await recordOutcome(ctx, project, row.id, expectedOf(row), card, 'first', ctx.clock.now(), token),
        );
      if (card !== row.charge_payment_method_id)
        row = await repo.updateRow(ctx.db, row.id, { payment_method_id: card, charge_payment_method_id: card });
      const result = await chargeAttempt(ctx, row, false);
      return answers.outcomeAnswer(
        ctx,
        await recordOutcome(ctx, project, row.id, expectedOf(row), result, 'first', ctx.clock.now(), token),
      );
    } catch (err) {
      // Nothing reached the processor (bad card, rate limit): the key is freed for a corrected retry.
      if (err instanceof RateLimitedError || err instanceof UnknownPaymentMethodError) await repo.deleteStarting(ctx.db, row.id);
      else await repo.releaseLease(ctx.db, row.id, token).catch(() => undefined);
      throw err;
    }
  }
}

/**
 * The card is saved on the donor's processor customer before the first charge, so renewals can use it
 * off-session (Stripe requires it). A card the processor refuses to save is a decline of the first month.
 */
async function saveCard(ctx: AppContext, row: repo.SubscriptionRow): Promise<string | ChargeResult> {
  try {
    const saved = await paymentGateway(ctx).attachPaymentMethod({
      customer: row.customer_id!,
      userId: row.donor_id,
      paymentMethodId: row.charge_payment_method_id!,
    });
    return saved.id;
  } catch (err) {
    if (!(err instanceof PaymentDeclinedError)) throw err;
    return { status: 'declined', decline: { code: err.details.error ?? 'card_declined', declineCode: null, message: err.message } };
  }
}

type Claim = { kind: 'new' | 'owner' | 'done'; row: repo.SubscriptionRow } | { kind: 'retry' };

/**
 * Claims the request's key: inserts the subscription (holding its lease), or finds the request that did and
 * waits for its outcome (taking over when its lease ran out: that request died). A first month left waiting
 * for a 3-D Secure step nobody finished is stopped when the donor starts over with a new key.
 */
async function claimRequest(ctx: AppContext, values: repo.NewSubscription, token: string): Promise<Claim> {
  const inserted = await repo.insertStarting(ctx.db, values, token);
  if (inserted) return { kind: 'new', row: inserted };
  const existing = await repo.findByKey(ctx.db, values.donor_id, values.idempotency_key);
  if (existing) {
    if (existing.request_hash !== values.request_hash) throw keyReused();
    return waitFor(ctx, existing.id, token);
  }
  const live = await repo.findLive(ctx.db, values.donor_id, values.project_id);
  if (!live) return { kind: 'retry' };
  if (await repo.stopAbandonedStart(ctx.db, values.donor_id, values.project_id)) return { kind: 'retry' };
  throw alreadyMonthly();
}

async function waitFor(ctx: AppContext, id: number, token: string): Promise<Claim> {
  const deadline = Date.now() + WAIT_MS;
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    const row = await repo.findById(ctx.db, id);
    if (!row) return { kind: 'retry' }; // refused as bad input and freed: this duplicate tries for itself
    if (row.status !== 'starting') return { kind: 'done', row };
    const taken = await repo.takeOverStarting(ctx.db, id, token);
    if (taken) return { kind: 'owner', row: taken };
    if (Date.now() > deadline) throw keyInUse();
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

async function replay(ctx: AppContext, project: ProjectRow, row: repo.SubscriptionRow): Promise<answers.Answer> {
  const settled = row.pending_payment_intent ? await settlePending(ctx, project, row) : undefined;
  const answer = await answers.replayAnswer(ctx, settled ?? row);
  return { ...answer, replayed: true };
}

/**
 * A payment that waited for the donor's authentication and has since been settled at the processor (the
 * dialog, Stripe.js, or a webhook): records it. Answers the row after, or undefined while it still waits.
 */
export async function settlePending(
  ctx: AppContext,
  project: ProjectRow,
  row: repo.SubscriptionRow,
): Promise<repo.SubscriptionRow | undefined> {
  const result = await retrievePending(ctx, row.pending_payment_intent!);
  if (result.status === 'requires_action') return undefined;
  const outcome = await recordOutcome(
    ctx,
    project,
    row.id,
    expectedOf(row),
    result,
    row.last_charged_at ? 'donor' : 'first',
    ctx.clock.now(),
    null,
  );
  return outcome.row;
}

/** POST /projects/{id}/subscription/confirm: finishes a payment after the 3-D Secure dialog. */
export async function confirmSubscription(
  ctx: AppContext,
  caller: Caller,
  projectId: number,
  input: { payment_intent_id: string },
): Promise<answers.Answer> {
  const actor = requireActor(caller);
  const row = await repo.findByPendingIntent(ctx.db, actor.id, projectId, input.payment_intent_id);
  if (!row) return finishedPayment(ctx, actor, projectId, input.payment_intent_id);
  const project = await loadProject(ctx.db, projectId, actor);
  const result = fromIntent(await paymentGateway(ctx).confirmPaymentIntent(input.payment_intent_id));
  if (result.status === 'requires_action') return answers.actionAnswer(ctx, row, result.intent);
  const outcome = await recordOutcome(
    ctx,
    project,
    row.id,
    expectedOf(row),
    result,
    row.last_charged_at ? 'donor' : 'first',
    ctx.clock.now(),
    null,
  );
  if (outcome.kind === 'stale') return finishedPayment(ctx, actor, projectId, input.payment_intent_id);
  return answers.outcomeAnswer(ctx, outcome);
}

/** A confirm for a payment already recorded (a second confirm, or the webhook came first): its answer again. */
async function finishedPayment(ctx: AppContext, actor: Actor, projectId: number, intentId: string): Promise<answers.Answer> {
  const intent = await findPaymentIntent(ctx.db, paymentGateway(ctx).provider, intentId);
  const subscription = intent && (await repo.findById(ctx.db, Number(intent.metadata.subscription_id)));
  if (!intent || !subscription || subscription.donor_id !== actor.id || subscription.project_id !== projectId)
    throw new NotFoundError('Payment not found');
  const gift = await repo.giftOfIntent(ctx.db, subscription.id, intent.id);
  if (gift) return answers.paidAnswer(ctx, subscription, gift, true);
  const result = await retrievePending(ctx, intentId);
  if (result.status === 'declined') return { ...answers.declinedAnswer(result.decline), replayed: true };
  throw new NotFoundError('Payment not found');
}

/**
 * POST /projects/{id}/subscription/pay: the donor settles an outstanding month now, on session (the
 * link of a "please confirm" email, or after changing the card). 3-D Secure is then possible.
 */
export async function payOutstanding(ctx: AppContext, caller: Caller, projectId: number): Promise<answers.Answer> {
  const actor = requireMonthlyDonor(caller);
  let row = await repo.findLive(ctx.db, actor.id, projectId);
  if (!row || row.status === 'starting') throw new NotFoundError('You do not give monthly to this project.');
  if (row.status !== 'past_due') throw new ConflictError('Nothing is due on this monthly gift.');
  const project = await loadProject(ctx.db, projectId, actor);
  requireOpen(project);
  if (row.pending_payment_intent) {
    const pending = await retrievePending(ctx, row.pending_payment_intent);
    if (pending.status === 'requires_action') return answers.actionAnswer(ctx, row, pending.intent);
    const outcome = await recordOutcome(
      ctx,
      project,
      row.id,
      expectedOf(row),
      pending,
      row.last_charged_at ? 'donor' : 'first',
      ctx.clock.now(),
      null,
    );
    if (outcome.kind === 'paid' || outcome.row.status !== 'past_due') return answers.outcomeAnswer(ctx, outcome);
    row = outcome.row;
  }
  const token = randomUUID();
  const claimed = await repo.claimPastDue(ctx.db, row.id, token);
  if (!claimed) throw new ConflictError('A payment for this monthly gift is already in progress.');
  try {
    const result = await chargeAttempt(ctx, claimed, false);
    return answers.outcomeAnswer(
      ctx,
      await recordOutcome(ctx, project, claimed.id, expectedOf(claimed), result, 'donor', ctx.clock.now(), token),
    );
  } catch (err) {
    await repo.releaseLease(ctx.db, claimed.id, token).catch(() => undefined);
    throw err;
  }
}
