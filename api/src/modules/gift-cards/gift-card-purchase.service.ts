import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/access.js';
import { AppError, NotFoundError, RateLimitedError, UnauthorizedError } from '../../lib/errors.js';
import type { RateLimitRule } from '../rate-limit/rate-limit.service.js';
import { declineErrorCode, PaymentDeclinedError, UnknownPaymentMethodError, type IntentResult } from '../payments/payment-gateway.js';
import { ensureCustomer, findPaymentIntent, paymentGateway } from '../payments/payments.service.js';
import { onPaymentFailed, onPaymentSucceeded, type PaymentOutcome } from '../payments/payment-events.js';
import { parsePurchase, purchaseHash, type PurchaseBody, type PurchaseRequest } from './gift-card-input.js';
import { acquireOrder, claimOrder } from './gift-card-order-claims.js';
import { deliverAtOf, issueCard } from './gift-card-issue.js';
import { deliverIfDue, sendReceipt } from './gift-card-mail.js';
import { giftCardView } from './gift-card-views.js';
import * as orders from './gift-card-orders.repository.js';
import * as repo from './gift-cards.repository.js';

/** New purchase charges per client address (card-testing guard); replays are not counted. */
export const GIFT_CARD_PURCHASES_IP: RateLimitRule = { name: 'gift-card-purchase:ip', limit: 20, windowSeconds: 60 * 60 };

export interface PurchaseAnswer {
  statusCode: number;
  body: Record<string, unknown>;
  replayed: boolean;
}

/**
 * POST /gift-cards. A logged-in account buys as itself; without a token, `is_guest` buys with a name and an
 * email. Validation comes before any charge; the Idempotency-Key makes a retry answer the first outcome.
 */
export async function buyGiftCard(
  ctx: AppContext,
  caller: Caller,
  body: PurchaseBody,
  opts: { idempotencyKey: string | undefined; ip: string },
): Promise<PurchaseAnswer> {
  const actor = caller.actor;
  if (!actor && !body.is_guest) throw new UnauthorizedError('Please log in, or buy as a guest.');
  const account = actor ? await repo.accountOf(ctx.db, actor.id) : undefined;
  const asGuest = !account || account.is_anonymous || !account.email;
  const request = parsePurchase(body, opts.idempotencyKey, asGuest, ctx.clock.now());
  if (!asGuest) {
    request.purchaser_name = `${account.first_name} ${account.last_name}`.trim() || null;
    request.purchaser_email = account.email;
  }
  const claim = await claimOrder(ctx, {
    scope: actor ? `user:${actor.id}` : 'guest',
    key: opts.idempotencyKey!,
    request_hash: purchaseHash(request),
    request: request as unknown as Record<string, unknown>,
    buyer_id: actor?.id ?? null,
  });
  if (claim.kind === 'done') return replay(claim.row);
  const orderId = claim.row.id;
  try {
    await ctx.rateLimiter.consume(GIFT_CARD_PURCHASES_IP, opts.ip);
    const customer =
      account && !asGuest ? await ensureCustomer(ctx, { id: account.id, email: account.email, name: request.purchaser_name ?? '' }) : null;
    const result = await paymentGateway(ctx).createAndConfirmPaymentIntent({
      amountCents: request.amount_cents,
      customer,
      paymentMethodId: request.payment_method_id,
      idempotencyKey: `gift-card-order-${orderId}`,
      metadata: { purpose: 'gift_card', gift_card_order_id: String(orderId) },
    });
    return await settle(ctx, orderId, result);
  } catch (err) {
    await release(ctx, orderId, err);
    throw err;
  }
}

/**
 * POST /gift-cards/confirm: finishes a purchase that needed 3-D Secure, on its one PaymentIntent. An
 * account's order is confirmed only by that account; a token-less guest's by whoever holds the intent's id
 * (an unguessable id only the paying browser has). Anyone else: 404.
 */
export async function confirmPurchase(ctx: AppContext, caller: Caller, input: { payment_intent_id: string }): Promise<PurchaseAnswer> {
  const gateway = paymentGateway(ctx);
  const intent = await findPaymentIntent(ctx.db, gateway.provider, input.payment_intent_id);
  const order = intent && (await orders.findOrderByIntent(ctx.db, intent.id));
  if (!intent || !order || (order.buyer_id !== null && order.buyer_id !== caller.actor?.id)) throw new NotFoundError('Payment not found');
  const claim = await acquireOrder(ctx, order.id, 'requires_action');
  if (claim.kind === 'done') return replay(claim.row);
  try {
    return await settle(ctx, order.id, await gateway.confirmPaymentIntent(intent.provider_id));
  } catch (err) {
    await release(ctx, order.id, err);
    throw err;
  }
}

