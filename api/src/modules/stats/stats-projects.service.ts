import type { StatsPartners, StatsProjects, StatsQuery, StatsStaffPicks } from '@storyfund/shared/contract';
import { rangeDays } from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/access.js';
import { ratingsOf } from '../reviews/reviews.service.js';
import * as repo from './stats-projects.repository.js';
import { fill, n, resolve } from './stats-range.js';

/**
 * GET /stats/partners: partners by what they raised in the range, their active projects, overdue updates and
 * rating (the average of all their reviews, as on the public profile: not limited to the range).
 */
export async function partners(ctx: AppContext, caller: Caller, query: StatsQuery): Promise<StatsPartners> {
  const { range, days } = resolve(ctx, caller, query);
  const rows = await repo.partners(ctx.db, days, ctx.clock.now(), 100);
  const ratings = await ratingsOf(
    ctx,
    rows.map((r) => n(r.partner_id)),
  );
  return {
    range,
    partners: rows.map((r) => ({
      partner_id: n(r.partner_id),
      name: r.name,
      raised_cents: n(r.raised_cents),
      gifts: n(r.gifts),
      active_projects: n(r.active_projects),
      updates_overdue: n(r.updates_overdue),
      rating: ratings.get(n(r.partner_id))?.average ?? null,
    })),
  };
}

/** GET /stats/projects: projects created, half-funded and funded by bucket. */
export async function projects(ctx: AppContext, caller: Caller, query: StatsQuery): Promise<StatsProjects> {
  const { range, days } = resolve(ctx, caller, query);
  const [rows, active] = await Promise.all([repo.projectSeries(ctx.db, days, range.bucket), repo.activeProjects(ctx.db)]);
  const byPeriod = new Map<string, { period: string; created: number; half_funded: number; funded: number }>();
  for (const row of rows) {
    const entry = byPeriod.get(row.period) ?? { period: row.period, created: 0, half_funded: 0, funded: 0 };
    entry[row.what] = n(row.count);
    byPeriod.set(row.period, entry);
  }
  return {
    range,
    series: fill(range, [...byPeriod.values()], (period) => ({ period, created: 0, half_funded: 0, funded: 0 })),
    active_projects: active,
  };
}

/** GET /stats/staff-picks: picks by bucket, the current picks, and their funding pace against the other projects. */
export async function staffPicks(ctx: AppContext, caller: Caller, query: StatsQuery): Promise<StatsStaffPicks> {
  const { range, days } = resolve(ctx, caller, query);
  const [series, { picks, others }] = await Promise.all([repo.staffPickSeries(ctx.db, days, range.bucket), repo.staffPicks(ctx.db, days)]);
  const length = rangeDays(range.datestart, range.dateend);
  const pickedRaised = picks.reduce((sum, p) => sum + n(p.raised_in_range_cents), 0);
  const pace = (cents: number, count: number) => (count === 0 ? 0 : Math.round(cents / count / length));
  return {
    range,
    series: fill(
      range,
      series.map((s) => ({ period: s.period, picks: n(s.picks) })),
      (period) => ({ period, picks: 0 }),
    ),
    picks: picks.map((p) => ({
      project_id: n(p.project_id),
      title: p.title,
      staff_picked_at: new Date(p.staff_picked_at).toISOString(),
      forced: p.forced,
      raised_cents: n(p.raised_cents),
      goal_amount_cents: n(p.goal_amount_cents),
      raised_in_range_cents: n(p.raised_in_range_cents),
    })),
    pace: {
      staff_picks_cents_per_day: pace(pickedRaised, picks.length),
      others_cents_per_day: pace(n(others.raised_cents), n(others.projects)),
    },
  };
}
