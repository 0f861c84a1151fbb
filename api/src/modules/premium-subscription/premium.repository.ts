import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { ledgerEntries, premiumPayments, premiumSubscriptions } from '../../db/schema/index.js';

export type PremiumRow = typeof premiumSubscriptions.$inferSelect;
type NewPremium = typeof premiumSubscriptions.$inferInsert;
export type PremiumChange = Partial<Omit<NewPremium, 'id' | 'user_id' | 'payment_request_id' | 'created_at'>>;

/** How long a renewal run may charge a plan before another run may take it over. */
const LEASE_SECONDS = 600;
const leaseEnd = sql`now() + make_interval(secs => ${LEASE_SECONDS})`;
const leaseFree = or(isNull(premiumSubscriptions.locked_until), lt(premiumSubscriptions.locked_until, sql`now()`));
const LIVE = ['starting', 'trialing', 'active', 'past_due'] as const;
const SHOWN = ['trialing', 'active', 'past_due', 'canceled'] as const;

/** The plan its payment request starts; undefined when the account has a live one already (the unique index). */
export async function insertStarting(db: Executor, values: NewPremium): Promise<PremiumRow | undefined> {
  const [row] = await db
    .insert(premiumSubscriptions)
    .values({ ...values, status: 'starting' })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findByRequest(db: Executor, requestId: number): Promise<PremiumRow | undefined> {
  const [row] = await db.select().from(premiumSubscriptions).where(eq(premiumSubscriptions.payment_request_id, requestId));
  return row;
}

export async function findLive(db: Executor, userId: number): Promise<PremiumRow | undefined> {
  const [row] = await db
    .select()
    .from(premiumSubscriptions)
    .where(and(eq(premiumSubscriptions.user_id, userId), inArray(premiumSubscriptions.status, [...LIVE])));
  return row;
}

/** The live plan, else the last one that ended (never a refused or unfinished start). */
export async function findShown(db: Executor, userId: number): Promise<PremiumRow | undefined> {
  const [row] = await db
    .select()
    .from(premiumSubscriptions)
    .where(and(eq(premiumSubscriptions.user_id, userId), inArray(premiumSubscriptions.status, [...SHOWN])))
    .orderBy(sql`(${premiumSubscriptions.status} = 'canceled')`, desc(premiumSubscriptions.created_at), desc(premiumSubscriptions.id))
    .limit(1);
  return row;
}

/** Whether the account ever had the free trial (one per account). */
export async function hadTrial(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: premiumSubscriptions.id })
    .from(premiumSubscriptions)
    .where(
      and(
        eq(premiumSubscriptions.user_id, userId),
        eq(premiumSubscriptions.trial, true),
        sql`${premiumSubscriptions.status} <> 'declined'`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function lockRow(tx: Executor, id: number): Promise<PremiumRow> {
  const [row] = await tx.select().from(premiumSubscriptions).where(eq(premiumSubscriptions.id, id)).for('update');
  return row!;
}

export async function updateRow(db: Executor, id: number, change: PremiumChange): Promise<PremiumRow> {
  const [row] = await db
    .update(premiumSubscriptions)
    .set({ ...change, updated_at: sql`now()` })
    .where(eq(premiumSubscriptions.id, id))
    .returning();
  return row!;
}

/** A batch of plans due at `now`, leased to this run (FOR UPDATE SKIP LOCKED: several runs never take the same row). */
export async function claimDue(db: Executor, now: Date, limit: number, token: string): Promise<PremiumRow[]> {
  const isDue = and(
    inArray(premiumSubscriptions.status, ['trialing', 'active', 'past_due']),
    lte(premiumSubscriptions.next_charge_at, now),
    leaseFree,
  );
  const due = db
    .select({ id: premiumSubscriptions.id })
    .from(premiumSubscriptions)
    .where(isDue)
    .orderBy(asc(premiumSubscriptions.next_charge_at), asc(premiumSubscriptions.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(premiumSubscriptions)
    .set({ locked_until: leaseEnd, claim_token: token })
    .where(and(inArray(premiumSubscriptions.id, due), isDue))
    .returning();
}

/**
 * A paid period, once (unique per plan and period), with its ledger journal premium_payment:{id}: the
 * partner's card pays the price to the platform's premium revenue, which bears the processor's fee.
 */
export async function recordPayment(
  tx: Executor,
  payment: {
    subscription_id: number;
    user_id: number;
    period: number;
    amount_cents: number;
    processor_fee_cents: number;
    payment_intent_id: number | null;
    paid_at: Date;
  },
): Promise<boolean> {
  const { user_id: userId, ...values } = payment;
  const [row] = await tx.insert(premiumPayments).values(values).onConflictDoNothing().returning();
  if (!row) return false;
  const entries = [
    { account: `premium_buyer:${userId}`, amount_cents: -row.amount_cents },
    { account: 'platform:premium', amount_cents: row.amount_cents - row.processor_fee_cents },
    { account: 'processor:fees', amount_cents: row.processor_fee_cents },
  ].filter((e) => e.amount_cents !== 0);
  await tx.insert(ledgerEntries).values(entries.map((e) => ({ ...e, journal: `premium_payment:${row.id}`, created_at: payment.paid_at })));
  return true;
}
