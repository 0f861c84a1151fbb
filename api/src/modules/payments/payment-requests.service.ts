import type { AppContext } from '../../app-context.js';
import type { Transaction } from '../../db/client.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors.js';
import type { ErrorBody, GiftRequiresAction, PaymentIntentAction } from '@storyfund/shared/contract';
import { declineErrorCode, UnknownPaymentMethodError, type Decline, type IntentResult } from './payment-gateway.js';
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
 */
export type PaymentPurpose = 'gift' | 'gift_card' | 'subscription';

/** A request as its purpose's module sees it: `request` is what it stored (its own shape). */
export type PaymentRequest<R> = Omit<repo.RequestRow, 'request'> & { request: R };

/** What a call that pays answers; `replayed` answers carry the Idempotent-Replayed header. */
export interface PaymentAnswer {
  statusCode: number;
  body: Record<string, unknown>;
  replayed: boolean;
}

/** What the browser needs for the 3-D Secure step (the wire contract's). */
export type { PaymentIntentAction };

/** The PaymentIntent a charge made: the processor's id, its payment_intents row and the amount charged. */
export interface ChargedIntent {
  id: string;
  recordId: number;
  amountCents: number;
}

/** What a payment came to. `intent` is null when nothing was charged (a gift card paid it all; a card the processor refused to save). */
export type PaymentResult =
  | { status: 'succeeded'; intent: ChargedIntent | null; feeCents: number | null }
  | { status: 'requires_action'; intent: ChargedIntent; action: PaymentIntentAction }
  | { status: 'declined'; intent: ChargedIntent | null; decline: Decline };

export function paymentResultOf(result: IntentResult): PaymentResult {
  const intent = { id: result.intent.id, recordId: result.intent.recordId, amountCents: result.intent.amountCents };
  if (result.status === 'succeeded') return { status: 'succeeded', intent, feeCents: result.feeCents };
  if (result.status === 'declined') return { status: 'declined', intent, decline: result.decline };
  return {
    status: 'requires_action',
    intent,
    action: { id: result.intent.id, client_secret: result.intent.clientSecret, next_action: result.nextAction },
  };
}

interface ChargeParams {
  amountCents: number;
  customer: string | null;
  paymentMethodId: string;
  /** Added to the intent's metadata, next to its purpose and request id. */
  metadata?: Record<string, string>;
}

/** The processor, bound to the request: its calls use the request's own processor key and intent. */
interface RequestProcessor {
  /** A request just made (false: taken over from a holder that died, which may have charged already). */
  fresh: boolean;
  charge(params: ChargeParams): Promise<PaymentResult>;
  /** After the customer's 3-D Secure step: what the request's PaymentIntent has become. */
  confirm(): Promise<PaymentResult>;
}

/** An outcome's answer: stored for replays, except `unstored` (a guest's fresh token) which only this answer gets. */
export interface Recorded {
  statusCode: number;
  body: Record<string, unknown>;
  /** The account the request belongs to from now on (a guest account made with the answer). */
  ownerId?: number;
  unstored?: Record<string, unknown>;
}

export type RecordOutcome<R> = (tx: Transaction, request: PaymentRequest<R>, result: PaymentResult) => Promise<Recorded>;

export interface PaymentFlow<R> {
  /** The work up to the payment's outcome: checks, reservations, and the charge (or confirm) through `processor`. */
  pay(request: PaymentRequest<R>, processor: RequestProcessor): Promise<PaymentResult>;
  /** Writes what the outcome makes (a gift, a card...) in the transaction that holds the request locked, and answers it. */
  record: RecordOutcome<R>;
  /** After a failure before an outcome was written: gives back what `pay` took (a gift card's reserved part). */
  undo?(request: PaymentRequest<R>): Promise<void>;
  /** The answer of a request already answered (default: the stored one); `duplicate` for a POST sent again. */
  replay?(request: PaymentRequest<R>, duplicate: boolean): Promise<PaymentAnswer>;
}

export interface NewPaymentRequest<R> {
  purpose: PaymentPurpose;
  /** The caller's account (the key's scope is `user:{id}`), or null for a guest without a token (scope `guest`). */
  ownerId: number | null;
  key: string;
  /** What makes two requests "the same" (the purpose's fields, canonically hashed). */
  hash: string;
  request: R;
}

/** How long a duplicate waits for the request doing the work before answering 409. */
const WAIT_MS = 20_000;

class KeyInUseError extends AppError {
  constructor() {
    super(409, 'A request with this Idempotency-Key is still being processed. Please retry shortly.', { error: 'idempotency_key_in_use' });
  }
}

const keyReused = () =>
  new ConflictError('This Idempotency-Key was already used with a different request.', {
    idempotency_key: ['This Idempotency-Key was already used with a different request'],
  });

const isFinal = (row: repo.RequestRow) => row.state === 'succeeded' || row.state === 'declined';
const as = <R>(row: repo.RequestRow) => row as PaymentRequest<R>;

