import { sql } from 'drizzle-orm';
import type { ConvertTarget } from '@storyfund/shared/contract';
import { queryRows, type Executor } from '../../db/client.js';

/** The conversion's reads and writes (docs/backoffice.md "Converting a gift"). */

/**
 * The projects a gift may move to, by title, with their live totals (project_totals): the recipient's live
 * projects other than the gift's own. The one
 * statement of that rule: the list the back-office offers and the conversion's check both ask it (`onlyId`
 * narrows it to the chosen project).
 */
export async function convertTargets(
  db: Executor,
  gift: { recipient_id: number; project_id: number },
  onlyId?: number,
): Promise<ConvertTarget[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT p.id, p.title, t.amount_raised_cents, p.goal_amount_cents
        FROM projects p JOIN project_totals t ON t.project_id = p.id
        WHERE p.owner_id = ${gift.recipient_id} AND p.status = 'active' AND p.id <> ${gift.project_id}
          ${onlyId === undefined ? sql`` : sql`AND p.id = ${onlyId}`}
        ORDER BY lower(p.title), p.id`,
  );
  return rows.map((r) => ({
    id: Number(r['id']),
    title: String(r['title']),
    amount_raised_cents: Number(r['amount_raised_cents']),
    goal_amount_cents: Number(r['goal_amount_cents']),
  }));
}

/** Why a project is not a target (the explanation only; the rule is convertTargets). */
export async function targetStanding(db: Executor, projectId: number): Promise<{ owner_id: number; status: string } | undefined> {
  const [row] = await queryRows<{ owner_id: number; status: string }>(
    db,
    sql`SELECT owner_id, status FROM projects WHERE id = ${projectId}`,
  );
  return row && { owner_id: Number(row.owner_id), status: row.status };
}

/** A refund's claim that is still live (the refund is between its claim and its reversal). */
export async function refundUnderWay(tx: Executor, giftId: number, now: Date): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`SELECT 1 FROM gift_refunds WHERE gift_id = ${giftId} AND state = 'started' AND locked_until > ${now.toISOString()}::timestamptz`,
  );
  return rows.length > 0;
}

/** The gift's latest conversion, if any. */
export async function lastConversion(
  tx: Executor,
  giftId: number,
): Promise<{ seq: number; from_project_id: number; to_project_id: number } | undefined> {
  const [row] = await queryRows<{ seq: number; from_project_id: number; to_project_id: number }>(
    tx,
    sql`SELECT seq, from_project_id, to_project_id FROM gift_conversions WHERE gift_id = ${giftId} ORDER BY seq DESC LIMIT 1`,
  );
  return row && { seq: Number(row.seq), from_project_id: Number(row.from_project_id), to_project_id: Number(row.to_project_id) };
}

export interface Conversion {
  giftId: number;
  seq: number;
  fromProjectId: number;
  toProjectId: number;
  amountCents: number;
  feesCents: number;
  actorId: number;
  reason: string;
  at: Date;
}

/**
 * Journal gift_convert:{gift}:{seq}: the gift's amount leaves project:{old} for project:{new}, and the fees
 * withheld from the recipient leave project_fees:{old} for project_fees:{new}. It sums to zero; no platform
 * or processor account moves (the money never left the processor).
 */
export async function postConvertJournal(tx: Executor, c: Conversion): Promise<void> {
  const at = c.at.toISOString();
  const journal = `gift_convert:${c.giftId}:${c.seq}`;
  await queryRows(
    tx,
    sql`INSERT INTO ledger_entries (journal, gift_id, account, amount_cents, created_at)
        SELECT ${journal}, ${c.giftId}, l.account, l.amount, ${at}::timestamptz FROM (VALUES
          (1, ${`project:${c.fromProjectId}`}, ${-c.amountCents}::int8),
          (2, ${`project:${c.toProjectId}`}, ${c.amountCents}::int8),
          (3, ${`project_fees:${c.fromProjectId}`}, ${c.feesCents}::int8),
          (4, ${`project_fees:${c.toProjectId}`}, ${-c.feesCents}::int8)
        ) AS l(n, account, amount) WHERE l.amount <> 0 ORDER BY l.n`,
  );
}

/** The gift's project changes, and the conversion is kept in its history. */
export async function recordConversion(tx: Executor, c: Conversion): Promise<void> {
  await queryRows(tx, sql`UPDATE gifts SET project_id = ${c.toProjectId} WHERE id = ${c.giftId}`);
  await queryRows(
    tx,
    sql`INSERT INTO gift_conversions (gift_id, seq, from_project_id, to_project_id, actor_id, reason, created_at)
        VALUES (${c.giftId}, ${c.seq}, ${c.fromProjectId}, ${c.toProjectId}, ${c.actorId}, ${c.reason}, ${c.at.toISOString()}::timestamptz)`,
  );
}
