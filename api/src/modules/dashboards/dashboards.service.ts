import { DASHBOARD_ROLES } from '@storyfund/shared/roles';
import { goalPercent, validateGoalCents } from '@storyfund/shared/validation';
import type { DashboardStats, DonorDashboard, Goal } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { requireAccountRole, requireSelfOrAdmin, type Caller } from '../../lib/access.js';
import { assertValid, NotFoundError, ValidationError } from '../../lib/errors.js';
import { findUserById } from '../users/accounts.service.js';
import * as repo from './dashboards.repository.js';

/** A snapshot older than this is recomputed when read; POST …/refresh recomputes at once. */
const SNAPSHOT_MAX_AGE_MS = 60 * 60 * 1000;
const TOP_PROJECTS = 5;
const SERIES_MONTHS = 12;

function bounds(now: Date): repo.Bounds {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  return {
    now,
    monthStart: new Date(Date.UTC(y, m, 1)),
    yearStart: new Date(Date.UTC(y, 0, 1)),
    seriesStart: new Date(Date.UTC(y, m - (SERIES_MONTHS - 1), 1)),
  };
}

/** The last 12 UTC months, oldest first, as YYYY-MM. */
function months(b: repo.Bounds): string[] {
  return Array.from({ length: SERIES_MONTHS }, (_, i) => {
    const d = new Date(Date.UTC(b.seriesStart.getUTCFullYear(), b.seriesStart.getUTCMonth() + i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

async function partnerAccount(ctx: AppContext, partnerId: number) {
  const user = await findUserById(ctx.db, partnerId);
  if (!user || !user.is_partner || user.banned_at || user.merged_into_id) throw new NotFoundError('Partner not found');
  return user;
}

/** The partner itself, its collaborators holding a dashboard role, or an admin. */
async function requireDashboardReader(ctx: AppContext, caller: Caller, partnerId: number) {
  const actor = requireAccountRole(caller, partnerId, DASHBOARD_ROLES);
  await partnerAccount(ctx, partnerId);
  return actor;
}

async function compute(ctx: AppContext, partnerId: number): Promise<DashboardStats> {
  const b = bounds(ctx.clock.now());
  const [totals, donors, mrr, top, series] = await Promise.all([
    repo.partnerTotals(ctx.db, partnerId, b),
    repo.partnerDonors(ctx.db, partnerId, b),
    repo.monthlyRecurring(ctx.db, partnerId),
    repo.topProjects(ctx.db, partnerId, b, TOP_PROJECTS),
    repo.monthlySeries(ctx.db, partnerId, b),
  ]);
  const stats: DashboardStats = {
    partner_id: partnerId,
    raised_this_month_cents: totals.month,
    raised_this_year_cents: totals.year,
    one_time_this_year_cents: totals.oneTime,
    monthly_this_year_cents: totals.monthly,
    new_donors_this_year: donors.newDonors,
    returning_donors_this_year: donors.returningDonors,
    monthly_recurring_revenue_cents: mrr,
    top_projects: top,
    series: months(b).map((month) => ({ month, raised_cents: series.get(month) ?? 0 })),
    computed_at: b.now.toISOString(),
  };
  await repo.saveSnapshot(ctx.db, partnerId, stats, b.now);
  return stats;
}

/** GET partners/{id}/dashboard_stats: the snapshot, recomputed when it is older than an hour. */
export async function dashboardStats(ctx: AppContext, caller: Caller, partnerId: number): Promise<DashboardStats> {
  await requireDashboardReader(ctx, caller, partnerId);
  const snapshot = await repo.findSnapshot(ctx.db, partnerId);
  if (snapshot && ctx.clock.now().getTime() - snapshot.computed_at.getTime() < SNAPSHOT_MAX_AGE_MS) return snapshot.stats;
  return compute(ctx, partnerId);
}

/** POST partners/{id}/dashboard_stats/refresh: recomputed now. */
export async function refreshDashboardStats(ctx: AppContext, caller: Caller, partnerId: number): Promise<DashboardStats> {
  await requireDashboardReader(ctx, caller, partnerId);
  return compute(ctx, partnerId);
}

const thisYear = (ctx: AppContext) => ctx.clock.now().getUTCFullYear();

async function goalView(ctx: AppContext, userId: number, kind: repo.GoalKind): Promise<Goal> {
  const year = thisYear(ctx);
  const b = bounds(ctx.clock.now());
  const [goal, progress] = await Promise.all([
    repo.findGoal(ctx.db, userId, kind, year),
    kind === 'fundraising'
      ? repo.partnerTotals(ctx.db, userId, b).then((t) => t.year)
      : repo.donorFigures(ctx.db, userId, b).then((f) => f.given),
  ]);
  return { year, goal_cents: goal, progress_cents: progress, percent: goalPercent(progress, goal) };
}

function checkGoal(goalCents: number | null): void {
  assertValid({ goal_cents: validateGoalCents(goalCents) });
}

/** users/{id}/fundraising-goal: a partner's goal for this year and what it raised so far. */
export async function fundraisingGoal(ctx: AppContext, caller: Caller, partnerId: number): Promise<Goal> {
  await requireDashboardReader(ctx, caller, partnerId);
  return goalView(ctx, partnerId, 'fundraising');
}

export async function setFundraisingGoal(ctx: AppContext, caller: Caller, partnerId: number, goalCents: number | null): Promise<Goal> {
  await requireDashboardReader(ctx, caller, partnerId);
  checkGoal(goalCents);
  await repo.setGoal(ctx.db, partnerId, 'fundraising', thisYear(ctx), goalCents, ctx.clock.now());
  return goalView(ctx, partnerId, 'fundraising');
}

async function donorAccount(ctx: AppContext, userId: number) {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.merged_into_id) throw new NotFoundError('User not found');
  if (user.is_anonymous) throw new ValidationError({ goal_cents: ['Create an account to set a giving goal'] });
  return user;
}

/** users/{id}/fundraising-goal-donor: a donor's own giving goal for this year and what they gave so far. */
export async function donorGoal(ctx: AppContext, caller: Caller, userId: number): Promise<Goal> {
  requireSelfOrAdmin(caller, userId);
  if (!(await findUserById(ctx.db, userId))) throw new NotFoundError('User not found');
  return goalView(ctx, userId, 'giving');
}

export async function setDonorGoal(ctx: AppContext, caller: Caller, userId: number, goalCents: number | null): Promise<Goal> {
  requireSelfOrAdmin(caller, userId);
  await donorAccount(ctx, userId);
  checkGoal(goalCents);
  await repo.setGoal(ctx.db, userId, 'giving', thisYear(ctx), goalCents, ctx.clock.now());
  return goalView(ctx, userId, 'giving');
}

/** GET users/{id}/donor-dashboard: given this year, projects supported, lives changed (funded projects given to), the goal. */
export async function donorDashboard(ctx: AppContext, caller: Caller, userId: number): Promise<DonorDashboard> {
  requireSelfOrAdmin(caller, userId);
  if (!(await findUserById(ctx.db, userId))) throw new NotFoundError('User not found');
  const figures = await repo.donorFigures(ctx.db, userId, bounds(ctx.clock.now()));
  return {
    given_this_year_cents: figures.given,
    projects_supported: figures.projects,
    lives_changed: figures.funded,
    goal: await goalView(ctx, userId, 'giving'),
  };
}
