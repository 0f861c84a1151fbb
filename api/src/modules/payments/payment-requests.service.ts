import type { AppContext } from '../../app-context.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { NotFoundError } from '../../lib/errors.js';
import { UnknownPaymentMethodError } from './payment-gateway.js';
import { acquire, claimRequest } from './payment-request-claims.js';
import {
  paymentResultOf,
  storedAnswer,
  type ChargedIntent,
  type NewPaymentRequest,
  type PaymentAnswer,
  type PaymentFlow,
  type PaymentPurpose,
  type PaymentRequest,
  type PaymentResult,
  type RecordOutcome,
  type RequestProcessor,
} from './payment-request-flow.js';
import * as intents from './payments.repository.js';
import { paymentGateway } from './payments.service.js';
import * as repo from './payment-requests.repository.js';

/**
 * The one idempotent-request helper for every request that pays: gifts, gift card purchases, a monthly
 * gift's first month, and the premium plans next (docs/decisions.md "Payment requests"). A module names its
 * purpose and gives a flow (what it charges, what an outcome writes); the helper owns the rest:
 * - the Idempotency-Key is a row in payment_requests, unique per purpose and scope; one request at a time
 *   holds its lease and does the work, duplicates wait and replay its stored answer, a key sent again with
 *   another body is a 409 on `idempotency_key`, one still being worked on after 20 s is 409
 *   `idempotency_key_in_use`; a request that died leaves its lease to run out and a retry takes it over;
 * - the processor's idempotency key is derived from the row, so that retry reaches the same PaymentIntent
 *   and never charges twice;
 * - each outcome is written in one transaction that first locks the row: of two finishers (a confirm sent
 *   twice, the processor's webhook), the second finds the first's answer;
 * - the 3-D Secure step: the answer gives the browser the intent, and confirm (or the webhook) finishes it.
 * A new purpose (the premium plans): add it to PaymentPurpose (payment-request-flow.ts); its POST calls
 * runPaymentRequest with a flow (pay: checks and processor.charge; record: write the plan, answer it), its
 * confirm call confirmPaymentRequest, and its listener of payment.succeeded / payment.failed (listeners.ts)
 * settleWaitingOnEvent.
 */
export {
  declinedAnswer,
  paymentResultOf,
  requiresActionAnswer,
  storedAnswer,
  type ChargedIntent,
  type NewPaymentRequest,
  type PaymentAnswer,
  type PaymentFlow,
  type PaymentIntentAction,
  type PaymentPurpose,
  type PaymentRequest,
  type PaymentResult,
  type RecordOutcome,
  type Recorded,
} from './payment-request-flow.js';

const isFinal = (row: repo.RequestRow) => row.state === 'succeeded' || row.state === 'declined';
const as = <R>(row: repo.RequestRow) => row as PaymentRequest<R>;

/**
 * A new request that pays (POST with an Idempotency-Key): claims the key and does the work, or answers what
 * the request that holds the key answered (waiting for it while it works).
 */
export async function runPaymentRequest<R>(ctx: AppContext, input: NewPaymentRequest<R>, flow: PaymentFlow<R>): Promise<PaymentAnswer> {
  const claim = await claimRequest(ctx, input);
  if (claim.kind === 'answered') return replay(flow, claim.row, true);
  return work(ctx, claim.row, flow, claim.kind === 'new');
}

/**
 * The confirm call after the 3-D Secure step, with the PaymentIntent's id. A request with an owner is
 * confirmed by its owner only; one without (a guest without a token) by whoever holds the intent's id, which
 * only the paying browser has. `belongs` checks what the URL names (the project). Anyone else: 404.
 */
