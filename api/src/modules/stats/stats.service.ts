import type {
  GiftTotals,
  OverviewFigures,
  StatsDonors,
  StatsGiftCards,
  StatsGifts,
  StatsGrow,
  StatsOffice,
  StatsOverview,
  StatsPartners,
  StatsPremium,
  StatsProjects,
  StatsQuery,
  StatsRetention,
  StatsSignups,
  StatsStaffPicks,
} from '@storyfund/shared/contract';
import { SIGNUP_SOURCES } from '@storyfund/shared/constants';
import { previousRange, rangeDays } from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/access.js';
import { eventTotals } from '../analytics/analytics.service.js';
import { platformMoney } from '../gifts/ledger.service.js';
import { ratingsOf } from '../reviews/reviews.service.js';
import * as repo from './stats.repository.js';
import { bucketStarts, fill, resolve, toDays } from './stats-range.js';

export const n = (value: unknown) => Number(value ?? 0);

const GROW_SOURCES = [...SIGNUP_SOURCES, 'unknown'] as const;
type GrowSource = (typeof GROW_SOURCES)[number];

/**
 * GET /stats/* (docs/api.md "Stats"): admins and the sales team (read-only) read every report. A range is UTC
 * days, both ends included; without one, the last 30 days up to today.
 */

function giftTotals(sums: repo.GiftSums): GiftTotals {
  const amount = n(sums.amount_cents);
  const monthly = n(sums.monthly_amount_cents);
  const platformFees = n(sums.platform_fee_cents);
  const cardFees = n(sums.stripe_fee_cents);
  const tips = n(sums.tip_cents);
  const processor = n(sums.processor_fee_cents);
  return {
    gifts: n(sums.gifts),
    amount_cents: amount,
    one_time_gifts: n(sums.gifts) - n(sums.monthly_gifts),
    one_time_amount_cents: amount - monthly,
    monthly_gifts: n(sums.monthly_gifts),
    monthly_amount_cents: monthly,
    tip_cents: tips,
    platform_fee_cents: platformFees,
    card_fee_cents: cardFees,
    processor_fee_cents: processor,
    owed_to_partners_cents: amount - platformFees - cardFees,
    platform_net_cents: tips + platformFees + cardFees - processor,
  };
}

const noGifts: repo.GiftSums = {
  gifts: 0,
  amount_cents: 0,
  monthly_gifts: 0,
  monthly_amount_cents: 0,
  tip_cents: 0,
  platform_fee_cents: 0,
  stripe_fee_cents: 0,
  processor_fee_cents: 0,
};

async function overviewFigures(ctx: AppContext, days: repo.DayRange): Promise<OverviewFigures> {
  const [sums, donors, mrr, signups] = await Promise.all([
    repo.giftTotals(ctx.db, days),
    repo.donorCounts(ctx.db, days),
    repo.mrrAt(ctx.db, days.toTs),
    repo.signupCount(ctx.db, days),
  ]);
  const totals = giftTotals(sums);
  return {
    ...totals,
    donors: n(donors.donors),
    new_donors: n(donors.new_donors),
    average_gift_cents: totals.gifts === 0 ? 0 : Math.round(totals.amount_cents / totals.gifts),
    mrr_cents: mrr,
    signups,
  };
}

/** GET /stats/overview: the KPIs of the range and of the period of the same length just before. */
export async function overview(ctx: AppContext, caller: Caller, query: StatsQuery): Promise<StatsOverview> {
  const { range, days } = resolve(ctx, caller, query);
  const previous = previousRange(range.datestart, range.dateend);
  const [current, before] = await Promise.all([
    overviewFigures(ctx, days),
    overviewFigures(ctx, toDays(previous.datestart, previous.dateend)),
  ]);
  return { range, previous_range: previous, current, previous: before };
}

/** GET /stats/gifts: gifts and money by bucket (one-time against monthly, tips, fees), with the totals. */
export async function gifts(ctx: AppContext, caller: Caller, query: StatsQuery): Promise<StatsGifts> {
  const { range, days } = resolve(ctx, caller, query);
  const [series, totals] = await Promise.all([repo.giftSeries(ctx.db, days, range.bucket), repo.giftTotals(ctx.db, days)]);
  return {
    range,
    series: fill(
      range,
      series.map((s) => ({ period: s.period, ...giftTotals(s) })),
      (period) => ({ period, ...giftTotals(noGifts) }),
    ),
    totals: giftTotals(totals),
  };
}

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
  const cohorts = new Map<string, number[]>();
  for (const row of rows) {
    const months = cohorts.get(row.cohort) ?? Array.from({ length: 12 }, () => 0);
    months[row.k] = n(row.donors);
    cohorts.set(row.cohort, months);
  }
  return { range, cohorts: [...cohorts].map(([cohort, months]) => ({ cohort, donors: months[0] ?? 0, months })) };
}

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

/** GET /stats/gift-cards: the cards created in the range by derived type: loaded, used, expired, outstanding. */
export async function giftCards(ctx: AppContext, caller: Caller, query: StatsQuery): Promise<StatsGiftCards> {
  const { range, days } = resolve(ctx, caller, query);
  const rows = await repo.giftCards(ctx.db, days, ctx.clock.now());
  return {
    range,
    by_type: rows.map((r) => ({
      type: r.type as StatsGiftCards['by_type'][number]['type'],
      cards: n(r.cards),
      loaded_cents: n(r.loaded_cents),
      used_cents: n(r.used_cents),
      expired_cents: n(r.expired_cents),
      outstanding_cents: n(r.outstanding_cents),
    })),
  };
}

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

/** GET /stats/premium: premium plans (issue #10) do not exist yet, so every figure is zero and `available` false. */
export function premium(ctx: AppContext, caller: Caller, query: StatsQuery): StatsPremium {
  const { range } = resolve(ctx, caller, query);
  return {
    range,
    available: false,
    subscriptions: 0,
    mrr_cents: 0,
    churned: 0,
    trials: 0,
    trials_converted: 0,
    series: bucketStarts(range).map((period) => ({ period, subscriptions: 0, mrr_cents: 0 })),
  };
}

/** GET /stats/office: the platform's money over the range, from the ledger (it reconciles with /stats's figures). */
export async function office(ctx: AppContext, caller: Caller, query: StatsQuery): Promise<StatsOffice> {
  const { range, days } = resolve(ctx, caller, query);
  return { range, ...(await platformMoney(ctx.db, days.fromTs, days.toTs)) };
}
