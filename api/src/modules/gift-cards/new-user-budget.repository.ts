import { and, eq, gte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { giftCardBudgets, giftCards, users } from '../../db/schema/index.js';

export type BudgetRow = typeof giftCardBudgets.$inferSelect;

export async function readBudget(db: Executor): Promise<BudgetRow> {
  const [row] = await db.select().from(giftCardBudgets).where(eq(giftCardBudgets.id, 1));
  return row!;
}

/** The budget row, locked until commit: new-user cards are issued one at a time. */
export async function lockBudget(tx: Executor): Promise<BudgetRow> {
  const [row] = await tx.select().from(giftCardBudgets).where(eq(giftCardBudgets.id, 1)).for('update');
  return row!;
}

export async function updateBudget(db: Executor, patch: Partial<Omit<typeof giftCardBudgets.$inferInsert, 'id'>>): Promise<void> {
  await db
    .update(giftCardBudgets)
    .set({ ...patch, updated_at: sql`now()` })
    .where(eq(giftCardBudgets.id, 1));
}

/** New-user cards issued since `start`: how many, and their value. */
export async function spentSince(db: Executor, start: Date): Promise<{ cards: number; amount_cents: number }> {
  const [row] = await db
    .select({ cards: sql<number>`count(*)::int`, amount_cents: sql<number>`coalesce(sum(${giftCards.amount_loaded_cents}), 0)::int8` })
    .from(giftCards)
    .where(and(eq(giftCards.new_user_card, true), gte(giftCards.gift_card_created_at, start)));
  return { cards: Number(row?.cards ?? 0), amount_cents: Number(row?.amount_cents ?? 0) };
}

/** Whether this address, or this account (as issued to, or as the user of a redeemed one), has a new-user card. */
export async function visitorHasCard(db: Executor, ip: string, userId: number | null): Promise<boolean> {
  const byAccount = userId === null ? undefined : or(eq(giftCards.issued_to_user_id, userId), eq(giftCards.new_user_id, userId));
  const [row] = await db
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(
      and(eq(giftCards.new_user_card, true), byAccount ? or(eq(giftCards.issued_to_ip, ip), byAccount) : eq(giftCards.issued_to_ip, ip)),
    )
    .limit(1);
  return !!row;
}

export async function accountAge(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: users.id, is_anonymous: users.is_anonymous, created_at: users.created_at, amount_given_cents: users.amount_given_cents })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
