import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';

/**
 * Read-only queries over ledger_entries and its daily rollup (ledger_day_balances, kept by a trigger on the entries)
 * for the ledger check and /office (entries are written by the gifts trigger and the modules' journals).
 */
const LIMIT = 100;

/** An account as /office groups it (the SQL function of migration 0081, which the daily rollup uses too). */
const grouped = sql`ledger_rollup_account(account)`;

export async function ledgerTotals(db: Executor) {
  const [row] = await queryRows<{ entries: number; total_cents: number }>(
    db,
    sql`SELECT count(*)::int8 AS entries, coalesce(sum(amount_cents), 0)::int8 AS total_cents FROM ledger_entries`,
  );
  return { entries: Number(row?.entries ?? 0), total_cents: Number(row?.total_cents ?? 0) };
}

export async function unbalancedJournals(db: Executor) {
  const rows = await queryRows<{ journal: string; sum_cents: number }>(
    db,
    sql`SELECT journal, sum(amount_cents)::int8 AS sum_cents FROM ledger_entries GROUP BY journal
        HAVING sum(amount_cents) <> 0 ORDER BY journal LIMIT ${LIMIT}`,
  );
  return rows.map((r) => ({ journal: r.journal, sum_cents: Number(r.sum_cents) }));
}

export async function unbalancedGifts(db: Executor) {
  const rows = await queryRows<{ gift_id: number; sum_cents: number }>(
    db,
    sql`SELECT gift_id, sum(amount_cents)::int8 AS sum_cents FROM ledger_entries WHERE gift_id IS NOT NULL
        GROUP BY gift_id HAVING sum(amount_cents) <> 0 ORDER BY gift_id LIMIT ${LIMIT}`,
  );
  return rows.map((r) => ({ gift_id: Number(r.gift_id), sum_cents: Number(r.sum_cents) }));
}

export async function giftsWithoutEntries(db: Executor): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT g.id FROM gifts g WHERE g.status = 'succeeded'
          AND NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.gift_id = g.id) ORDER BY g.id LIMIT ${LIMIT}`,
  );
  return rows.map((r) => Number(r.id));
}

/** Projects whose live raised total (project_totals) differs from the balance of their `project:{id}` account. */
export async function projectMismatches(db: Executor) {
  const rows = await queryRows<{ project_id: number; amount_raised_cents: number; ledger_cents: number }>(
    db,
    sql`SELECT p.project_id, p.amount_raised_cents, coalesce(l.total, 0)::int8 AS ledger_cents
        FROM project_totals p
        LEFT JOIN (SELECT account, sum(amount_cents) AS total FROM ledger_entries WHERE account LIKE 'project:%' GROUP BY account) l
          ON l.account = 'project:' || p.project_id
        WHERE p.amount_raised_cents <> coalesce(l.total, 0) ORDER BY p.project_id LIMIT ${LIMIT}`,
  );
  return rows.map((r) => ({
    project_id: Number(r.project_id),
    amount_raised_cents: Number(r.amount_raised_cents),
    ledger_cents: Number(r.ledger_cents),
  }));
}

/**
 * Days and accounts where the daily rollup (ledger_day_balances, summed over its shards) differs from the
 * entries it rolls up.
 */
export async function dayBalanceMismatches(db: Executor) {
  const rows = await queryRows<{ day: string; account: string; ledger_cents: number; rollup_cents: number }>(
    db,
    sql`SELECT to_char(coalesce(e.day, b.day), 'YYYY-MM-DD') AS day, coalesce(e.account, b.account) AS account,
               coalesce(e.cents, 0)::int8 AS ledger_cents, coalesce(b.cents, 0)::int8 AS rollup_cents
        FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, ${grouped} AS account, sum(amount_cents) AS cents
              FROM ledger_entries GROUP BY 1, 2) e
        FULL JOIN (SELECT day, account, sum(amount_cents) AS cents FROM ledger_day_balances GROUP BY 1, 2) b
          ON b.day = e.day AND b.account = e.account
        WHERE coalesce(e.cents, 0) <> coalesce(b.cents, 0) ORDER BY 1, 2 LIMIT ${LIMIT}`,
  );
  return rows.map((r) => ({ day: r.day, account: r.account, ledger_cents: Number(r.ledger_cents), rollup_cents: Number(r.rollup_cents) }));
}

/** Every entry of one journal (tests and support). */
export async function journalEntries(db: Executor, journal: string) {
  const rows = await queryRows<{ account: string; amount_cents: number }>(
    db,
    sql`SELECT account, amount_cents FROM ledger_entries WHERE journal = ${journal} ORDER BY id`,
  );
  return rows.map((r) => ({ account: r.account, amount_cents: Number(r.amount_cents) }));
}

const DAY_MS = 86_400_000;

const entriesIn = (from: Date, to: Date) =>
  sql`SELECT ${grouped} AS account, amount_cents FROM ledger_entries
      WHERE created_at >= ${from.toISOString()}::timestamptz AND created_at < ${to.toISOString()}::timestamptz`;

/**
 * Ledger balances over [from, to) by the kind of account (the part before `:`; `platform:*` and `processor:*`
 * each apart), for /office. The whole UTC days inside the interval are read from the daily rollup
 * (ledger_day_balances, migration 0081, one row per day, shard and account); only the parts of a day at
 * either end, when `from` or `to` is not midnight UTC, from the entries themselves.
 */
export async function balancesByKind(db: Executor, from: Date, to: Date): Promise<{ kind: string; account: string; cents: number }[]> {
  const firstDay = new Date(Math.ceil(from.getTime() / DAY_MS) * DAY_MS);
  const endDay = new Date(Math.floor(to.getTime() / DAY_MS) * DAY_MS);
  const parts =
    firstDay < endDay
      ? sql`SELECT account, amount_cents FROM ledger_day_balances
            WHERE day >= ${firstDay.toISOString().slice(0, 10)}::date AND day < ${endDay.toISOString().slice(0, 10)}::date
            UNION ALL ${entriesIn(from, firstDay)} UNION ALL ${entriesIn(endDay, to)}`
      : entriesIn(from, to);
  return queryRows(
    db,
    sql`SELECT split_part(account, ':', 1) AS kind, account, cents
        FROM (SELECT account, sum(amount_cents)::int8 AS cents FROM (${parts}) AS parts GROUP BY account) AS b`,
  );
}
