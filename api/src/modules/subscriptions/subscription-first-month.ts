import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../lib/access.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { ProjectRow } from '../projects/project-access.service.js';
import { donorContact } from '../gifts/gifts.service.js';
import { ensureCustomer, PaymentDeclinedError, paymentGateway } from '../payments/payments.service.js';
import {
  storedAnswer,
  type PaymentAnswer,
  type PaymentFlow,
  type PaymentRequest,
  type PaymentResult,
} from '../payments/payment-requests.service.js';
import * as answers from './subscription-answers.js';
import type { SubscriptionRequest } from './subscription-input.js';
import { recordOutcomeIn } from './subscription-outcomes.js';
import * as repo from './subscriptions.repository.js';

/**
 * A monthly gift's first month, the payment request of the POST that starts it (payment-requests.service.ts):
 * the subscription it starts, the card saved for the renewals, and what its outcome records and answers.
 */
export type StoredSubscriptionRequest = SubscriptionRequest & { project_id: number };
type StartRequest = PaymentRequest<StoredSubscriptionRequest>;

const alreadyMonthly = () => new ConflictError('You already give monthly to this project.');

/**
 * The first month's outcome, in the transaction that holds the request locked: recorded on the subscription
 * (one gift for month 1), and answered from it. The charge was made for month 1, attempt 0, and, once it
 * waited for 3-D Secure, for that intent.
 */
export function recordFirstMonth(ctx: AppContext, project: ProjectRow): PaymentFlow<StoredSubscriptionRequest>['record'] {
  return async (tx, request, result) => {
    const row = (await repo.findByRequest(tx, request.id))!;
    const pendingIntent = request.state === 'requires_action' ? (result.intent?.id ?? null) : null;
    const expected = { period: 1, attempt: 0, pendingIntent };
    const outcome = await recordOutcomeIn(ctx, tx, project, row.id, expected, result, 'first', ctx.clock.now(), null);
    return answers.outcomeAnswer(tx, outcome);
  };
}

/** A duplicate's answer: the stored one, or (a request older than migration 0011) one from the subscription. */
export async function replayStart(ctx: AppContext, request: StartRequest): Promise<PaymentAnswer> {
  if (request.response_body) return storedAnswer(request);
  const row = await repo.findByRequest(ctx.db, request.id);
  if (!row) throw new NotFoundError('Monthly gift not found');
  return answers.unstoredFirstMonthAnswer(ctx, row);
}

/**
 * The subscription the request starts: made now, or by the holder this request took over from. One live
 * monthly gift per project: another one is a 409, except a first month left waiting for a 3-D Secure step
 * nobody finished, which is stopped so the donor can start over (nothing was charged).
 */
export async function startingRow(ctx: AppContext, actor: Actor, request: StartRequest): Promise<repo.SubscriptionRow> {
  const known = await repo.findByRequest(ctx.db, request.id);
  if (known) return known;
  const { project_id: projectId, ...wanted } = request.request;
  const live = await repo.findLive(ctx.db, actor.id, projectId);
  if (live && live.status !== 'past_due') throw alreadyMonthly();
  const contact = await donorContact(ctx, actor.id);
  const customer = await ensureCustomer(ctx, { id: actor.id, email: contact.email, name: contact.name });
  for (let tries = 0; tries < 5; tries++) {
    const inserted = await repo.insertStarting(ctx.db, {
      project_id: projectId,
      donor_id: actor.id,
      amount_cents: wanted.amount_cents,
      tip_cents: wanted.tip_cents,
      provider: paymentGateway(ctx).provider,
      customer_id: customer,
      payment_method_id: wanted.payment_method_id,
      anonymous: wanted.anonymous,
      encouragement: wanted.encouragement,
      payment_request_id: request.id,
    });
    if (inserted) return inserted;
    if (!(await repo.findLive(ctx.db, actor.id, projectId))) continue;
    if (!(await repo.stopAbandonedStart(ctx.db, actor.id, projectId))) throw alreadyMonthly();
  }
  throw alreadyMonthly();
}

/**
 * The card is saved on the donor's processor customer before the first charge, so renewals can use it
 * off-session (Stripe requires it). A card the processor refuses to save is a decline of the first month.
 */
export async function saveCard(ctx: AppContext, row: repo.SubscriptionRow): Promise<string | PaymentResult> {
  try {
    const saved = await paymentGateway(ctx).attachPaymentMethod({
      customer: row.customer_id!,
      userId: row.donor_id,
      paymentMethodId: row.charge_payment_method_id!,
    });
    return saved.id;
  } catch (err) {
    if (!(err instanceof PaymentDeclinedError)) throw err;
    const decline = { code: err.details.error ?? 'card_declined', declineCode: null, message: err.message };
    return { status: 'declined', intent: null, decline };
  }
}
