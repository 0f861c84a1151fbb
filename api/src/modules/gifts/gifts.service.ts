import type { AppContext } from '../../app-context.js';
import type { CreateGiftBody } from '@storyfund/shared/contract';
import type { Executor } from '../../db/client.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { requireActor, type Caller } from '../../lib/access.js';
import { NotFoundError, UnauthorizedError, ValidationError } from '../../lib/errors.js';
import type { RateLimitRule } from '../rate-limit/rate-limit.service.js';
import { loadProject, type ProjectRow } from '../projects/project-access.service.js';
import { ensureCustomer, knownCustomer } from '../payments/payments.service.js';
import {
  confirmPaymentRequest,
  runPaymentRequest,
  settleWaitingOnEvent,
  type PaymentAnswer,
} from '../payments/payment-requests.service.js';
import { releaseForGift, reserveForGift } from '../gift-cards/gift-card-redemption.service.js';
import { parseGiftRequest, requestHash } from './gift-input.js';
import { recordGiftOutcome, replayGift, type StoredGiftRequest } from './gift-payments.js';
import * as repo from './gifts.repository.js';

/** For monthly gifts (subscriptions): the one place a gift is written, and how a made gift is answered. */
export { writeGift } from './gift-recording.js';
export { createdGiftView } from './gift-views.js';
export type { GiftRow } from './gifts.repository.js';

/** New charges per client address (card-testing guard); replays of a key are not counted. */
export const GIFT_ATTEMPTS_IP: RateLimitRule = { name: 'gift:ip', limit: 60, windowSeconds: 60 * 60 };

function requireOpen(project: ProjectRow): void {
  if (project.status === 'banned') throw new NotFoundError('Project not found');
  if (project.status !== 'active') throw new ValidationError({ project_id: ['This project is closed and no longer accepts gifts'] });
}

/**
 * POST /projects/{id}/gifts: 201 gift-created, 200 requires_action, 402 declined. A logged-in donor (or guest
 * token) gives as itself; with `is_guest` and no token a guest account is made with the gift. Validation
 * comes before any charge; the Idempotency-Key (payment-requests.service.ts) makes a retry answer the first
 * request's outcome instead of charging again. A gift card pays first: its part is reserved before the
 * charge and given back if the charge fails.
 */
export async function createGift(
  ctx: AppContext,
  caller: Caller,
  projectId: number,
  body: CreateGiftBody,
  opts: { idempotencyKey: string | undefined; ip: string },
): Promise<PaymentAnswer> {
  const actor = caller.actor;
  if (!actor && !body.is_guest) throw new UnauthorizedError('Please log in, or give as a guest.');
  const project = await loadProject(ctx.db, projectId, actor);
  requireOpen(project);
  const parsed = parseGiftRequest(body, opts.idempotencyKey, !actor, ctx.clock.now());
  const input = { purpose: 'gift' as const, ownerId: actor?.id ?? null, key: opts.idempotencyKey!, hash: requestHash(projectId, parsed) };
  return runPaymentRequest<StoredGiftRequest>(
    ctx,
    { ...input, request: { ...parsed, project_id: projectId } },
    {
      async pay({ id, request }, processor) {
        if (processor.fresh) await ctx.rateLimiter.consume(GIFT_ATTEMPTS_IP, opts.ip);
        const total = request.amount_cents + request.tip_cents;
        const hasPaymentMethod = request.payment_method_id !== '';
        const code = request.gift_card_code;
        const card = code ? await reserveForGift(ctx, { requestId: id, code, totalCents: total, hasPaymentMethod, ip: opts.ip }) : null;
        if (card && card.cents === total) return { status: 'succeeded', intent: null, feeCents: 0 };
        const customer = actor && !actor.is_anonymous ? await customerOf(ctx, actor.id) : null;
        return processor.charge({
          amountCents: total - (card?.cents ?? 0),
          customer,
          paymentMethodId: request.payment_method_id,
          metadata: { project_id: String(projectId) },
        });
      },
      record: recordGiftOutcome(ctx, project),
      undo: (request) => releaseForGift(ctx, request.id),
      replay: (request, duplicate) => replayGift(ctx, request, duplicate),
    },
  );
}

/** POST /projects/{id}/gifts/confirm: finishes a requires_action gift on its one PaymentIntent. */
export async function confirmGift(
  ctx: AppContext,
  caller: Caller,
  projectId: number,
  input: { payment_intent_id: string },
): Promise<PaymentAnswer> {
  const actor = requireActor(caller);
  let project: ProjectRow | undefined;
  return confirmPaymentRequest<StoredGiftRequest>(
    ctx,
    { purpose: 'gift', paymentIntentId: input.payment_intent_id, callerId: actor.id, belongs: (r) => r.request.project_id === projectId },
    {
      async pay({ id, request }, processor) {
        project = await loadProject(ctx.db, projectId, actor);
        requireOpen(project);
        const code = request.gift_card_code;
        const totalCents = request.amount_cents + request.tip_cents;
        if (code) await reserveForGift(ctx, { requestId: id, code, totalCents, hasPaymentMethod: true });
        return processor.confirm();
      },
      record: (tx, request, result) => recordGiftOutcome(ctx, project!)(tx, request, result),
      undo: (request) => releaseForGift(ctx, request.id),
      replay: (request, duplicate) => replayGift(ctx, request, duplicate),
    },
  );
}

/**
 * payment.succeeded / payment.failed (durable listener): a gift that needed 3-D Secure is finished when the
 * processor says its intent succeeded or failed, even if the browser never calls confirm. A gift whose
 * project was banned meanwhile is not recorded, as with the confirm call (refunds are handled apart).
 * Idempotent: the request is locked and checked first.
 */
export async function settleGiftPayment(ctx: AppContext, event: DomainEvents['payment.succeeded' | 'payment.failed']): Promise<void> {
  let project: ProjectRow | undefined;
  await settleWaitingOnEvent<StoredGiftRequest>(ctx, 'gift', event, {
    async ready({ request }) {
      if ('decline' in event) return true;
      project = await loadProject(ctx.db, request.project_id).catch((err: unknown) => {
        if (err instanceof NotFoundError) return undefined;
        throw err;
      });
      return project !== undefined;
    },
    record: (tx, request, result) => recordGiftOutcome(ctx, project!)(tx, request, result),
  });
}

/** The donor's customer at the processor: its known row (one read), else made from the account's contact. */
async function customerOf(ctx: AppContext, userId: number): Promise<string> {
  const known = await knownCustomer(ctx, userId);
  if (known) return known;
  const contact = await repo.donorContact(ctx.db, userId);
  return ensureCustomer(ctx, { id: userId, email: contact.email, name: contact.name });
}

/** A donor's email, display name and whether it is a guest (receipts, statements). */
export const donorContact = (ctx: AppContext, userId: number) => repo.donorContact(ctx.db, userId);

/**
 * The gift that paid a monthly gift's month `period`, or the one a PaymentIntent paid (its payment_intents
 * row); `db` may be the transaction that records a month.
 */
export const monthlyGiftOf = (db: Executor, subscriptionId: number, which: { period: number } | { intentRecordId: number }) =>
  repo.monthlyGiftOf(db, subscriptionId, which);
