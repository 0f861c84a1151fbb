import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { columnList, preparedStatement, type Executor } from '../../db/client.js';
import { gifts, projects, timelineEvents, users } from '../../db/schema/index.js';

export type GiftRow = typeof gifts.$inferSelect;
type NewGift = typeof gifts.$inferInsert;

/** Every column a gift is written with (writeGift gives each one; the rest are generated or an admin's later). */
const GIFT_INSERT_COLUMNS = [
  'project_id',
  'donor_id',
  'recipient_id',
  'amount_cents',
  'tip_cents',
  'anonymous',
  'monthly_gift',
  'status',
  'gift_at',
  'created_at',
  'stripe_fee_cents',
  'processor_fee_cents',
  'platform_fee_cents',
  'payment_intent_id',
  'dedicatee_name',
  'dedicatee_email',
  'dedication_send_at',
  'gift_card_id',
  'gift_card_cents',
  'donor_email',
  'tax_exempt_gift',
  'is_from_follower',
  'is_from_partner_network_donor',
  'subscription_id',
  'subscription_period',
] as const satisfies readonly (keyof NewGift)[];
type GiftInsert = Required<Pick<NewGift, (typeof GIFT_INSERT_COLUMNS)[number]>>;

// Once per gift of any kind (#14): prepared, not built per call.
const insertGiftStatement = preparedStatement<GiftRow>(
  'gifts_insert',
  `INSERT INTO gifts (${GIFT_INSERT_COLUMNS.join(', ')})
   VALUES (${GIFT_INSERT_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})
   RETURNING ${columnList(gifts)}`,
);

export async function insertGift(tx: Executor, values: GiftInsert): Promise<GiftRow> {
  const [row] = await insertGiftStatement(
    tx,
    GIFT_INSERT_COLUMNS.map((column) => values[column]),
  );
  return row!;
}

/** The gift that paid a monthly gift's month `period`, or the one a PaymentIntent paid (its payment_intents row). */
export async function monthlyGiftOf(
  db: Executor,
  subscriptionId: number,
  which: { period: number } | { intentRecordId: number },
): Promise<GiftRow | undefined> {
  const [row] = await db
    .select()
    .from(gifts)
    .where(
      and(
        eq(gifts.subscription_id, subscriptionId),
        'period' in which ? eq(gifts.subscription_period, which.period) : eq(gifts.payment_intent_id, which.intentRecordId),
      ),
    );
  return row;
}

const partiesStatement = preparedStatement<{
  recipient_is_premium: boolean;
  recipient_is_partner: boolean;
  is_from_follower: boolean;
  is_from_partner_network_donor: boolean;
}>(
  'gift_parties',
  `SELECT r.is_premium AS recipient_is_premium, r.is_partner AS recipient_is_partner,
          EXISTS (SELECT 1 FROM user_follows f WHERE f.follower_id = d.id AND f.followed_id = r.id) AS is_from_follower,
          coalesce(d.partner_network_id = r.id, false) AS is_from_partner_network_donor
     FROM users d, users r WHERE d.id = $1 AND r.id = $2`,
);

/** What the fee rule and the gift's flags need to know about donor and recipient at the time of the gift. */
export async function giftParties(tx: Executor, donorId: number, recipientId: number) {
  const [row] = await partiesStatement(tx, [donorId, recipientId]);
  return row!;
}

/** Claim-merge: the guest's gifts move to the claiming account (its totals follow by trigger, 0089). */
export async function moveGifts(tx: Executor, fromUserId: number, toUserId: number): Promise<void> {
  await tx.update(gifts).set({ donor_id: toUserId }).where(eq(gifts.donor_id, fromUserId));
}

const succeeded = eq(gifts.status, 'succeeded');
/** A gift's encouragement is the timeline event that names it (posted on gift.recorded). */
const listColumns = {
  gift: gifts,
  project_title: projects.title,
  encouragement_id: timelineEvents.id,
  encouragement_responded: timelineEvents.has_response_from_recipient,
};

