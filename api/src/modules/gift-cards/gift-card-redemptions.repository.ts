import { and, eq, lt, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { giftCardRedemptions } from '../../db/schema/index.js';

export type RedemptionRow = typeof giftCardRedemptions.$inferSelect;

/** The redemption of one gift request (its payment request), locked until commit. */
export async function lockByRequest(tx: Executor, requestId: number): Promise<RedemptionRow | undefined> {
  const [row] = await tx.select().from(giftCardRedemptions).where(eq(giftCardRedemptions.payment_request_id, requestId)).for('update');
  return row;
}

export async function insertReservation(
  tx: Executor,
  values: { gift_card_id: number; payment_request_id: number; amount_cents: number },
): Promise<void> {
  await tx.insert(giftCardRedemptions).values({ ...values, state: 'reserved' });
}

export async function setState(tx: Executor, id: number, state: 'reserved' | 'released'): Promise<void> {
  await tx
    .update(giftCardRedemptions)
    .set({ state, updated_at: sql`now()` })
    .where(eq(giftCardRedemptions.id, id));
}

export async function markSpent(tx: Executor, id: number, giftId: number): Promise<void> {
  await tx
    .update(giftCardRedemptions)
    .set({ state: 'spent', gift_id: giftId, updated_at: sql`now()` })
    .where(eq(giftCardRedemptions.id, id));
}

/** The gift requests (payment requests) holding a reservation since before `before`, oldest first. */
export async function staleReservations(db: Executor, before: Date): Promise<number[]> {
  const rows = await db
    .select({ request_id: giftCardRedemptions.payment_request_id })
    .from(giftCardRedemptions)
    .where(and(eq(giftCardRedemptions.state, 'reserved'), lt(giftCardRedemptions.updated_at, before)))
    .orderBy(giftCardRedemptions.id)
    .limit(500);
  return rows.map((r) => r.request_id);
}

/** Whether a card has parts reserved by gifts still being paid. */
export async function hasReservations(db: Executor, cardId: number): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`SELECT 1 AS n FROM gift_card_redemptions WHERE gift_card_id = ${cardId} AND state = 'reserved' LIMIT 1`,
  );
  return rows.length > 0;
}

/** The redemption that paid (part of) gift `giftId`, locked until commit. */
export async function lockByGift(tx: Executor, giftId: number): Promise<RedemptionRow | undefined> {
  const [row] = await tx.select().from(giftCardRedemptions).where(eq(giftCardRedemptions.gift_id, giftId)).for('update');
  return row;
}

export async function markRefunded(tx: Executor, id: number): Promise<void> {
  await tx
    .update(giftCardRedemptions)
    .set({ state: 'refunded', updated_at: sql`now()` })
    .where(eq(giftCardRedemptions.id, id));
}

export async function findByGift(db: Executor, giftId: number): Promise<RedemptionRow | undefined> {
  const [row] = await db.select().from(giftCardRedemptions).where(eq(giftCardRedemptions.gift_id, giftId));
  return row;
}
