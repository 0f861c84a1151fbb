import { sql, type SQL } from 'drizzle-orm';
import type { AdminGiftQuery } from '@storyfund/shared/contract';
import { queryRows, type Executor } from '../../db/client.js';
import { asDateOrNull } from '../../db/raw-values.js';

/** The back-office's reads and the refund's writes over gifts (docs/backoffice.md "Gifts"). */
export interface AdminGiftRow {
  id: number;
  status: 'pending' | 'succeeded' | 'failed' | 'refunded';
  project_id: number;
  project_title: string;
  donor_id: number;
  donor_name: string;
  donor_email: string | null;
  recipient_id: number;
  recipient_name: string;
  amount_cents: number;
  tip_cents: number;
  gift_card_cents: number;
  gift_card_id: number | null;
  platform_fee_cents: number;
  stripe_fee_cents: number;
  monthly_gift: boolean;
  subscription_id: number | null;
  anonymous: boolean;
  payment_intent_id: number | null;
  payment_provider: 'sandbox' | 'stripe' | null;
  gift_at: Date;
  refunded_at: Date | null;
  refund_reason: string | null;
  refunded_by_id: number | null;
}

const num = (v: unknown) => Number(v);
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function asRow(r: Record<string, unknown>): AdminGiftRow {
  return {
    id: num(r['id']),
    status: r['status'] as AdminGiftRow['status'],
    project_id: num(r['project_id']),
    project_title: String(r['project_title'] ?? ''),
    donor_id: num(r['donor_id']),
    donor_name: String(r['donor_name'] ?? '').trim(),
    donor_email: (r['donor_email'] as string | null) ?? null,
    recipient_id: num(r['recipient_id']),
    recipient_name: String(r['recipient_name'] ?? '').trim(),
    amount_cents: num(r['amount_cents']),
    tip_cents: num(r['tip_cents']),
    gift_card_cents: num(r['gift_card_cents']),
    gift_card_id: numOrNull(r['gift_card_id']),
    platform_fee_cents: num(r['platform_fee_cents']),
    stripe_fee_cents: num(r['stripe_fee_cents']),
    monthly_gift: r['monthly_gift'] === true,
    subscription_id: numOrNull(r['subscription_id']),
    anonymous: r['anonymous'] === true,
    payment_intent_id: numOrNull(r['payment_intent_id']),
    payment_provider: (r['payment_provider'] as AdminGiftRow['payment_provider']) ?? null,
    gift_at: asDateOrNull(r['gift_at'] as string | Date)!,
    refunded_at: asDateOrNull(r['refunded_at'] as string | Date | null),
    refund_reason: (r['refund_reason'] as string | null) ?? null,
    refunded_by_id: numOrNull(r['refunded_by_id']),
  };
}

const SELECT = sql`SELECT g.id, g.status, g.project_id, p.title AS project_title, g.donor_id,
    concat_ws(' ', d.first_name, d.last_name) AS donor_name, coalesce(g.donor_email, d.email) AS donor_email,
    g.recipient_id, coalesce(nullif(r.organization_name, ''), concat_ws(' ', r.first_name, r.last_name)) AS recipient_name,
    g.amount_cents, g.tip_cents, g.gift_card_cents, g.gift_card_id, g.platform_fee_cents, g.stripe_fee_cents,
    g.monthly_gift, g.subscription_id, g.anonymous, g.payment_intent_id, i.provider AS payment_provider, g.gift_at,
    g.refunded_at, g.refund_reason, g.refunded_by_id
  FROM gifts g
  JOIN projects p ON p.id = g.project_id
  JOIN users d ON d.id = g.donor_id
  JOIN users r ON r.id = g.recipient_id
  LEFT JOIN payment_intents i ON i.id = g.payment_intent_id`;

/** The sort columns the contract allows (ADMIN_GIFT_SORTS), as SQL: never a caller's text. */
const SORTS: Record<NonNullable<AdminGiftQuery['sort']>, SQL> = {
  id: sql`g.id`,
  gift_at: sql`g.gift_at`,
  amount_cents: sql`g.amount_cents`,
  tip_cents: sql`g.tip_cents`,
};

