/** Partner and donor dashboards and giving goals (docs/api-dashboards.md). Money in cents; months as YYYY-MM (UTC). */
import { Cents, Id, Nullable, Timestamp, Type, type Static } from './common.js';

const DashboardProject = Type.Object({ id: Id, title: Type.String(), raised_cents: Cents, gifts_count: Type.Integer() });

export const DashboardMonth = Type.Object({ month: Type.String(), raised_cents: Cents });
export type DashboardMonth = Static<typeof DashboardMonth>;

/** GET partners/{id}/dashboard_stats: from the partner's succeeded gifts (the gift amounts the ledger books to it, tips apart). */
export const DashboardStats = Type.Object({
  partner_id: Id,
  raised_this_month_cents: Cents,
  raised_this_year_cents: Cents,
  /** This year's gifts split by kind: one-time gifts and months of monthly gifts. */
  one_time_this_year_cents: Cents,
  monthly_this_year_cents: Cents,
  /** Donors who gave this year: their first gift to the partner this year (new) or earlier (returning). */
  new_donors_this_year: Type.Integer(),
  returning_donors_this_year: Type.Integer(),
  /** What the live monthly gifts to the partner's projects bring each month. */
  monthly_recurring_revenue_cents: Cents,
  /** This year's five projects that raised most. */
  top_projects: Type.Array(DashboardProject),
  /** Raised per month over the last 12 months, oldest first (months without gifts are 0). */
  series: Type.Array(DashboardMonth),
  /** When the figures were computed (a snapshot; POST …/refresh recomputes). */
  computed_at: Timestamp,
});
export type DashboardStats = Static<typeof DashboardStats>;

/** users/{id}/fundraising-goal (a partner's yearly goal) and users/{id}/fundraising-goal-donor (a donor's own giving goal). */
export const GoalBody = Type.Object({ goal_cents: Nullable(Type.Integer()) }, { additionalProperties: false });
export type GoalBody = Static<typeof GoalBody>;

export const Goal = Type.Object({
  year: Type.Integer(),
  /** null: no goal set for this year. */
  goal_cents: Nullable(Cents),
  /** Raised (a partner) or given (a donor) this year so far. */
  progress_cents: Cents,
  /** 0 to 100 (capped), null without a goal. */
  percent: Nullable(Type.Integer()),
});
export type Goal = Static<typeof Goal>;

/** A donor's dashboard on /personal: given this year, projects supported, lives changed (funded projects they gave to). */
export const DonorDashboard = Type.Object({
  given_this_year_cents: Cents,
  projects_supported: Type.Integer(),
  lives_changed: Type.Integer(),
  goal: Goal,
});
export type DonorDashboard = Static<typeof DonorDashboard>;
