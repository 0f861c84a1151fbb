import type { GiftCardPurchased, PurchaseGiftCardBody } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import type { DomainEvents } from '../../events/domain-events.js';
import type { Caller } from '../../lib/access.js';
import { UnauthorizedError } from '../../lib/errors.js';
import type { RateLimitRule } from '../rate-limit/rate-limit.service.js';
import { ensureCustomer } from '../payments/payments.service.js';
import {
  confirmPaymentRequest,
  declinedAnswer,
  requiresActionAnswer,
  runPaymentRequest,
  settleWaitingOnEvent,
  type PaymentAnswer,
  type PaymentFlow,
  type RecordOutcome,
} from '../payments/payment-requests.service.js';
import { parsePurchase, purchaseHash, type PurchaseRequest } from './gift-card-input.js';
import { deliverAtOf, issueCard } from './gift-card-issue.js';
import { deliverIfDue, sendReceipt } from './gift-card-mail.js';
import { giftCardView } from './gift-card-views.js';
import * as repo from './gift-cards.repository.js';

/** New purchase charges per client address (card-testing guard); replays are not counted. */
const GIFT_CARD_PURCHASES_IP: RateLimitRule = { name: 'gift-card-purchase:ip', limit: 20, windowSeconds: 60 * 60 };

/**
 * A purchase's outcome, in the transaction that holds its request locked: a succeeded payment issues the
 * card (with its load journal) and announces gift-card.purchased (the receipt and the recipient's email);
 * the 3-D Secure step and a decline answer as a gift's do.
 */
function recordPurchase(ctx: AppContext): RecordOutcome<PurchaseRequest> {
  return async (tx, order, result) => {
    if (result.status === 'declined') return declinedAnswer(result.decline);
    if (result.status === 'requires_action') return requiresActionAnswer(result.action);
    const at = ctx.clock.now();
    const request = order.request;
    const card = await issueCard(
      tx,
      {
        amount_loaded_cents: request.amount_cents,
        buyer_id: order.owner_id,
        payment_request_id: order.id,
        payment_intent_id: result.intent?.recordId ?? null,
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
    await ctx.events.emit(tx, 'gift-card.purchased', { gift_card_id: card.id });
    const body: GiftCardPurchased = { status: 'gift-card-created', gift_card: giftCardView(card, at) };
    return { statusCode: 201, body };
  };
}

/**
 * POST /gift-cards: 201 with the card, 200 requires_action, 402 declined. A logged-in account buys as itself;
 * without a token, `is_guest` buys with a name and an email. Validation comes before any charge; the
 * Idempotency-Key (payment-requests.service.ts) makes a retry answer the first outcome.
 */
export async function buyGiftCard(
  ctx: AppContext,
  caller: Caller,
  body: PurchaseGiftCardBody,
  opts: { idempotencyKey: string | undefined; ip: string },
): Promise<PaymentAnswer> {
  const actor = caller.actor;
  if (!actor && !body.is_guest) throw new UnauthorizedError('Please log in, or buy as a guest.');
  const account = actor ? await repo.accountOf(ctx.db, actor.id) : undefined;
  const asGuest = !account || account.is_anonymous || !account.email;
  const request = parsePurchase(body, opts.idempotencyKey, asGuest, ctx.clock.now());
  if (!asGuest) {
    request.purchaser_name = `${account.first_name} ${account.last_name}`.trim() || null;
    request.purchaser_email = account.email;
  }
  const input = {
    purpose: 'gift_card' as const,
    ownerId: actor?.id ?? null,
    key: opts.idempotencyKey!,
    hash: purchaseHash(request),
    request,
  };
  return runPaymentRequest(ctx, input, {
    async pay(order, processor) {
      if (processor.fresh) await ctx.rateLimiter.consume(GIFT_CARD_PURCHASES_IP, opts.ip);
      const customer =
        account && !asGuest
          ? await ensureCustomer(ctx, { id: account.id, email: account.email, name: request.purchaser_name ?? '' })
          : null;
      return processor.charge({ amountCents: order.request.amount_cents, customer, paymentMethodId: order.request.payment_method_id });
    },
    record: recordPurchase(ctx),
  });
}

/**
 * POST /gift-cards/confirm: finishes a purchase that needed 3-D Secure, on its one PaymentIntent. An
 * account's purchase is confirmed only by that account; a token-less guest's by whoever holds the intent's
 * id (an unguessable id only the paying browser has). Anyone else: 404.
 */
export async function confirmPurchase(ctx: AppContext, caller: Caller, input: { payment_intent_id: string }): Promise<PaymentAnswer> {
  const flow: PaymentFlow<PurchaseRequest> = { pay: (_order, processor) => processor.confirm(), record: recordPurchase(ctx) };
  return confirmPaymentRequest(
    ctx,
    { purpose: 'gift_card', paymentIntentId: input.payment_intent_id, callerId: caller.actor?.id ?? null },
    flow,
  );
}

/**
 * payment.succeeded / payment.failed (durable listener): a purchase waiting for 3-D Secure is finished when
 * the processor says its intent succeeded or failed, even if the browser never confirms. Idempotent.
 */
export async function settlePurchasePayment(ctx: AppContext, event: DomainEvents['payment.succeeded' | 'payment.failed']): Promise<void> {
  await settleWaitingOnEvent(ctx, 'gift_card', event, { record: recordPurchase(ctx) });
}

/**
 * gift-card.purchased (durable listener): the buyer's receipt and, when its day has come, the recipient's
 * email. Once however often it runs: the receipt has a dedupe key, and the delivery is claimed on the card.
 */
export async function mailPurchasedCard(ctx: AppContext, event: DomainEvents['gift-card.purchased']): Promise<void> {
  const card = await repo.findById(ctx.db, event.gift_card_id);
  if (!card) return;
  await sendReceipt(ctx, card, card.purchaser_email);
  await deliverIfDue(ctx, card.id);
}
