import { sql, type SQL } from 'drizzle-orm';
import { PREMIUM_TRIAL_DAYS } from '@storyfund/shared/constants';
import { queryRows, type Executor } from '../../db/client.js';
import { ts, type DayRange } from './stats-sql.repository.js';

/**
 * The SQL of /stats/premium, read-only over the premium module's plans (migration 0060). A plan counts once it
 * began (trialing, active, past_due, or canceled after that; never a refused or unfinished start): it began at its
 * first charge (`billing_anchor`) or, for a trial, when the trial began (its end less the trial's days), and ended
 * at `canceled_at`. A plan is live at an instant when it began before it and had not yet ended; it pays at that
 * instant once its first period was paid by then (a trial pays nothing before; a plan bought outright pays from its
 * start). The table holds a row per plan bought (a few per partner
 * account at most), so these read it whole: no index narrows "began before and ended after" (docs/api-stats.md).
 */
const BEGUN = sql.raw(`s.status IN ('trialing', 'active', 'past_due', 'canceled')`);
const BEGAN = sql.raw(`(CASE WHEN s.trial THEN s.trial_ends_at - make_interval(days => ${PREMIUM_TRIAL_DAYS}) ELSE s.billing_anchor END)`);
const liveAt = (at: SQL) => sql`${BEGUN} AND ${BEGAN} < ${at} AND (s.canceled_at IS NULL OR s.canceled_at >= ${at})`;

export interface LivePlans {
  period: string;
  plan: 'monthly' | 'annual';
  price_cents: number;
  paying: boolean;
  plans: number;
}

/** At each instant (a bucket's end), the live plans by plan, price and whether they pay (their first period paid). */
export async function livePlans(db: Executor, ends: readonly { period: string; at: Date }[]): Promise<LivePlans[]> {
  const points = sql.join(
    ends.map((e) => sql`(${e.period}::text, ${ts(e.at)})`),
    sql`, `,
  );
  return queryRows(
    db,
    sql`SELECT e.period, s.plan, s.price_cents::int8 AS price_cents,
               coalesce(p.paid_at <= e.at, false) AS paying, count(*)::int8 AS plans
        FROM (VALUES ${points}) AS e(period, at)
        JOIN premium_subscriptions s ON ${liveAt(sql`e.at`)}
        LEFT JOIN premium_payments p ON p.subscription_id = s.id AND p.period = 1
        GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
  );
}

/**
 * Over the range: `churned`, the plans that ended in it; `trials`, the trials begun in it; `trials_converted`,
 * those of them whose first period has been paid (up to now: a trial is the cohort of its start).
 */
export async function premiumCounts(db: Executor, range: DayRange): Promise<{ churned: number; trials: number; trials_converted: number }> {
  const [row] = await queryRows<{ churned: number; trials: number; trials_converted: number }>(
    db,
    sql`SELECT
          (SELECT count(*) FROM premium_subscriptions s
           WHERE s.status = 'canceled' AND s.canceled_at >= ${ts(range.fromTs)} AND s.canceled_at < ${ts(range.toTs)})::int8 AS churned,
          count(*)::int8 AS trials,
          count(*) FILTER (WHERE EXISTS (
            SELECT 1 FROM premium_payments p WHERE p.subscription_id = s.id AND p.period = 1))::int8 AS trials_converted
        FROM premium_subscriptions s
        WHERE ${BEGUN} AND s.trial AND ${BEGAN} >= ${ts(range.fromTs)} AND ${BEGAN} < ${ts(range.toTs)}`,
  );
  return row!;
}
