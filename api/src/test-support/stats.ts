import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import type { TestApp } from './test-app.js';
import { assertLedgerBalanced } from './gifts.js';

/**
 * The gifts' rollups (stats_gift_days, stats_platform_days summed over its shards, stats_recipient_days) against
 * a recomputation from the succeeded gifts: every key where a figure differs (a key missing on one side counts as
 * zeros). The ledger's own rollup is part of the ledger check (`checkLedger`'s day_mismatches).
 */
async function rollupMismatches(test: TestApp): Promise<Record<string, unknown>[]> {
  const day = sql`(gift_at AT TIME ZONE 'UTC')::date`;
  const sums = sql`count(*) AS gifts, sum(amount_cents) AS amount_cents,
    count(*) FILTER (WHERE monthly_gift) AS monthly_gifts, coalesce(sum(amount_cents) FILTER (WHERE monthly_gift), 0) AS monthly_amount_cents,
    sum(tip_cents) AS tip_cents, sum(platform_fee_cents) AS platform_fee_cents, sum(stripe_fee_cents) AS stripe_fee_cents,
    sum(processor_fee_cents) AS processor_fee_cents`;
  const all = [
    'gifts',
    'amount_cents',
    'monthly_gifts',
    'monthly_amount_cents',
    'tip_cents',
    'platform_fee_cents',
    'stripe_fee_cents',
    'processor_fee_cents',
  ];
  const compare = async (table: string, keys: string[], figures: string[], rollup: SQL, recomputed: SQL) => {
    const on = sql.raw(keys.map((k) => `r.${k} = g.${k}`).join(' AND '));
    const keyOut = sql.raw(keys.map((k) => `coalesce(r.${k}, g.${k}) AS ${k}`).join(', '));
    const differs = sql.raw(figures.map((f) => `coalesce(r.${f}, 0) <> coalesce(g.${f}, 0)`).join(' OR '));
    const shown = sql.raw(
      figures.map((f) => `coalesce(r.${f}, 0)::int8 AS rollup_${f}, coalesce(g.${f}, 0)::int8 AS gifts_${f}`).join(', '),
    );
    const rows = await queryRows<Record<string, unknown>>(
      test.ctx.db,
      sql`SELECT ${keyOut}, ${shown} FROM (${rollup}) r FULL JOIN (${recomputed}) g ON ${on} WHERE ${differs}`,
    );
    return rows.map((row) => ({ table, ...row }));
  };
  const summed = (figures: string[]) => sql.raw(figures.map((f) => `sum(${f}) AS ${f}`).join(', '));
  return [
    ...(await compare(
      'stats_gift_days',
      ['day', 'project_id', 'recipient_id'],
      all,
      sql`SELECT * FROM stats_gift_days`,
      sql`SELECT ${day} AS day, project_id, recipient_id, ${sums} FROM gifts WHERE status = 'succeeded' GROUP BY 1, 2, 3`,
    )),
    ...(await compare(
      'stats_platform_days',
      ['day'],
      all,
      sql`SELECT day, ${summed(all)} FROM stats_platform_days GROUP BY day`,
      sql`SELECT ${day} AS day, ${sums} FROM gifts WHERE status = 'succeeded' GROUP BY 1`,
    )),
    ...(await compare(
      'stats_recipient_days',
      ['recipient_id', 'day'],
      ['gifts', 'amount_cents'],
      sql`SELECT * FROM stats_recipient_days`,
      sql`SELECT recipient_id, ${day} AS day, count(*) AS gifts, sum(amount_cents) AS amount_cents FROM gifts WHERE status = 'succeeded' GROUP BY 1, 2`,
    )),
  ];
}

/** Every rollup of the gifts and of the ledger equals what it rolls up; the whole ledger check passes. */
export async function assertRollups(test: TestApp): Promise<void> {
  const mismatches = await rollupMismatches(test);
  if (mismatches.length > 0) throw new Error(`rollups differ from the gifts: ${JSON.stringify(mismatches)}`);
  await assertLedgerBalanced(test);
}
