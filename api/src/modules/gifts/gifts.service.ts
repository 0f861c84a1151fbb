import { estimateCardFeeCents } from '@storyfund/shared/constants';
import type { AppContext } from '../../app-context.js';
import { requireActor, type Caller } from '../../lib/access.js';
import { AppError, NotFoundError, RateLimitedError, UnauthorizedError, ValidationError } from '../../lib/errors.js';
import type { RateLimitRule } from '../rate-limit/rate-limit.service.js';
import { loadProject, type ProjectRow } from '../projects/project-access.service.js';
import { issueToken } from '../auth/sessions.service.js';
import { declineErrorCode, PaymentDeclinedError, UnknownPaymentMethodError, type IntentResult } from '../payments/payment-gateway.js';
import { ensureCustomer, findPaymentIntent, paymentGateway } from '../payments/payments.service.js';
import { parseGiftRequest, requestHash, type GiftBody, type GiftRequest } from './gift-input.js';
import { acquire, claimKey } from './gift-idempotency.js';
import { recordDecline, recordGift, recordRequiresAction, type Recorded } from './gift-recording.js';
import * as repo from './gifts.repository.js';
import * as keys from './idempotency.repository.js';
import { GiftCardRefusedError, releaseForGift, reserveForGift } from '../gift-cards/gift-card-redemption.service.js';

/** New charges per client address (card-testing guard); replays of a key are not counted. */
export const GIFT_ATTEMPTS_IP: RateLimitRule = { name: 'gift:ip', limit: 60, windowSeconds: 60 * 60 };

/** What a gift call answers: 201 gift-created or 200 requires_action (402 and the rest are thrown). */
export interface GiftAnswer {
  statusCode: number;
  body: Record<string, unknown>;
  replayed: boolean;
}

function requireOpen(project: ProjectRow): void {
  if (project.status === 'banned') throw new NotFoundError('Project not found');
  if (project.status !== 'active') throw new ValidationError({ project_id: ['This project is closed and no longer accepts gifts'] });
}

/**
 * POST /projects/{id}/gifts. A logged-in donor (or guest token) gives as itself; with `is_guest` and no
 * token a guest account is made with the gift. Validation comes before any charge; the Idempotency-Key makes
 * a retry answer the first request's outcome instead of charging again.
 */
export async function createGift(
  ctx: AppContext,
  caller: Caller,
  projectId: number,
  body: GiftBody,
  opts: { idempotencyKey: string | undefined; ip: string },
): Promise<GiftAnswer> {
  const actor = caller.actor;
  if (!actor && !body.is_guest) throw new UnauthorizedError('Please log in, or give as a guest.');
  const project = await loadProject(ctx.db, projectId, actor);
  requireOpen(project);
  const request = parseGiftRequest(body, opts.idempotencyKey, !actor, ctx.clock.now());
  const claim = await claimKey(ctx, {
    scope: actor ? `user:${actor.id}` : 'guest',
    key: opts.idempotencyKey!,
    request_hash: requestHash(projectId, request),
    project_id: projectId,
    donor_id: actor?.id ?? null,
    request: request as unknown as Record<string, unknown>,
  });
  if (claim.kind === 'done') return replay(ctx, claim.row, true);
  const keyId = claim.row.id;
  try {
    await ctx.rateLimiter.consume(GIFT_ATTEMPTS_IP, opts.ip);
    // A gift card pays first: its part is reserved before the charge and given back if the charge fails.
    const total = request.amount_cents + request.tip_cents;
    const card = request.gift_card_code
      ? await reserveForGift(ctx, {
          keyId,
          code: request.gift_card_code,
          totalCents: total,
          hasPaymentMethod: request.payment_method_id !== '',
          ip: opts.ip,
        })
      : null;
    if (card && card.cents === total) return await settle(ctx, keyId, project, null);
    const customer = actor && !actor.is_anonymous ? await customerOf(ctx, actor.id) : null;
    const result = await paymentGateway(ctx).createAndConfirmPaymentIntent({
      amountCents: total - (card?.cents ?? 0),
      customer,
      paymentMethodId: request.payment_method_id,
      // Derived from the key's row: a retry that takes over this request reaches the same intent.
      idempotencyKey: `gift-request-${keyId}`,
      metadata: { purpose: 'gift', project_id: String(projectId), gift_request_id: String(keyId) },
    });
    return await settle(ctx, keyId, project, result);
  } catch (err) {
    await releaseForGift(ctx, keyId).catch(() => undefined);
    await release(ctx, keyId, err);
    throw err;
  }
}

