/** The reports' statistics (docs/api.md "Stats"): GET /stats/* with a range of UTC days and a bucket. */
import { GIFT_CARD_TYPES, SIGNUP_SOURCES } from '../constants/index.js';
import { STATS_BUCKETS } from '../validation/stats-range.js';
import { Cents, Id, Nullable, Query, StringEnum, Type, type Static } from './common.js';

const Day = Type.String({ format: 'date', description: 'A UTC day, YYYY-MM-DD' });
const Count = Type.Integer({ minimum: 0 });

/** Every stats call: `datestart` and `dateend` both included (default the last 30 days), `bucket` day, week or month. */
export const StatsQuery = Query({
  datestart: Type.Optional(Day),
  dateend: Type.Optional(Day),
  bucket: Type.Optional(StringEnum(STATS_BUCKETS, { default: 'day' })),
});
export type StatsQuery = Static<typeof StatsQuery>;

export const StatsRange = Type.Object({ datestart: Day, dateend: Day, bucket: StringEnum(STATS_BUCKETS) });
export type StatsRange = Static<typeof StatsRange>;

/** Gift figures over a period (or a bucket): from the daily rollup of succeeded gifts. */
const GiftFigures = {
  gifts: Count,
  amount_cents: Cents,
  one_time_gifts: Count,
  one_time_amount_cents: Cents,
  monthly_gifts: Count,
  monthly_amount_cents: Cents,
  tip_cents: Cents,
  platform_fee_cents: Cents,
  card_fee_cents: Cents,
  processor_fee_cents: Cents,
  owed_to_partners_cents: Cents,
  platform_net_cents: Cents,
};
export const GiftTotals = Type.Object(GiftFigures);
export type GiftTotals = Static<typeof GiftTotals>;

/** The KPIs of a period. */
export const OverviewFigures = Type.Object({
  ...GiftFigures,
  donors: Count,
  new_donors: Count,
  average_gift_cents: Cents,
  /** Monthly recurring revenue: the live monthly gifts at the end of the period. */
  mrr_cents: Cents,
  signups: Count,
});
export type OverviewFigures = Static<typeof OverviewFigures>;

export const StatsOverview = Type.Object({
  range: StatsRange,
  previous_range: Type.Object({ datestart: Day, dateend: Day }),
  current: OverviewFigures,
  previous: OverviewFigures,
});
export type StatsOverview = Static<typeof StatsOverview>;

export const StatsGifts = Type.Object({
  range: StatsRange,
  series: Type.Array(Type.Object({ period: Day, ...GiftFigures })),
  totals: GiftTotals,
});
export type StatsGifts = Static<typeof StatsGifts>;

export const StatsDonors = Type.Object({
  range: StatsRange,
  series: Type.Array(Type.Object({ period: Day, donors: Count, new_donors: Count, returning_donors: Count })),
  top_donors: Type.Array(Type.Object({ donor_id: Id, name: Type.String(), gifts: Count, amount_cents: Cents })),
});
export type StatsDonors = Static<typeof StatsDonors>;

export const StatsRetention = Type.Object({
  range: StatsRange,
  /** Donors by the month of their first gift (in the range), and how many gave again in each later month. */
  cohorts: Type.Array(Type.Object({ cohort: Type.String({ description: 'YYYY-MM' }), donors: Count, months: Type.Array(Count) })),
});
export type StatsRetention = Static<typeof StatsRetention>;

export const StatsPartners = Type.Object({
  range: StatsRange,
  partners: Type.Array(
    Type.Object({
      partner_id: Id,
      name: Type.String(),
      raised_cents: Cents,
      gifts: Count,
      active_projects: Count,
      updates_overdue: Count,
      rating: Nullable(Type.Number({ description: 'None until reviews exist' })),
    }),
  ),
});
export type StatsPartners = Static<typeof StatsPartners>;

export const StatsProjects = Type.Object({
  range: StatsRange,
  series: Type.Array(Type.Object({ period: Day, created: Count, half_funded: Count, funded: Count })),
  active_projects: Count,
});
export type StatsProjects = Static<typeof StatsProjects>;

export const StatsStaffPicks = Type.Object({
  range: StatsRange,
  series: Type.Array(Type.Object({ period: Day, picks: Count })),
  picks: Type.Array(
    Type.Object({
      project_id: Id,
      title: Type.String(),
      staff_picked_at: Type.String({ format: 'date-time' }),
      forced: Type.Boolean(),
      raised_cents: Cents,
      goal_amount_cents: Cents,
      raised_in_range_cents: Cents,
    }),
  ),
  /** Average raised per project per day in the range: staff picks against the other active projects. */
  pace: Type.Object({ staff_picks_cents_per_day: Type.Number(), others_cents_per_day: Type.Number() }),
});
export type StatsStaffPicks = Static<typeof StatsStaffPicks>;

