import type { NewUserBudget, NewUserBudgetBody, NewUserGiftCard, NewUserGiftCardOffer } from '@storyfund/shared/contract';
import { formatGiftCardCode, validateGiftCardAmount } from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/client.js';
import { requireAdmin, type Caller } from '../../lib/access.js';
import { assertValid, ConflictError } from '../../lib/errors.js';
import { issueCard } from './gift-card-issue.js';
import * as budgets from './new-user-budget.repository.js';

/**
 * Free cards for new visitors (spec §7 POST new-user-gift-cards; the public site keeps the answer in its
 * freeGiftCard* flags). Each is a promotional card ("Front page") worth the budget's card amount, paid by
 * the platform. A period (a UTC calendar day, ISO week or month) gives at most `max_cards` of them and, when
 * set, at most `max_amount_cents` in all; the budget row is locked while a card is issued, so concurrent
 * visitors never overspend it. One card per client address and per account, ever.
 */
export type Period = budgets.BudgetRow['period'];

/** The start of the period that holds `now` (UTC; weeks start on Monday). */
export function periodStart(period: Period, now: Date): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), period === 'month' ? 1 : now.getUTCDate()));
  if (period === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  return start;
}

const NOT_NEW = 'Free gift cards are for new visitors.';
const SPENT = 'There are no free gift cards left for now. Please come back later.';

/** Why this visitor gets no card now (the 409 message), or undefined when they would get one. */
async function refusal(db: Executor, budget: budgets.BudgetRow, ip: string, userId: number | null, now: Date) {
  if (await budgets.visitorHasCard(db, ip, userId)) return { message: 'You already have a free gift card.' };
  const account = userId === null ? undefined : await budgets.accountAge(db, userId);
  if (account && account.amount_given_cents > 0) return { message: NOT_NEW };
  const spent = await budgets.spentSince(db, periodStart(budget.period, now));
  const overAmount = budget.max_amount_cents !== null && spent.amount_cents + budget.card_amount_cents > budget.max_amount_cents;
  if (spent.cards + 1 > budget.max_cards || overAmount) return { message: SPENT };
  return { message: undefined, account };
}

/** POST /new-user-gift-cards: 201 {id, gift_card_code}; 409 when the visitor had one, or the budget is spent. */
export async function issueNewUserCard(ctx: AppContext, caller: Caller, ip: string): Promise<NewUserGiftCard> {
  const actor = caller.actor;
  const now = ctx.clock.now();
  const card = await ctx.db.transaction(async (tx) => {
    const budget = await budgets.lockBudget(tx);
    const { message, account } = await refusal(tx, budget, ip, actor?.id ?? null, now);
    if (message !== undefined) throw new ConflictError(message);
    return issueCard(
      tx,
      {
        amount_loaded_cents: budget.card_amount_cents,
        promotional: true,
        new_user_card: true,
        issued_to_ip: ip,
        issued_to_user_id: actor?.id ?? null,
        new_user_id: account && !account.is_anonymous ? account.id : null,
        new_user_created_at: account && !account.is_anonymous ? account.created_at : null,
        at: now,
      },
      { kind: 'promotion' },
    );
  });
  return { id: card.id, gift_card_code: formatGiftCardCode(card.code) };
}

/**
 * GET /new-user-gift-cards/offer: whether the POST would give this caller a card now, by the same rules,
 * without issuing one or locking the budget (a concurrent claim can still take the last card: the POST decides).
 */
export async function newUserOffer(ctx: AppContext, caller: Caller, ip: string): Promise<NewUserGiftCardOffer> {
  const budget = await budgets.readBudget(ctx.db);
  const { message } = await refusal(ctx.db, budget, ip, caller.actor?.id ?? null, ctx.clock.now());
  return { available: message === undefined, card_amount_cents: message === undefined ? budget.card_amount_cents : null };
}

async function budgetView(ctx: AppContext): Promise<NewUserBudget> {
  const now = ctx.clock.now();
  const budget = await budgets.readBudget(ctx.db);
  const start = periodStart(budget.period, now);
  const spent = await budgets.spentSince(ctx.db, start);
  return {
    period: budget.period,
    max_cards: budget.max_cards,
    max_amount_cents: budget.max_amount_cents,
    card_amount_cents: budget.card_amount_cents,
    period_start: start.toISOString(),
    spent_cards: spent.cards,
    spent_amount_cents: spent.amount_cents,
    updated_at: budget.updated_at.toISOString(),
  };
}

/** GET /gift-cards/new-user-budget (admins): the budget and how much of this period's is spent. */
export async function getBudget(ctx: AppContext, caller: Caller): Promise<NewUserBudget> {
  requireAdmin(caller);
  return budgetView(ctx);
}

/** PUT /gift-cards/new-user-budget (admins): any of the four settings; the others stay. */
export async function setBudget(ctx: AppContext, caller: Caller, body: NewUserBudgetBody): Promise<NewUserBudget> {
  const admin = requireAdmin(caller);
  assertValid({
    card_amount_cents: body.card_amount_cents === undefined ? undefined : validateGiftCardAmount(body.card_amount_cents),
    max_amount_cents:
      body.max_amount_cents === undefined || body.max_amount_cents === null || Number.isSafeInteger(body.max_amount_cents)
        ? undefined
        : 'Amount must be a whole number of cents',
  });
  await budgets.updateBudget(ctx.db, {
    ...(body.period !== undefined ? { period: body.period } : {}),
    ...(body.max_cards !== undefined ? { max_cards: body.max_cards } : {}),
    ...(body.max_amount_cents !== undefined ? { max_amount_cents: body.max_amount_cents } : {}),
    ...(body.card_amount_cents !== undefined ? { card_amount_cents: body.card_amount_cents as number } : {}),
    updated_by_id: admin.id,
  });
  return budgetView(ctx);
}