async function settle(ctx: AppContext, orderId: number, result: IntentResult): Promise<PurchaseAnswer> {
  if (result.status === 'declined') {
    const body = { message: result.decline.message, error: declineErrorCode(result.decline) };
    await ctx.db.transaction(async (tx) => {
      const order = await orders.lockOrder(tx, orderId);
      if (order.state === 'succeeded' || order.state === 'declined') return;
      await orders.updateOrder(tx, orderId, {
        state: 'declined',
        payment_intent_id: result.intent.recordId,
        response_status: 402,
        response_body: body,
      });
    });
    throw new PaymentDeclinedError(result.decline);
  }
  if (result.status === 'requires_action') {
    const { id, clientSecret } = result.intent;
    const body = { status: 'requires_action', payment_intent: { id, client_secret: clientSecret, next_action: result.nextAction } };
    const recorded = await ctx.db.transaction(async (tx) => {
      const order = await orders.lockOrder(tx, orderId);
      if (order.state === 'succeeded' || order.state === 'declined') return order;
      await orders.updateOrder(tx, orderId, {
        state: 'requires_action',
        payment_intent_id: result.intent.recordId,
        response_status: 200,
        response_body: body,
      });
      return undefined;
    });
    return recorded ? replay(recorded) : { statusCode: 200, body, replayed: false };
  }
  const at = ctx.clock.now();
  const outcome = await ctx.db.transaction(
    async (tx): Promise<{ already: orders.OrderRow } | { card: repo.GiftCardRow; body: Record<string, unknown> }> => {
      const order = await orders.lockOrder(tx, orderId);
      if (order.state === 'succeeded' || order.state === 'declined') return { already: order };
      const request = order.request as unknown as PurchaseRequest;
      const card = await issueCard(
        tx,
        {
          amount_loaded_cents: request.amount_cents,
          buyer_id: order.buyer_id,
          order_id: order.id,
          payment_intent_id: result.intent.recordId,
          purchaser_name: request.purchaser_name,
          purchaser_email: request.purchaser_email,
          recipient_name: request.recipient_name,
          recipient_email: request.recipient_email,
          message: request.message,
          deliver_on: request.deliver_on,
          deliver_at: deliverAtOf(request.deliver_on, at),
          at,
        },
        { kind: 'purchase', processorFeeCents: result.feeCents ?? 0 },
      );
      const body = { status: 'gift-card-created', gift_card: giftCardView(card, at, true) };
      await orders.updateOrder(tx, orderId, {
        state: 'succeeded',
        payment_intent_id: result.intent.recordId,
        response_status: 201,
        response_body: body,
      });
      return { card, body };
    },
  );
  if ('already' in outcome) return replay(outcome.already);
  // The card is committed: a failing outbox write must not turn the purchase into an error answer.
  await sendReceipt(ctx, outcome.card, outcome.card.purchaser_email).catch(() => undefined);
  await deliverIfDue(ctx, outcome.card.id).catch(() => undefined);
  return { statusCode: 201, body: outcome.body, replayed: false };
}

function replay(row: orders.OrderRow): PurchaseAnswer {
  const body = row.response_body ?? {};
  if (row.state === 'declined') throw new AppError(402, String(body.message), { error: String(body.error) });
  return { statusCode: row.response_status ?? 200, body, replayed: true };
}

/** After a failure: forget the order when nothing reached the processor, else release its lease for a retry. */
async function release(ctx: AppContext, orderId: number, err: unknown): Promise<void> {
  if (err instanceof PaymentDeclinedError) return;
  if (err instanceof RateLimitedError || err instanceof UnknownPaymentMethodError) await orders.deleteOrder(ctx.db, orderId, ['started']);
  else await orders.updateOrder(ctx.db, orderId, {}).catch(() => undefined);
}

/**
 * Webhooks for purchase payments (metadata.purpose 'gift_card'): a purchase waiting for 3-D Secure is
 * finished when the processor says its intent succeeded or failed, even if the browser never confirms.
 * settle locks the order first, so a confirm call at the same time or a second delivery changes nothing.
 */
async function settlePurchasePayment(ctx: AppContext, outcome: PaymentOutcome): Promise<void> {
  const order = await orders.findOrderByIntent(ctx.db, outcome.intent.id);
  if (!order || order.state !== 'requires_action') return;
  await settle(ctx, order.id, outcome.result).catch((err: unknown) => {
    if (!(err instanceof PaymentDeclinedError)) throw err;
  });
}

/** Called by the gift-cards routes plugin. */
export function registerGiftCardPaymentHandlers(): void {
  onPaymentSucceeded('gift_card', settlePurchasePayment);
  onPaymentFailed('gift_card', settlePurchasePayment);
}