export async function confirmPaymentRequest<R>(
  ctx: AppContext,
  input: { purpose: PaymentPurpose; paymentIntentId: string; callerId: number | null; belongs?: (request: PaymentRequest<R>) => boolean },
  flow: PaymentFlow<R>,
): Promise<PaymentAnswer> {
  const found = await findRequestOfIntent<R>(ctx, input.purpose, input.paymentIntentId);
  const allowed = found && (found.owner_id === null || found.owner_id === input.callerId) && (input.belongs?.(found) ?? true);
  if (!found || !allowed) throw new NotFoundError('Payment not found');
  const claim = await acquire(ctx, found.id, 'requires_action');
  if (!claim) throw new NotFoundError('Payment not found');
  if (claim.kind === 'answered') return replay(flow, claim.row, false);
  return work(ctx, claim.row, flow, false);
}

/** The request of `purpose` whose PaymentIntent is `paymentIntentId` (the processor's id), if any. */
export async function findRequestOfIntent<R>(
  ctx: AppContext,
  purpose: PaymentPurpose,
  paymentIntentId: string,
): Promise<PaymentRequest<R> | undefined> {
  const intent = await intents.findIntent(ctx.db, paymentGateway(ctx).provider, paymentIntentId);
  const row = intent && (await repo.findRequestByIntent(ctx.db, intent.id));
  return row?.purpose === purpose ? as<R>(row) : undefined;
}

type SettledEvent = DomainEvents['payment.succeeded'] | DomainEvents['payment.failed'];

/** What a PaymentIntent came to, from the processor's word (payment.succeeded or payment.failed, from a webhook). */
async function resultOfSettledEvent(ctx: AppContext, event: SettledEvent): Promise<PaymentResult & { intent: ChargedIntent }> {
  const row = (await intents.findIntentById(ctx.db, event.intent_record_id))!;
  const intent = { id: row.provider_id, recordId: row.id, amountCents: row.amount_cents };
  if (!('decline' in event)) return { status: 'succeeded', intent, feeCents: event.fee_cents };
  const { code, decline_code: declineCode, message } = event.decline;
  return { status: 'declined', intent, decline: { code, declineCode, message } };
}

type WaitingFlow<R> = { record: RecordOutcome<R>; ready?(request: PaymentRequest<R>): Promise<boolean> };

/**
 * A PaymentIntent settled at the processor (the webhook, or a look at a pending intent): if a request of
 * `purpose` is still waiting on it for its 3-D Secure step, `record` finishes it, even if the browser never
 * confirms; `ready` may decline to (the module's own reasons: a project banned since). A request still
 * working on its first answer is left to that request. Answers the request's answer, or undefined when no
 * request of `purpose` holds the intent.
 */
export function settleWaitingRequest<R>(
  ctx: AppContext,
  purpose: PaymentPurpose,
  result: PaymentResult & { intent: ChargedIntent },
  flow: WaitingFlow<R>,
): Promise<PaymentAnswer | undefined> {
  return settleWaiting(ctx, purpose, result.intent.recordId, () => Promise.resolve(result), flow);
}

/**
 * settleWaitingRequest for payment.succeeded / payment.failed: the intent's row is read only when a request
 * waits on it (a request that paid at once, the usual gift, has already recorded its answer).
 */
export function settleWaitingOnEvent<R>(
  ctx: AppContext,
  purpose: PaymentPurpose,
  event: SettledEvent,
  flow: WaitingFlow<R>,
): Promise<PaymentAnswer | undefined> {
  return settleWaiting(ctx, purpose, event.intent_record_id, () => resultOfSettledEvent(ctx, event), flow);
}

async function settleWaiting<R>(
  ctx: AppContext,
  purpose: PaymentPurpose,
  intentRecordId: number,
  resultOf: () => Promise<PaymentResult & { intent: ChargedIntent }>,
  flow: WaitingFlow<R>,
): Promise<PaymentAnswer | undefined> {
  const row = await repo.findRequestByIntent(ctx.db, intentRecordId);
  if (!row || row.purpose !== purpose) return undefined;
  if (row.state !== 'requires_action' || (flow.ready && !(await flow.ready(as<R>(row))))) return storedAnswer(row);
  return settle(ctx, row.id, await resultOf(), flow.record);
}