/** The usual answers: the 3-D Secure step (a gift's and a card purchase's), and a decline (402 with the most specific code). */
export const requiresActionAnswer = (action: PaymentIntentAction): Recorded => ({
  statusCode: 200,
  body: { status: 'requires_action', payment_intent: action } satisfies GiftRequiresAction,
});
export const declinedAnswer = (decline: Pick<Decline, 'code' | 'declineCode' | 'message'>): Recorded => ({
  statusCode: 402,
  body: { message: decline.message, error: declineErrorCode(decline) } satisfies ErrorBody,
});

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
export async function resultOfSettledEvent(ctx: AppContext, event: SettledEvent): Promise<PaymentResult & { intent: ChargedIntent }> {
  const row = (await intents.findIntentById(ctx.db, event.intent_record_id))!;
  const intent = { id: row.provider_id, recordId: row.id, amountCents: row.amount_cents };
  if (!('decline' in event)) return { status: 'succeeded', intent, feeCents: event.fee_cents };
  const { code, decline_code: declineCode, message } = event.decline;
  return { status: 'declined', intent, decline: { code, declineCode, message } };
}

/**
 * A PaymentIntent settled at the processor (the webhook, or a look at a pending intent): if a request of
 * `purpose` is still waiting on it for its 3-D Secure step, `record` finishes it, even if the browser never
 * confirms; `ready` may decline to (the module's own reasons: a project banned since). A request still
 * working on its first answer is left to that request. Answers the request's answer, or undefined when no
 * request of `purpose` holds the intent.
 */
export async function settleWaitingRequest<R>(
  ctx: AppContext,
  purpose: PaymentPurpose,
  result: PaymentResult & { intent: ChargedIntent },
  flow: { record: RecordOutcome<R>; ready?(request: PaymentRequest<R>): Promise<boolean> },
): Promise<PaymentAnswer | undefined> {
  const row = await repo.findRequestByIntent(ctx.db, result.intent.recordId);
  if (!row || row.purpose !== purpose) return undefined;
  if (row.state !== 'requires_action' || (flow.ready && !(await flow.ready(as<R>(row))))) return storedAnswer(row);
  return settle(ctx, row.id, result, flow.record);
}

type Claim = { kind: 'new' | 'taken_over' | 'answered'; row: repo.RequestRow };

async function claimRequest<R>(ctx: AppContext, input: NewPaymentRequest<R>): Promise<Claim> {
  const values = {
    purpose: input.purpose,
    scope: input.ownerId === null ? 'guest' : `user:${input.ownerId}`,
    key: input.key,
    request_hash: input.hash,
    request: input.request as Record<string, unknown>,
    owner_id: input.ownerId,
  };
  for (let tries = 0; tries < 5; tries++) {
    const inserted = await repo.insertRequest(ctx.db, values);
    if (inserted) return { kind: 'new', row: inserted };
    const existing = await repo.findRequest(ctx.db, values.purpose, values.scope, values.key);
    if (!existing) continue; // forgotten in between: this one tries for itself
    if (existing.request_hash !== values.request_hash) throw keyReused();
    const claim = await acquire(ctx, existing.id, 'started');
    if (claim) return claim;
  }
  throw new KeyInUseError();
}

/**
 * Holds the request while it is in `state` (taking over an expired lease), or answers its row once another
 * request has moved it on; undefined when it was forgotten meanwhile. Polls with a growing pause, holding no
 * database connection while it waits.
 */
async function acquire(ctx: AppContext, id: number, state: repo.RequestState): Promise<Claim | undefined> {
  const deadline = Date.now() + WAIT_MS;
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    const row = await repo.findRequestById(ctx.db, id);
    if (!row) return undefined;
    if (row.state !== state) return { kind: 'answered', row };
    const taken = await repo.takeLease(ctx.db, id, state);
    if (taken) return { kind: 'taken_over', row: taken };
    if (Date.now() > deadline) throw new KeyInUseError();
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
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
    await flow.undo?.(as<R>(row)).catch(() => undefined);
    const forget = row.state === 'started' && (err instanceof UnknownPaymentMethodError || (fresh && !asked));
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
    await repo.updateRequest(tx, id, {
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

/** The answer a request stored. */
export function storedAnswer(row: Pick<repo.RequestRow, 'response_status' | 'response_body'>): PaymentAnswer {
  return { statusCode: row.response_status ?? 200, body: row.response_body ?? {}, replayed: true };
}

/** guest.claimed (durable listener): a guest folded into an account gives it its payment requests. Idempotent. */
export async function moveGuestPaymentRequests(ctx: AppContext, claim: DomainEvents['guest.claimed']): Promise<void> {
  if (claim.merged) await repo.moveOwner(ctx.db, claim.guest_id, claim.account_id);
}

/** Of the requests `ids`, those nobody works on any more (lease run out) that have not succeeded. */
export const idleUnfinishedRequests = (ctx: AppContext, ids: number[], now: Date) => repo.idleUnfinished(ctx.db, ids, now);