/** A donor's succeeded gifts, newest first. */
export async function donorGiftsPage(db: Executor, donorId: number, page: { limit: number; offset: number }) {
  const { rows, totals } = await donorGiftsInPeriod(db, donorId, undefined, page);
  return { rows, total: totals.count };
}

/** The succeeded gifts an account received on its projects, newest first, with each donor's account. */
export async function receivedGiftsPage(db: Executor, recipientId: number, page: { limit: number; offset: number }) {
  const { rows, totals } = await receivedGiftsInPeriod(db, recipientId, undefined, page);
  return { rows, total: totals.count };
}

/** The donor's email and display name (for the processor's customer and the dedication email). */
export async function donorContact(db: Executor, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      organization_name: users.organization_name,
      show_organization_name: users.show_organization_name,
      is_anonymous: users.is_anonymous,
      guest_user: users.guest_user,
    })
    .from(users)
    .where(eq(users.id, userId));
  const name =
    row?.show_organization_name && row.organization_name
      ? row.organization_name
      : `${row?.first_name ?? ''} ${row?.last_name ?? ''}`.trim();
  return { email: row?.email ?? null, name, isGuest: !!row && (row.is_anonymous || row.guest_user) };
}

/** A guest account that has been neither claimed nor merged nor banned. */
export async function isOpenGuest(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return !!row && row.is_anonymous && row.merged_into_id === null && row.banned_at === null;
}

/** [from, to) in UTC. */
export interface Period {
  from: Date;
  to: Date;
}

export interface PeriodTotals {
  count: number;
  amount_cents: number;
}

const inPeriod = (period: Period | undefined) => (period ? and(gte(gifts.gift_at, period.from), lt(gifts.gift_at, period.to)) : undefined);

const totalsOf = (db: Executor, where: ReturnType<typeof and>) =>
  db
    .select({ count: sql<number>`count(*)::int`, amount_cents: sql<number>`coalesce(sum(${gifts.amount_cents}), 0)::int8` })
    .from(gifts)
    .where(where);

/** A donor's succeeded gifts (in a period, or all), newest first, with their count and sum. */
export async function donorGiftsInPeriod(
  db: Executor,
  donorId: number,
  period: Period | undefined,
  page: { limit: number; offset: number },
) {
  const where = and(eq(gifts.donor_id, donorId), succeeded, inPeriod(period));
  const [rows, [totals]] = await Promise.all([
    db
      .select(listColumns)
      .from(gifts)
      .innerJoin(projects, eq(projects.id, gifts.project_id))
      .leftJoin(timelineEvents, eq(timelineEvents.gift_id, gifts.id))
      .where(where)
      .orderBy(desc(gifts.gift_at), desc(gifts.id))
      .limit(page.limit)
      .offset(page.offset),
    totalsOf(db, where),
  ]);
  return { rows, totals: totals ?? { count: 0, amount_cents: 0 } };
}

/** The succeeded gifts an account received (in a period, or all), newest first, with each donor's account. */
export async function receivedGiftsInPeriod(
  db: Executor,
  recipientId: number,
  period: Period | undefined,
  page: { limit: number; offset: number },
) {
  const where = and(eq(gifts.recipient_id, recipientId), succeeded, inPeriod(period));
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ...listColumns, donor: users })
      .from(gifts)
      .innerJoin(projects, eq(projects.id, gifts.project_id))
      .innerJoin(users, eq(users.id, gifts.donor_id))
      .leftJoin(timelineEvents, eq(timelineEvents.gift_id, gifts.id))
      .where(where)
      .orderBy(desc(gifts.gift_at), desc(gifts.id))
      .limit(page.limit)
      .offset(page.offset),
    totalsOf(db, where),
  ]);
  return { rows, totals: totals ?? { count: 0, amount_cents: 0 } };
}