/**
 * Does the flow's work on a request this call holds. On a failure the lease is given back for a retry, and
 * the request is forgotten (its key free for a corrected request) when nothing can have been charged: the
 * processor was never asked on a fresh request, or it refused the card as unknown.
 */
async function work<R>(ctx: AppContext, row: repo.RequestRow, flow: PaymentFlow<R>, fresh: boolean): Promise<PaymentAnswer> {
  let asked = false;
  const gateway = paymentGateway(ctx);
  const processor: RequestProcessor = {
    fresh,
    async charge(params) {
      asked = true;
      const result = await gateway.createAndConfirmPaymentIntent({
        amountCents: params.amountCents,
        customer: params.customer,
        paymentMethodId: params.paymentMethodId,
        idempotencyKey: row.processor_key ?? `payment-request-${row.id}`,
        metadata: { ...params.metadata, purpose: row.purpose, payment_request_id: String(row.id) },
      });
      return paymentResultOf(result);
    },
    async confirm() {
      const intent = row.payment_intent_id === null ? undefined : await intents.findIntentById(ctx.db, row.payment_intent_id);
      if (!intent) throw new NotFoundError('Payment not found');
      return paymentResultOf(await gateway.confirmPaymentIntent(intent.provider_id));
    },
  };
  try {
    return await settle(ctx, row.id, await flow.pay(as<R>(row), processor), flow.record, flow);
  } catch (err) {
    // What `pay` took is given back first; if that fails, the row stays (a gift card's reservation hangs on it).
    const undone = flow.undo
      ? await flow.undo(as<R>(row)).then(
          () => true,
          () => false,
        )
      : true;
    const forget = undone && row.state === 'started' && (err instanceof UnknownPaymentMethodError || (fresh && !asked));
    if (forget) await repo.deleteStarted(ctx.db, row.id);
    else await repo.updateRequest(ctx.db, row.id, {}).catch(() => undefined);
    throw err;
  }
}

const stateOf = (result: PaymentResult): repo.RequestState => result.status;

/** Writes the outcome and its answer in one transaction that locks the request first; a request already finished answers its answer. */
async function settle<R>(
  ctx: AppContext,
  id: number,
  result: PaymentResult,
  record: RecordOutcome<R>,
  flow?: Pick<PaymentFlow<R>, 'replay'>,
): Promise<PaymentAnswer> {
  const outcome = await ctx.transaction(async (tx) => {
    const row = await repo.lockRequest(tx, id);
    if (isFinal(row)) return { kind: 'finished' as const, row };
    const recorded = await record(tx, as<R>(row), result);
    await repo.recordAnswer(tx, id, {
      state: stateOf(result),
      owner_id: recorded.ownerId ?? row.owner_id,
      payment_intent_id: result.intent?.recordId ?? row.payment_intent_id,
      response_status: recorded.statusCode,
      response_body: recorded.body,
    });
    return { kind: 'recorded' as const, recorded };
  });
  if (outcome.kind === 'finished') return replay(flow ?? {}, outcome.row, false);
  const { statusCode, body, unstored } = outcome.recorded;
  return { statusCode, body: unstored ? { ...body, ...unstored } : body, replayed: false };
}

function replay<R>(flow: Pick<PaymentFlow<R>, 'replay'>, row: repo.RequestRow, duplicate: boolean): Promise<PaymentAnswer> | PaymentAnswer {
  if (flow.replay) return flow.replay(as<R>(row), duplicate);
  return storedAnswer(row);
}

/** guest.claimed (durable listener): a guest folded into an account gives it its payment requests. Idempotent. */
export async function moveGuestPaymentRequests(ctx: AppContext, claim: DomainEvents['guest.claimed']): Promise<void> {
  if (claim.merged) await repo.moveOwner(ctx.db, claim.guest_id, claim.account_id);
}

/** Of the requests `ids`, those nobody works on any more (lease run out) that have not succeeded. */
export const idleUnfinishedRequests = (ctx: AppContext, ids: number[], now: Date) => repo.idleUnfinished(ctx.db, ids, now);