export const StatsGiftCards = Type.Object({
  range: StatsRange,
  /** Cards created in the range, by derived type: loaded, used, expired (unused value of expired cards), outstanding. */
  by_type: Type.Array(
    Type.Object({
      type: StringEnum(GIFT_CARD_TYPES),
      cards: Count,
      loaded_cents: Cents,
      used_cents: Cents,
      expired_cents: Cents,
      outstanding_cents: Cents,
    }),
  ),
});
export type StatsGiftCards = Static<typeof StatsGiftCards>;

export const StatsSignups = Type.Object({
  range: StatsRange,
  series: Type.Array(Type.Object({ period: Day, signups: Count, partners: Count, first_gift_within_range: Count })),
  totals: Type.Object({ signups: Count, partners: Count, first_gift_within_range: Count }),
});
export type StatsSignups = Static<typeof StatsSignups>;

const GrowSource = StringEnum([...SIGNUP_SOURCES, 'unknown'] as const);

/**
 * GET /stats/grow (docs/api-stats.md): sign-ups by source (the attribution cookies at sign-up; `unknown` for
 * accounts made before sources were kept), and the activation funnel of the range.
 */
export const StatsGrow = Type.Object({
  range: StatsRange,
  /** Sign-ups by bucket, one count per source. */
  series: Type.Array(Type.Object({ period: Day, share: Count, project: Count, profile: Count, direct: Count, unknown: Count })),
  /** Per source: the range's sign-ups, those of them who have given once since, and twice or monthly. */
  sources: Type.Array(Type.Object({ source: GrowSource, signups: Count, first_gift: Count, repeat: Count })),
  /** Page views and sign-ups started (first-party analytics), then the range's sign-ups and how far they went. */
  funnel: Type.Object({ page_views: Count, sign_up_starts: Count, signups: Count, first_gift: Count, repeat: Count }),
});
export type StatsGrow = Static<typeof StatsGrow>;

/** /premiumstats: the premium plans (docs/api-stats.md "premium"): live at the range's end, churn, trial conversion. */
export const StatsPremium = Type.Object({
  range: StatsRange,
  subscriptions: Count,
  mrr_cents: Cents,
  churned: Count,
  trials: Count,
  trials_converted: Count,
  series: Type.Array(Type.Object({ period: Day, subscriptions: Count, mrr_cents: Cents })),
});
export type StatsPremium = Static<typeof StatsPremium>;

/**
 * /office: the platform's money over the range, read from the ledger (docs/api-stats.md "office"): the gifts'
 * figures (equal to /stats's for the range), then the rest of what the platform keeps or bears.
 */
export const StatsOffice = Type.Object({
  range: StatsRange,
  raised_cents: Cents,
  tip_cents: Cents,
  platform_fee_cents: Cents,
  card_fee_cents: Cents,
  processor_fee_cents: Cents,
  owed_to_partners_cents: Cents,
  platform_net_cents: Cents,
  /** Processor fees kept on refunded gifts, borne by the platform. */
  refund_fee_cents: Cents,
  /** Premium plans' payments, less their processor fees. */
  premium_cents: Cents,
  premium_processor_fee_cents: Cents,
  /** Processor fees on bought gift cards, borne by the platform (a card keeps its face value). */
  gift_card_fee_cents: Cents,
  /** Balances of canceled bought gift cards, kept by the platform. */
  gift_card_breakage_cents: Cents,
  /** Promotional gift cards issued (less canceled ones' balances), given by the platform. */
  promotion_cents: Cents,
  /** Every purpose's processor fees. */
  processor_fee_total_cents: Cents,
  /** Everything the platform keeps, all purposes: the sum of its ledger accounts. */
  platform_total_cents: Cents,
});
export type StatsOffice = Static<typeof StatsOffice>;

/** The reports whose table exports as CSV at GET /stats/{report}/export (the gifts export has its own, a row per gift). */
const STATS_TABLE_REPORTS = [
  'overview',
  'donors',
  'retention',
  'partners',
  'projects',
  'staff-picks',
  'gift-cards',
  'signups',
  'grow',
  'premium',
  'office',
] as const;
export type StatsTableReport = (typeof STATS_TABLE_REPORTS)[number];
export const StatsReportParams = Type.Object({ report: StringEnum(STATS_TABLE_REPORTS) });