function whereOf(q: AdminGiftQuery): SQL {
  const parts: SQL[] = [sql`TRUE`];
  if (q.status) parts.push(sql`g.status = ${q.status}`);
  if (q.project_id) parts.push(sql`g.project_id = ${q.project_id}`);
  if (q.donor_id) parts.push(sql`g.donor_id = ${q.donor_id}`);
  return sql.join(parts, sql` AND `);
}

export async function listGifts(db: Executor, q: AdminGiftQuery): Promise<{ rows: AdminGiftRow[]; total: number }> {
  const where = whereOf(q);
  const column = SORTS[q.sort ?? 'gift_at'];
  const direction = q.order === 'asc' ? sql`ASC` : sql`DESC`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`${SELECT} WHERE ${where} ORDER BY ${column} ${direction}, g.id ${direction} LIMIT ${q.limit} OFFSET ${q.offset}`,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int8 AS n FROM gifts g WHERE ${where}`);
  return { rows: rows.map(asRow), total: Number(count?.n ?? 0) };
}

export async function findGift(db: Executor, id: number): Promise<AdminGiftRow | undefined> {
  const [row] = await queryRows<Record<string, unknown>>(db, sql`${SELECT} WHERE g.id = ${id}`);
  return row && asRow(row);
}

/** What a refund or a conversion decides on, the gift's row locked until commit (their first step; `lock` false: a plain read). */
export interface LockedGift {
  status: AdminGiftRow['status'];
  project_id: number;
  recipient_id: number;
  monthly_gift: boolean;
  amount_cents: number;
  /** What the recipient pays in fees: the project_fees line of the gift's journal, negated. */
  fees_cents: number;
}

export async function lockGift(tx: Executor, id: number, lock = true): Promise<LockedGift | undefined> {
  const [row] = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT status, project_id, recipient_id, monthly_gift, amount_cents, stripe_fee_cents + platform_fee_cents AS fees_cents
        FROM gifts WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return (
    row && {
      status: row['status'] as AdminGiftRow['status'],
      project_id: num(row['project_id']),
      recipient_id: num(row['recipient_id']),
      monthly_gift: row['monthly_gift'] === true,
      amount_cents: num(row['amount_cents']),
      fees_cents: num(row['fees_cents']),
    }
  );
}

/** Every ledger line of the gift: its journal, then its refund's. */
export async function giftLedgerLines(db: Executor, giftId: number) {
  const rows = await queryRows<{ journal: string; account: string; amount_cents: number }>(
    db,
    sql`SELECT journal, account, amount_cents FROM ledger_entries WHERE gift_id = ${giftId} ORDER BY id`,
  );
  return rows.map((r) => ({ journal: r.journal, account: r.account, amount_cents: Number(r.amount_cents) }));
}

/** What the project raised, its goal and stamps, and the balance of its ledger account. */
export async function projectBooks(db: Executor, projectId: number) {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT t.amount_raised_cents, p.goal_amount_cents, p.funded_at, p.half_funded_at,
          (SELECT coalesce(sum(amount_cents), 0)::int8 FROM ledger_entries WHERE account = 'project:' || p.id) AS ledger_cents
        FROM projects p JOIN project_totals t ON t.project_id = p.id WHERE p.id = ${projectId}`,
  );
  return {
    amount_raised_cents: Number(row?.['amount_raised_cents'] ?? 0),
    goal_amount_cents: Number(row?.['goal_amount_cents'] ?? 0),
    funded_at: asDateOrNull((row?.['funded_at'] as string | Date | null) ?? null),
    half_funded_at: asDateOrNull((row?.['half_funded_at'] as string | Date | null) ?? null),
    ledger_cents: Number(row?.['ledger_cents'] ?? 0),
  };
}

/** The processor's refund of the gift, once made. */
export async function processorRefund(db: Executor, giftId: number) {
  const [row] = await queryRows<{ provider_id: string; amount_cents: number; status: string }>(
    db,
    sql`SELECT pr.provider_id, pr.amount_cents, pr.status FROM gift_refunds gr
        JOIN payment_refunds pr ON pr.id = gr.payment_refund_id WHERE gr.gift_id = ${giftId}`,
  );
  return row ? { id: row.provider_id, amount_cents: Number(row.amount_cents), status: row.status } : null;
}

/**
 * Takes the gift's refund claim until `lockedUntil`: a new claim, or one whose holder gave up or died (its
 * lease ran out). Answers false when a live claim or a finished refund holds it.
 */
