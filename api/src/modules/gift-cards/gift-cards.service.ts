import type { GiftCardListKind } from '@storyfund/shared/constants';
import type {
  AdminGiftCardAnswer,
  AdminGiftCardList,
  CreateAdminGiftCardBody,
  GiftCardBalance,
  GiftCardList,
} from '@storyfund/shared/contract';
import {
  isGiftCardCode,
  normalizeGiftCardCode,
  validateDeliveryDate,
  validateEmail,
  validateGiftCardAmount,
  validateName,
  validateMessage,
} from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import { requireAdmin, requireSelfOrAdmin, type Caller } from '../../lib/access.js';
import { assertValid, ConflictError, NotFoundError } from '../../lib/errors.js';
import { GIFT_CARD_LOOKUPS_IP, UNKNOWN_CODE } from './gift-card-redemption.service.js';
import { cancelAccount, deliverAtOf, issueCard } from './gift-card-issue.js';
import { deliverIfDue } from './gift-card-mail.js';
import { adminView, balanceOf, balanceView, giftCardView } from './gift-card-views.js';
import * as redemptions from './gift-card-redemptions.repository.js';
import * as repo from './gift-cards.repository.js';

/**
 * GET /gift-cards/{code}: the balance of a card, for anyone holding its code. Every lookup counts against
 * the address's limit (GIFT_CARD_LOOKUPS_IP), known code or not, so codes cannot be guessed at speed.
 */
export async function checkBalance(ctx: AppContext, code: string, ip: string): Promise<GiftCardBalance> {
  await ctx.rateLimiter.consume(GIFT_CARD_LOOKUPS_IP, ip);
  const card = isGiftCardCode(code) ? await repo.findByCode(ctx.db, normalizeGiftCardCode(code)) : undefined;
  if (!card) throw new NotFoundError(UNKNOWN_CODE);
  return balanceView(card, ctx.clock.now());
}

/** GET /users/{id}/gift-cards: the cards an account bought (with their codes), for itself and admins. */
export async function listBought(
  ctx: AppContext,
  caller: Caller,
  userId: number,
  page: { limit: number; offset: number },
): Promise<GiftCardList> {
  requireSelfOrAdmin(caller, userId);
  const { rows, total } = await repo.cardsBoughtBy(ctx.db, userId, page);
  const now = ctx.clock.now();
  return { data: rows.map((card) => giftCardView(card, now)), total };
}

/** GET /gift-cards/admin: every card, newest first, optionally of one kind. */
export async function listAll(
  ctx: AppContext,
  caller: Caller,
  page: { limit: number; offset: number; kind?: GiftCardListKind },
): Promise<AdminGiftCardList> {
  requireAdmin(caller);
  const { rows, total } = await repo.allCards(ctx.db, page);
  const now = ctx.clock.now();
  return { data: rows.map((card) => adminView(card, now)), total };
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * POST /gift-cards/admin: a promotional, admin special promotional, referral or partner referral card,
 * paid for by the platform (`platform:promotions`). With a recipient email it is sent like a bought one.
 */
export async function createAdminCard(ctx: AppContext, caller: Caller, body: CreateAdminGiftCardBody): Promise<AdminGiftCardAnswer> {
  const admin = requireAdmin(caller);
  const now = ctx.clock.now();
  const message = blank(body.message) ? null : body.message!.trim();
  const hasRecipient = !blank(body.recipient_email);
  assertValid({
    amount_cents: validateGiftCardAmount(body.amount_cents),
    recipient_email: hasRecipient ? validateEmail(body.recipient_email) : undefined,
    recipient_name: hasRecipient || !blank(body.recipient_name) ? validateName(body.recipient_name, 'Recipient name') : undefined,
    message: validateMessage(message, 'giftCard'),
    deliver_on: validateDeliveryDate(body.deliver_on, now),
  });
  const deliverOn = blank(body.deliver_on) ? now.toISOString().slice(0, 10) : body.deliver_on!;
  const card = await ctx.db.transaction((tx) =>
    issueCard(
      tx,
      {
        amount_loaded_cents: body.amount_cents as number,
        [body.kind]: true,
        created_by_id: admin.id,
        recipient_name: blank(body.recipient_name) ? null : body.recipient_name!.trim(),
        recipient_email: hasRecipient ? body.recipient_email!.trim().toLowerCase() : null,
        message,
        deliver_on: hasRecipient ? deliverOn : null,
        deliver_at: hasRecipient ? deliverAtOf(deliverOn, now) : null,
        at: now,
      },
      { kind: 'promotion' },
    ),
  );
  await deliverIfDue(ctx, card.id).catch(() => undefined);
  return { gift_card: adminView(card, now) };
}

/**
 * POST /gift-cards/{id}/cancel (admins): the card can no longer pay; its balance leaves the card's ledger
 * account (journal gift_card_cancel:{id}). Refused while a gift is being paid with it.
 */
export async function cancelCard(ctx: AppContext, caller: Caller, id: number): Promise<AdminGiftCardAnswer> {
  requireAdmin(caller);
  const now = ctx.clock.now();
  const card = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockCard(tx, { id });
    if (!row) throw new NotFoundError('Gift card not found');
    if (row.status === 'canceled') throw new ConflictError('This gift card is already canceled.');
    if (await redemptions.hasReservations(tx, id))
      throw new ConflictError('A gift is being paid with this card. Please try again in a moment.');
    const balance = balanceOf(row);
    await repo.postJournal(tx, `gift_card_cancel:${id}`, now, [
      { account: `gift_card:${id}`, amount_cents: -balance },
      { account: cancelAccount(row), amount_cents: balance },
    ]);
    return repo.updateCard(tx, id, { status: 'canceled', canceled_at: now });
  });
  return { gift_card: adminView(card, now) };
}
