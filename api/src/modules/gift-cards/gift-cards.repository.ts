import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { GiftCardListKind } from '@storyfund/shared/constants';
import { queryRows, type Executor } from '../../db/client.js';
import { giftCards, ledgerEntries, users } from '../../db/schema/index.js';

export type GiftCardRow = typeof giftCards.$inferSelect;
export type NewGiftCard = typeof giftCards.$inferInsert;

/** Inserts a card, or answers undefined when its code is taken (the caller draws another). */
export async function insertCard(tx: Executor, values: NewGiftCard): Promise<GiftCardRow | undefined> {
  const [row] = await tx.insert(giftCards).values(values).onConflictDoNothing({ target: giftCards.code }).returning();
  return row;
}

export async function findByCode(db: Executor, code: string): Promise<GiftCardRow | undefined> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.code, code));
  return row;
}

export async function findById(db: Executor, id: number): Promise<GiftCardRow | undefined> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.id, id));
  return row;
}

/**
 * Inside a transaction: the card's row, locked until commit. FOR NO KEY UPDATE, as an UPDATE of the row
 * takes: it excludes other lockers but not the key-share locks that inserting a gift referencing the card
 * takes (a FOR UPDATE here would deadlock two gifts, each holding one lock the other waits for).
 */
export async function lockCard(tx: Executor, where: { id: number } | { code: string }): Promise<GiftCardRow | undefined> {
  const condition = 'id' in where ? eq(giftCards.id, where.id) : eq(giftCards.code, where.code);
  const [row] = await tx.select().from(giftCards).where(condition).for('no key update');
  return row;
}

/**
 * Takes `cents` from a usable card: a guarded update, so a balance can never go below zero whatever runs at
 * once (the CHECK constraint is the last line). Answers the card after, or undefined when it cannot.
 */
export async function takeFromCard(tx: Executor, id: number, cents: number, now: Date): Promise<GiftCardRow | undefined> {
  const [row] = await tx
    .update(giftCards)
    .set({ amount_used_cents: sql`${giftCards.amount_used_cents} + ${cents}` })
    .where(
      and(
        eq(giftCards.id, id),
        eq(giftCards.status, 'created'),
        sql`${giftCards.amount_loaded_cents} - ${giftCards.amount_used_cents} >= ${cents}`,
        sql`${giftCards.expired_at} > ${now}`,
      ),
    )
    .returning();
  return row;
}

/** Gives a released reservation back to the card (a fully used card that gets some back is usable again). */
export async function giveBackToCard(tx: Executor, id: number, cents: number): Promise<void> {
  await tx
    .update(giftCards)
    .set({
      amount_used_cents: sql`${giftCards.amount_used_cents} - ${cents}`,
      status: sql`CASE WHEN ${giftCards.status} = 'redeemed' THEN 'created' ELSE ${giftCards.status} END`,
    })
    .where(eq(giftCards.id, id));
}

export async function updateCard(tx: Executor, id: number, patch: Partial<NewGiftCard>): Promise<GiftCardRow> {
  const [row] = await tx.update(giftCards).set(patch).where(eq(giftCards.id, id)).returning();
  return row!;
}

/** Cards an account bought, newest first. */
export async function cardsBoughtBy(db: Executor, buyerId: number, page: { limit: number; offset: number }) {
  const where = eq(giftCards.buyer_id, buyerId);
  const [rows, [total]] = await Promise.all([
    db.select().from(giftCards).where(where).orderBy(desc(giftCards.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(giftCards).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

const KIND_FILTERS = {
  purchased: sql`NOT (${giftCards.promotional} OR ${giftCards.special_admin_promotional} OR ${giftCards.referral} OR ${giftCards.partner_referral})`,
  promotional: eq(giftCards.promotional, true),
  special_admin_promotional: eq(giftCards.special_admin_promotional, true),
  referral: eq(giftCards.referral, true),
  partner_referral: eq(giftCards.partner_referral, true),
  new_user: eq(giftCards.new_user_card, true),
} satisfies Record<GiftCardListKind, unknown>;

/** Every card, newest first, optionally of one kind (the admin list). */
export async function allCards(db: Executor, page: { limit: number; offset: number; kind?: GiftCardListKind | undefined }) {
  const where = page.kind ? KIND_FILTERS[page.kind] : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(giftCards).where(where).orderBy(desc(giftCards.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(giftCards).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * Due recipient emails, claimed by stamping delivered_at (SKIP LOCKED: with several instances, each card is
 * claimed by one). Canceled and expired cards are not sent.
 */
export async function claimDueDeliveries(db: Executor, now: Date, limit = 50): Promise<GiftCardRow[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE gift_cards SET delivered_at = ${now}
        WHERE id IN (SELECT id FROM gift_cards
                     WHERE delivered_at IS NULL AND recipient_email IS NOT NULL AND deliver_at <= ${now}
                       AND status IN ('created', 'redeemed') AND expired_at > ${now}
                     ORDER BY deliver_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id`,
  );
  if (rows.length === 0) return [];
  return db
    .select()
    .from(giftCards)
    .where(
      inArray(
        giftCards.id,
        rows.map((r) => Number(r.id)),
      ),
    );
}

/** One card's delivery, claimed the same way (a card due at once, right after its purchase). */
export async function claimDelivery(db: Executor, id: number, now: Date): Promise<GiftCardRow | undefined> {
  const [row] = await db
    .update(giftCards)
    .set({ delivered_at: now })
    .where(
      and(
        eq(giftCards.id, id),
        sql`${giftCards.delivered_at} IS NULL`,
        sql`${giftCards.recipient_email} IS NOT NULL`,
        sql`${giftCards.deliver_at} <= ${now}`,
      ),
    )
    .returning();
  return row;
}

/** Posts one balanced journal (the deferred ledger trigger refuses to commit one that is not). */
export async function postJournal(
  tx: Executor,
  journal: string,
  at: Date,
  entries: { account: string; amount_cents: number }[],
): Promise<void> {
  const rows = entries
    .filter((e) => e.amount_cents !== 0)
    .map((e) => ({ journal, account: e.account, amount_cents: e.amount_cents, created_at: at }));
  if (rows.length > 0) await tx.insert(ledgerEntries).values(rows);
}

/** What the gift-card flows need of an account: its name, email, kind and age. */
export async function accountOf(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
      is_anonymous: users.is_anonymous,
      created_at: users.created_at,
      amount_given_cents: users.amount_given_cents,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
