import type { StatsDonors, StatsQuery, StatsRetention } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/access.js';
import * as repo from './stats-donors.repository.js';
import { fill, n, resolve } from './stats-range.js';

/** GET /stats/donors: donors by bucket (new against returning) and the top donors of the range. */
export async function donors(ctx: AppContext, caller: Caller, query: StatsQuery): Promise<StatsDonors> {
  const { range, days } = resolve(ctx, caller, query);
  const [series, top] = await Promise.all([repo.donorSeries(ctx.db, days, range.bucket), repo.topDonors(ctx.db, days, 10)]);
  return {
    range,
    series: fill(
      range,
      series.map((s) => ({
        period: s.period,
        donors: n(s.donors),
        new_donors: n(s.new_donors),
        returning_donors: n(s.donors) - n(s.new_donors),
      })),
      (period) => ({ period, donors: 0, new_donors: 0, returning_donors: 0 }),
    ),
    top_donors: top.map((d) => ({ donor_id: n(d.donor_id), name: d.name, gifts: n(d.gifts), amount_cents: n(d.amount_cents) })),
  };
}

/** GET /stats/retention: the range's new donors by month of first gift, and how many gave again month by month. */
export async function retention(ctx: AppContext, caller: Caller, query: StatsQuery): Promise<StatsRetention> {
  const { range, days } = resolve(ctx, caller, query);
  const rows = await repo.retention(ctx.db, days);
  return {
    range,
    cohorts: rows.map((row) => {
      const months = Array.from({ length: 12 }, (_, k) => n(row.months[k]));
      return { cohort: row.cohort, donors: months[0] ?? 0, months };
    }),
  };
}
