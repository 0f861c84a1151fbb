import { sql } from 'drizzle-orm';
import type { StatsBucket } from '@storyfund/shared/validation';
import { queryRows, type Executor } from '../../db/client.js';
import { period, rollupDays, ts, type DayRange } from './stats-sql.repository.js';

/**
 * The SQL of /stats/overview and /stats/gifts (docs/api-stats.md): the platform's daily rollup of the succeeded gifts
 * (stats_platform_days, migration 0081: a few rows a day, one per shard), and the monthly gifts live.
 */

export interface GiftSums {
  gifts: number;
  amount_cents: number;
  monthly_gifts: number;
  monthly_amount_cents: number;
  tip_cents: number;
  platform_fee_cents: number;
  stripe_fee_cents: number;
  processor_fee_cents: number;
}

const giftSums = sql`coalesce(sum(gifts), 0)::int8 AS gifts, coalesce(sum(amount_cents), 0)::int8 AS amount_cents,
  coalesce(sum(monthly_gifts), 0)::int8 AS monthly_gifts, coalesce(sum(monthly_amount_cents), 0)::int8 AS monthly_amount_cents,
  coalesce(sum(tip_cents), 0)::int8 AS tip_cents, coalesce(sum(platform_fee_cents), 0)::int8 AS platform_fee_cents,
  coalesce(sum(stripe_fee_cents), 0)::int8 AS stripe_fee_cents, coalesce(sum(processor_fee_cents), 0)::int8 AS processor_fee_cents`;

export async function giftTotals(db: Executor, range: DayRange): Promise<GiftSums> {
  const [row] = await queryRows<GiftSums>(db, sql`SELECT ${giftSums} FROM stats_platform_days WHERE ${rollupDays(range)}`);
  return row!;
}

export async function giftSeries(db: Executor, range: DayRange, bucket: StatsBucket): Promise<(GiftSums & { period: string })[]> {
  return queryRows(
    db,
    sql`SELECT ${period(bucket, sql`day::timestamp`)} AS period, ${giftSums}
        FROM stats_platform_days WHERE ${rollupDays(range)} GROUP BY 1 ORDER BY 1`,
  );
}

/** Monthly recurring revenue at an instant: the monthly gifts live then (started, not yet stopped). */
export async function mrrAt(db: Executor, at: Date): Promise<number> {
  const [row] = await queryRows<{ cents: number }>(
    db,
    sql`SELECT coalesce(sum(amount_cents), 0)::int8 AS cents FROM subscriptions
        WHERE billing_anchor < ${ts(at)} AND (status IN ('active', 'past_due') OR (status = 'stopped' AND stopped_at >= ${ts(at)}))`,
  );
  return Number(row?.cents ?? 0);
}
