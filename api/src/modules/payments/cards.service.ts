import type { Card, CardList, CardRemoved } from '@storyfund/shared/contract';
import { validatePaymentMethodId } from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import { requireSelfOrAdmin, type Caller } from '../../lib/access.js';
import { assertValid, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { RateLimitRule } from '../rate-limit/rate-limit.service.js';
import type { SavedCard } from './payment-gateway.js';
import * as repo from './payments.repository.js';
import * as cards from './payment-methods.repository.js';
import { ensureCustomer, paymentGateway } from './payments.service.js';

/**
 * Saved cards (docs/api-giving.md "Payments: Stripe, webhooks, saved cards"). `cards` is the account's list
 * of saved cards; `payment-method` is its default card, the one monthly gifts charge. Both live on the
 * account's processor customer; only the account itself (a full account, not a guest) or an admin.
 */

/** Attaching checks the card with the processor: a guard against card testing through this door. */
const CARD_ATTACH_RULE: RateLimitRule = { name: 'cards:user', limit: 20, windowSeconds: 60 * 60 };
const MAX_SAVED_CARDS = 20;

const view = (card: SavedCard, defaultId: string | null): Card => ({
  id: card.id,
  brand: card.brand,
  last4: card.last4,
  exp_month: card.expMonth,
  exp_year: card.expYear,
  is_default: card.id === defaultId,
});

async function cardAccount(ctx: AppContext, caller: Caller, userId: number) {
  requireSelfOrAdmin(caller, userId);
  const account = await cards.accountContact(ctx.db, userId);
  if (!account) throw new NotFoundError('User not found');
  if (account.is_anonymous) throw new ForbiddenError('Please create an account to save a card.');
  return account;
}

async function existingCustomer(ctx: AppContext, userId: number): Promise<string | undefined> {
  return (await repo.findCustomerForUser(ctx.db, paymentGateway(ctx).provider, userId))?.provider_customer_id;
}

/** GET /users/{id}/cards */
export async function listCards(ctx: AppContext, caller: Caller, userId: number): Promise<CardList> {
  await cardAccount(ctx, caller, userId);
  const customer = await existingCustomer(ctx, userId);
  if (!customer) return { data: [], total: 0 };
  const { cards: saved, defaultId } = await paymentGateway(ctx).listPaymentMethods(customer);
  return { data: saved.map((card) => view(card, defaultId)), total: saved.length };
}

/**
 * POST /users/{id}/cards (`makeDefault` false: the first card becomes the default) and
 * POST /users/{id}/payment-method (`makeDefault` true). A card already saved is not attached again.
 */
export async function saveCard(
  ctx: AppContext,
  caller: Caller,
  userId: number,
  body: { payment_method_id?: unknown },
  makeDefault: boolean,
): Promise<Card> {
  const account = await cardAccount(ctx, caller, userId);
  const paymentMethodId = body.payment_method_id;
  assertValid({
    payment_method_id: validatePaymentMethodId(paymentMethodId, 'Please choose a card'),
  });
  const gateway = paymentGateway(ctx);
  const customer = await ensureCustomer(ctx, { id: account.id, email: account.email, name: account.name });
  const before = await gateway.listPaymentMethods(customer);
  let card = before.cards.find((c) => c.id === paymentMethodId);
  if (!card) {
    if (before.cards.length >= MAX_SAVED_CARDS)
      throw new ValidationError({ payment_method_id: [`You can save at most ${MAX_SAVED_CARDS} cards`] });
    await ctx.rateLimiter.consume(CARD_ATTACH_RULE, String(userId));
    card = await gateway.attachPaymentMethod({ customer, userId, paymentMethodId: paymentMethodId as string });
  }
  const becomesDefault = makeDefault || !before.defaultId;
  if (becomesDefault && before.defaultId !== card.id) await gateway.setDefaultPaymentMethod(customer, card.id);
  return view(card, becomesDefault ? card.id : before.defaultId);
}

/** DELETE /users/{id}/cards/{pmId}: detaches one of the account's cards (404 for any other id). */
export async function removeCard(ctx: AppContext, caller: Caller, userId: number, paymentMethodId: string): Promise<CardRemoved> {
  await cardAccount(ctx, caller, userId);
  const customer = await existingCustomer(ctx, userId);
  const gateway = paymentGateway(ctx);
  const saved = customer ? await gateway.listPaymentMethods(customer) : undefined;
  if (!customer || !saved?.cards.some((c) => c.id === paymentMethodId)) throw new NotFoundError('No such card');
  await gateway.detachPaymentMethod({ customer, paymentMethodId });
  return { id: paymentMethodId, deleted: true } satisfies CardRemoved;
}

/** DELETE /users/{id}/payment-method: detaches the default card (404 when there is none). */
export async function removeDefaultCard(ctx: AppContext, caller: Caller, userId: number): Promise<CardRemoved> {
  await cardAccount(ctx, caller, userId);
  const customer = await existingCustomer(ctx, userId);
  const defaultId = customer ? (await paymentGateway(ctx).listPaymentMethods(customer)).defaultId : null;
  if (!customer || !defaultId) throw new NotFoundError('No default card');
  await paymentGateway(ctx).detachPaymentMethod({ customer, paymentMethodId: defaultId });
  return { id: defaultId, deleted: true } satisfies CardRemoved;
}
