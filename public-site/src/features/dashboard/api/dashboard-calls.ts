/** The partner dashboard, giving goals and the donor dashboard (docs/api-dashboards.md). Each takes the transport from the caller. */
import type { Transport } from '@storyfund/shared/transport';
import type { DashboardStats, Goal } from '@storyfund/shared/contract';

export const dashboardKey = (partnerId: string) => `/partners/${partnerId}/dashboard_stats`;
export const fundraisingGoalKey = (partnerId: string) => `/users/${partnerId}/fundraising-goal`;
export const donorDashboardKey = (userId: string) => `/users/${userId}/donor-dashboard`;

export const refreshDashboard = (api: Transport, partnerId: string) =>
  api.post<DashboardStats>(`/partners/${partnerId}/dashboard_stats/refresh`);

export const setFundraisingGoal = (api: Transport, partnerId: string, goalCents: number | null) =>
  api.put<Goal>(`/users/${partnerId}/fundraising-goal`, { goal_cents: goalCents });

export const setDonorGoal = (api: Transport, userId: string, goalCents: number | null) =>
  api.put<Goal>(`/users/${userId}/fundraising-goal-donor`, { goal_cents: goalCents });
