import type { GiftTotals, OverviewFigures, StatsGifts, StatsOffice, StatsOverview, StatsQuery } from '@storyfund/shared/contract';
import { previousRange } from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/access.js';
import { platformMoney } from '../gifts/ledger.service.js';
import * as donorsRepo from './stats-donors.repository.js';
import * as repo from './stats-gifts.repository.js';
import * as signupsRepo from './stats-signups.repository.js';
import { fill, n, resolve, toDays } from './stats-range.js';
import type { DayRange } from './stats-sql.repository.js';

/** The money reports: /stats/overview (KPIs), /stats/gifts (over time) and /stats/office (from the ledger). */

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

async function overviewFigures(ctx: AppContext, days: DayRange): Promise<OverviewFigures> {
  const [sums, donors, mrr, signups] = await Promise.all([
    repo.giftTotals(ctx.db, days),
    donorsRepo.donorCounts(ctx.db, days),
    repo.mrrAt(ctx.db, days.toTs),
    signupsRepo.signupCount(ctx.db, days),
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

/** GET /stats/office: the platform's money over the range, from the ledger (it reconciles with /stats's figures). */
export async function office(ctx: AppContext, caller: Caller, query: StatsQuery): Promise<StatsOffice> {
  const { range, days } = resolve(ctx, caller, query);
  return { range, ...(await platformMoney(ctx.db, days.fromTs, days.toTs)) };
}
