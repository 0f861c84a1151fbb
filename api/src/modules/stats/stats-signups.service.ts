import type { StatsGrow, StatsQuery, StatsSignups } from '@storyfund/shared/contract';
import { SIGNUP_SOURCES } from '@storyfund/shared/constants';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/access.js';
import { eventTotals } from '../analytics/analytics.service.js';
import * as repo from './stats-signups.repository.js';
import { fill, n, resolve } from './stats-range.js';

const GROW_SOURCES = [...SIGNUP_SOURCES, 'unknown'] as const;
type GrowSource = (typeof GROW_SOURCES)[number];

/** GET /stats/grow: sign-ups by source (bucketed and per source) and the activation funnel of the range. */
export async function grow(ctx: AppContext, caller: Caller, query: StatsQuery): Promise<StatsGrow> {
  const { range, days } = resolve(ctx, caller, query);
  const [series, activation, events] = await Promise.all([
    repo.signupSourceSeries(ctx.db, days, range.bucket),
    repo.signupActivation(ctx.db, days),
    eventTotals(ctx, days.fromTs, days.toTs),
  ]);
  const buckets = new Map<string, StatsGrow['series'][number]>();
  for (const row of series) {
    const bucket = buckets.get(row.period) ?? { period: row.period, share: 0, project: 0, profile: 0, direct: 0, unknown: 0 };
    bucket[row.source as GrowSource] = n(row.signups);
    buckets.set(row.period, bucket);
  }
  const bySource = new Map(activation.map((a) => [a.source, a]));
  const sources = GROW_SOURCES.map((source) => {
    const a = bySource.get(source);
    return { source, signups: n(a?.signups ?? 0), first_gift: n(a?.first_gift ?? 0), repeat: n(a?.repeat ?? 0) };
  });
  const sum = (key: 'signups' | 'first_gift' | 'repeat') => sources.reduce((total, s) => total + s[key], 0);
  return {
    range,
    series: fill(range, [...buckets.values()], (p) => ({ period: p, share: 0, project: 0, profile: 0, direct: 0, unknown: 0 })),
    sources,
    funnel: {
      page_views: events.page_view,
      sign_up_starts: events.sign_up_start,
      signups: sum('signups'),
      first_gift: sum('first_gift'),
      repeat: sum('repeat'),
    },
  };
}

/** GET /stats/signups: accounts made by bucket (partners among them; those who gave in the range). */
export async function signups(ctx: AppContext, caller: Caller, query: StatsQuery): Promise<StatsSignups> {
  const { range, days } = resolve(ctx, caller, query);
  const rows = (await repo.signupSeries(ctx.db, days, range.bucket)).map((r) => ({
    period: r.period,
    signups: n(r.signups),
    partners: n(r.partners),
    first_gift_within_range: n(r.first_gift_within_range),
  }));
  const sum = (key: 'signups' | 'partners' | 'first_gift_within_range') => rows.reduce((total, r) => total + r[key], 0);
  return {
    range,
    series: fill(range, rows, (period) => ({ period, signups: 0, partners: 0, first_gift_within_range: 0 })),
    totals: { signups: sum('signups'), partners: sum('partners'), first_gift_within_range: sum('first_gift_within_range') },
  };
}