/** POST /projects/{id}/gifts/confirm: finishes a requires_action gift on its one PaymentIntent. */
export async function confirmGift(
  ctx: AppContext,
  caller: Caller,
  projectId: number,
  input: { payment_intent_id: string },
): Promise<GiftAnswer> {
  const actor = requireActor(caller);
  const gateway = paymentGateway(ctx);
  const intent = await findPaymentIntent(ctx.db, gateway.provider, input.payment_intent_id);
  const key = intent && (await keys.findKeyByIntent(ctx.db, intent.id));
  if (!intent || !key || key.project_id !== projectId || key.donor_id !== actor.id) throw new NotFoundError('Payment not found');
  const claim = await acquire(ctx, key.id, 'requires_action');
  if (claim.kind === 'done') return replay(ctx, claim.row, false);
  try {
    const project = await loadProject(ctx.db, projectId, actor);
    requireOpen(project);
    const request = key.request as unknown as GiftRequest;
    if (request.gift_card_code) {
      const totalCents = request.amount_cents + request.tip_cents;
      await reserveForGift(ctx, { keyId: key.id, code: request.gift_card_code, totalCents, hasPaymentMethod: true });
    }
    return await settle(ctx, key.id, project, await gateway.confirmPaymentIntent(intent.provider_id));
  } catch (err) {
    await releaseForGift(ctx, key.id).catch(() => undefined);
    await release(ctx, key.id, err);
    throw err;
  }
}

/** `result` is null when nothing was charged (a gift card paid everything). */
async function settle(ctx: AppContext, keyId: number, project: ProjectRow, result: IntentResult | null): Promise<GiftAnswer> {
  if (result?.status === 'declined') {
    await recordDecline(ctx, keyId, result.intent.recordId, { message: result.decline.message, error: declineErrorCode(result.decline) });
    throw new PaymentDeclinedError(result.decline);
  }
  const recorded: Recorded = !result
    ? await recordGift(ctx, keyId, project, { intentRecordId: null, processorFeeCents: 0 })
    : result.status === 'succeeded'
      ? await recordGift(ctx, keyId, project, {
          intentRecordId: result.intent.recordId,
          processorFeeCents: result.feeCents ?? estimateCardFeeCents(result.intent.amountCents),
        })
      : await recordRequiresAction(ctx, keyId, result);
  if (recorded.kind === 'already') return replay(ctx, recorded.row, false);
  const body = recorded.guestToken ? { ...recorded.body, anonymous_token: recorded.guestToken } : recorded.body;
  return { statusCode: !result || result.status === 'succeeded' ? 201 : 200, body, replayed: false };
}

/**
 * The stored answer of a key. A guest's replayed request gets a fresh token for its guest account (tokens
 * are stored only hashed), unless that account has since been claimed.
 */
async function replay(ctx: AppContext, row: keys.KeyRow, withGuestToken: boolean): Promise<GiftAnswer> {
  const body = row.response_body ?? {};
  if (row.state === 'declined') throw new AppError(402, String(body.message), { error: String(body.error) });
  let token: string | undefined;
  if (withGuestToken && row.scope === 'guest' && row.donor_id && (await repo.isOpenGuest(ctx.db, row.donor_id))) {
    token = await issueToken(ctx.db, ctx.clock, row.donor_id, 'anonymous');
  }
  return { statusCode: row.response_status ?? 200, body: token ? { ...body, anonymous_token: token } : body, replayed: true };
}

/**
 * After a failure the key is freed for a retry: deleted when nothing reached the processor (rate limit,
 * unknown card), else only its lease is released, so the retry reaches the same intent.
 */
async function release(ctx: AppContext, keyId: number, err: unknown): Promise<void> {
  if (err instanceof PaymentDeclinedError) return;
  if (err instanceof RateLimitedError || err instanceof UnknownPaymentMethodError || err instanceof GiftCardRefusedError)
    await keys.deleteKey(ctx.db, keyId, ['started']);
  else await keys.updateKey(ctx.db, keyId, {}).catch(() => undefined);
}

async function customerOf(ctx: AppContext, userId: number): Promise<string> {
  const contact = await repo.donorContact(ctx.db, userId);
  return ensureCustomer(ctx, { id: userId, email: contact.email, name: contact.name });
}
