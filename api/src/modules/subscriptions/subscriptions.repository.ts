import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { projects, subscriptions, users } from '../../db/schema/index.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type SubscriptionChange = Partial<Omit<NewSubscription, 'id' | 'donor_id' | 'project_id' | 'payment_request_id' | 'created_at'>>;

/** How long a request or a scheduler run may charge a subscription before another may take it over. */
const LEASE_SECONDS = 600;
const leaseEnd = sql`now() + make_interval(secs => ${LEASE_SECONDS})`;
const leaseFree = or(isNull(subscriptions.locked_until), lt(subscriptions.locked_until, sql`now()`));
/** The attempt's parameters are frozen when it starts (see the migration); a taken-over attempt keeps them. */
const freezeCharge = {
  charge_amount_cents: sql`coalesce(${subscriptions.charge_amount_cents}, ${subscriptions.amount_cents})`,
  charge_tip_cents: sql`coalesce(${subscriptions.charge_tip_cents}, ${subscriptions.tip_cents})`,
  charge_payment_method_id: sql`coalesce(${subscriptions.charge_payment_method_id}, ${subscriptions.payment_method_id})`,
};
const LIVE = ['starting', 'active', 'past_due'] as const;
const VISIBLE = ['active', 'past_due', 'stopped'] as const;

/**
 * Inserts the subscription its payment request starts (the request holds the lease of its first month);
 * undefined when the request has one already, or the donor a live one to the project.
 */
export async function insertStarting(db: Executor, values: NewSubscription): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .insert(subscriptions)
    .values({
      ...values,
      status: 'starting',
      charge_amount_cents: values.amount_cents,
      charge_tip_cents: values.tip_cents,
      charge_payment_method_id: values.payment_method_id,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findById(db: Executor, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

/** The subscription a payment request started. */
export async function findByRequest(db: Executor, requestId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.payment_request_id, requestId));
  return row;
}

/** The donor's live subscription to the project (being started, active or past due). */
export async function findLive(db: Executor, donorId: number, projectId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.donor_id, donorId), eq(subscriptions.project_id, projectId), inArray(subscriptions.status, [...LIVE])));
  return row;
}

/** The donor's subscription to the project as shown: the live one, else the latest stopped one. */
export async function findShown(db: Executor, donorId: number, projectId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.donor_id, donorId), eq(subscriptions.project_id, projectId), inArray(subscriptions.status, [...VISIBLE])))
    .orderBy(sql`(${subscriptions.status} = 'stopped')`, desc(subscriptions.created_at), desc(subscriptions.id))
    .limit(1);
  return row;
}

/** The donor's subscription whose pending PaymentIntent (awaiting 3-D Secure) is `intentId`. */
export async function findByPendingIntent(
  db: Executor,
  donorId: number,
  projectId: number,
  intentId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.donor_id, donorId), eq(subscriptions.project_id, projectId), eq(subscriptions.pending_payment_intent, intentId)),
    );
  return row;
}

/**
 * A first month that waits for a 3-D Secure step nobody finished, when the donor starts over with a new
 * request: it is stopped (nothing was charged), so the new one can start.
 */
export async function stopAbandonedStart(db: Executor, donorId: number, projectId: number): Promise<boolean> {
  const rows = await db
    .update(subscriptions)
    .set({ status: 'stopped', stopped_at: sql`now()`, error_code: 'abandoned', updated_at: sql`now()` })
    .where(
      and(
        eq(subscriptions.donor_id, donorId),
        eq(subscriptions.project_id, projectId),
        eq(subscriptions.status, 'past_due'),
        isNull(subscriptions.last_charged_at),
        leaseFree,
      ),
    )
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

/** Gives the lease back after an unexpected failure, keeping the frozen attempt for whoever retries it. */
export async function releaseLease(db: Executor, id: number, token: string): Promise<void> {
  await db
    .update(subscriptions)
    .set({ locked_until: null, claim_token: null })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.claim_token, token)));
}

/**
 * The scheduler's claim: up to `limit` due subscriptions whose lease is free, locked with FOR UPDATE SKIP
 * LOCKED (a concurrent claimer skips them instead of waiting) and leased to `token`, in one short statement.
 */
export async function claimDue(db: Executor, now: Date, limit: number, token: string): Promise<SubscriptionRow[]> {
  // The conditions are checked again on the row as it is when locked (and once more by the UPDATE), so a
  // row another run has just charged, whose next month is not due yet, is never claimed from an old snapshot.
  const isDue = and(inArray(subscriptions.status, ['active', 'past_due']), lte(subscriptions.next_charge_at, now), leaseFree);
  const due = db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(isDue)
    .orderBy(asc(subscriptions.next_charge_at), asc(subscriptions.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(subscriptions)
    .set({ locked_until: leaseEnd, claim_token: token, ...freezeCharge })
    .where(and(inArray(subscriptions.id, due), isDue))
    .returning();
}

/** The donor's "pay now": leases an outstanding (past due) subscription for an on-session charge. */
export async function claimPastDue(db: Executor, id: number, token: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({ locked_until: leaseEnd, claim_token: token, ...freezeCharge })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'past_due'), leaseFree))
    .returning();
  return row;
}

/** Inside an outcome's transaction: the row, locked until commit. */
export async function lockRow(tx: Executor, id: number): Promise<SubscriptionRow> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row!;
}

export async function updateRow(db: Executor, id: number, change: SubscriptionChange): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...change, updated_at: sql`now()` })
    .where(eq(subscriptions.id, id))
    .returning();
  return row!;
}

/**
 * Stops a live subscription (the donor's DELETE); undefined when it was not live. A payment still waiting
 * for 3-D Secure stays recorded as pending: if the donor completes it anyway, the money taken becomes its gift.
 */
export async function stopLive(db: Executor, id: number, at: Date): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({ status: 'stopped', stopped_at: at, next_charge_at: null, updated_at: sql`now()` })
    .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, ['active', 'past_due'])))
    .returning();
  return row;
}

const withProject = { subscription: subscriptions, project_title: projects.title };

/** A donor's subscriptions as listed: live ones first, then stopped ones, newest first. */
export async function listForDonor(db: Executor, donorId: number, page: { limit: number; offset: number }) {
  const where = and(eq(subscriptions.donor_id, donorId), inArray(subscriptions.status, [...VISIBLE]));
  const [rows, [count]] = await Promise.all([
    db
      .select(withProject)
      .from(subscriptions)
      .innerJoin(projects, eq(projects.id, subscriptions.project_id))
      .where(where)
      .orderBy(sql`(${subscriptions.status} = 'stopped')`, desc(subscriptions.created_at), desc(subscriptions.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(subscriptions)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function projectTitle(db: Executor, projectId: number): Promise<string> {
  const [row] = await db.select({ title: projects.title }).from(projects).where(eq(projects.id, projectId));
  return row?.title ?? '';
}

/** Who to write to about a subscription, and about which project. */
export async function mailContext(db: Executor, subscriptionId: number) {
  const [row] = await db
    .select({ email: users.email, first_name: users.first_name, last_name: users.last_name, project_title: projects.title })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.donor_id))
    .innerJoin(projects, eq(projects.id, subscriptions.project_id))
    .where(eq(subscriptions.id, subscriptionId));
  return row;
}
