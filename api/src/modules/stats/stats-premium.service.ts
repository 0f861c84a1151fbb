import type { StatsPremium, StatsQuery } from '@storyfund/shared/contract';
import { premiumMonthlyCents } from '@storyfund/shared/constants';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/access.js';
import * as repo from './stats-premium.repository.js';
import { bucketStarts, n, resolve } from './stats-range.js';

/**
 * GET /stats/premium (docs/api-stats.md "premium"): the premium plans live at the range's end and their monthly
 * recurring revenue, the plans that ended in the range, the trials begun in it and how many of them paid, and
 * the live plans and revenue at each bucket's end.
 */
export async function premium(ctx: AppContext, caller: Caller, query: StatsQuery): Promise<StatsPremium> {
  const { range, days } = resolve(ctx, caller, query);
  const starts = bucketStarts(range);
  // A bucket ends where the next begins; the last one at the range's end (so its point is the range's figures).
  const ends = starts.map((period, i) => {
    const next = starts[i + 1];
    return { period, at: next ? new Date(`${next}T00:00:00Z`) : days.toTs };
  });
  const [live, counts] = await Promise.all([repo.livePlans(ctx.db, ends), repo.premiumCounts(ctx.db, days)]);
  const series = starts.map((period) => {
    const rows = live.filter((r) => r.period === period);
    return {
      period,
      subscriptions: rows.reduce((sum, r) => sum + n(r.plans), 0),
      mrr_cents: rows.reduce((sum, r) => sum + (r.paying ? n(r.plans) * premiumMonthlyCents(r.plan, n(r.price_cents)) : 0), 0),
    };
  });
  const atEnd = series[series.length - 1]!;
  return {
    range,
    subscriptions: atEnd.subscriptions,
    mrr_cents: atEnd.mrr_cents,
    churned: n(counts.churned),
    trials: n(counts.trials),
    trials_converted: n(counts.trials_converted),
    series,
  };
}