export async function claimRefund(
  tx: Executor,
  giftId: number,
  claim: { actorId: number; reason: string; now: Date; lockedUntil: Date },
): Promise<boolean> {
  const rows = await queryRows<{ gift_id: number }>(
    tx,
    sql`INSERT INTO gift_refunds (gift_id, actor_id, reason, locked_until, created_at, updated_at)
        VALUES (${giftId}, ${claim.actorId}, ${claim.reason}, ${claim.lockedUntil.toISOString()}::timestamptz,
                ${claim.now.toISOString()}::timestamptz, ${claim.now.toISOString()}::timestamptz)
        ON CONFLICT (gift_id) DO UPDATE SET actor_id = EXCLUDED.actor_id, reason = EXCLUDED.reason,
          locked_until = EXCLUDED.locked_until, updated_at = EXCLUDED.updated_at
        WHERE gift_refunds.state = 'started' AND gift_refunds.locked_until <= ${claim.now.toISOString()}::timestamptz
        RETURNING gift_id`,
  );
  return rows.length > 0;
}

/** The processor refused or failed: the claim is let go at once, so the admin may try again. */
export async function releaseClaim(db: Executor, giftId: number): Promise<void> {
  await queryRows(
    db,
    sql`UPDATE gift_refunds SET locked_until = '-infinity', updated_at = now() WHERE gift_id = ${giftId} AND state = 'started'`,
  );
}

export async function finishClaim(tx: Executor, giftId: number, paymentRefundId: number | null, now: Date): Promise<void> {
  await queryRows(
    tx,
    sql`UPDATE gift_refunds SET state = 'succeeded', payment_refund_id = ${paymentRefundId},
          updated_at = ${now.toISOString()}::timestamptz WHERE gift_id = ${giftId}`,
  );
}

/**
 * Everything the gift posted, reversed: gift_refund:{id} takes each account's balance over the gift's journal
 * and its conversions' (gift_convert:{id}:{n}) back to zero, in the order the accounts were first posted. For
 * a gift never converted that is its journal line by line with every sign turned; for a converted one the
 * money comes off the project it is in now. One line differs: the processor keeps its fee on a refund (Stripe
 * does; the sandbox behaves alike), so instead of `processor:fees` giving it back, the platform bears it on
 * `platform:refund_fees` (docs/decisions.md "Refunding a gift").
 */
export async function postRefundJournal(tx: Executor, giftId: number, at: Date): Promise<void> {
  await queryRows(
    tx,
    sql`INSERT INTO ledger_entries (journal, gift_id, account, amount_cents, created_at)
        SELECT ${`gift_refund:${giftId}`}, ${giftId},
               CASE WHEN account = 'processor:fees' THEN 'platform:refund_fees' ELSE account END, -sum(amount_cents),
               ${at.toISOString()}::timestamptz
        FROM ledger_entries WHERE gift_id = ${giftId} AND journal <> ${`gift_refund:${giftId}`}
        GROUP BY account HAVING sum(amount_cents) <> 0 ORDER BY min(id)`,
  );
}

export async function markRefunded(tx: Executor, giftId: number, values: { at: Date; reason: string; byId: number }): Promise<void> {
  await queryRows(
    tx,
    sql`UPDATE gifts SET status = 'refunded', refunded_at = ${values.at.toISOString()}::timestamptz,
          refund_reason = ${values.reason}, refunded_by_id = ${values.byId} WHERE id = ${giftId}`,
  );
}

/** The gift's conversions, oldest first, with both projects' titles. */
export async function giftConversions(db: Executor, giftId: number) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT c.from_project_id, f.title AS from_project_title, c.to_project_id, t.title AS to_project_title,
          c.reason, c.actor_id, c.created_at
        FROM gift_conversions c JOIN projects f ON f.id = c.from_project_id JOIN projects t ON t.id = c.to_project_id
        WHERE c.gift_id = ${giftId} ORDER BY c.seq`,
  );
  return rows.map((r) => ({
    from_project_id: num(r['from_project_id']),
    from_project_title: String(r['from_project_title']),
    to_project_id: num(r['to_project_id']),
    to_project_title: String(r['to_project_title']),
    reason: String(r['reason']),
    by_id: numOrNull(r['actor_id']),
    at: asDateOrNull(r['created_at'] as string | Date)!.toISOString(),
  }));
}
