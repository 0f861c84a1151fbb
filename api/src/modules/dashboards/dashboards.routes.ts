import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import * as service from './dashboards.service.js';
import { overdueProjects } from './overdue.service.js';

const tags = ['dashboards'];
const { IdParams } = contract;

/** The partner dashboard, giving goals and the donor dashboard (docs/api-dashboards.md). */
export const dashboardsRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/partners/:id/dashboard_stats',
    {
      config: { integrationRead: true },
      schema: {
        tags,
        summary: 'A partner’s dashboard figures (a snapshot, at most an hour old)',
        params: IdParams,
        response: { 200: contract.DashboardStats },
      },
    },
    (request) => service.dashboardStats(ctx, request.caller, request.params.id),
  );

  app.post(
    '/partners/:id/dashboard_stats/refresh',
    {
      schema: {
        tags,
        summary: 'Recompute a partner’s dashboard figures now',
        params: IdParams,
        response: { 200: contract.DashboardStats },
      },
    },
    (request) => service.refreshDashboardStats(ctx, request.caller, request.params.id),
  );

  app.get(
    '/users/:id/fundraising-goal',
    {
      schema: {
        tags,
        summary: 'A partner’s fundraising goal for this year and its progress',
        params: IdParams,
        response: { 200: contract.Goal },
      },
    },
    (request) => service.fundraisingGoal(ctx, request.caller, request.params.id),
  );

  app.put(
    '/users/:id/fundraising-goal',
    {
      schema: {
        tags,
        summary: 'Set (or clear with null) a partner’s fundraising goal for this year',
        params: IdParams,
        body: contract.GoalBody,
        response: { 200: contract.Goal },
      },
    },
    (request) => service.setFundraisingGoal(ctx, request.caller, request.params.id, request.body.goal_cents),
  );

  app.get(
    '/users/:id/fundraising-goal-donor',
    {
      schema: {
        tags,
        summary: 'A donor’s own giving goal for this year and its progress',
        params: IdParams,
        response: { 200: contract.Goal },
      },
    },
    (request) => service.donorGoal(ctx, request.caller, request.params.id),
  );

  app.put(
    '/users/:id/fundraising-goal-donor',
    {
      schema: {
        tags,
        summary: 'Set (or clear with null) a donor’s giving goal for this year',
        params: IdParams,
        body: contract.GoalBody,
        response: { 200: contract.Goal },
      },
    },
    (request) => service.setDonorGoal(ctx, request.caller, request.params.id, request.body.goal_cents),
  );

  app.get(
    '/users/:id/donor-dashboard',
    {
      schema: {
        tags,
        summary: 'A donor’s dashboard: given this year, projects supported, lives changed, the goal',
        params: IdParams,
        response: { 200: contract.DonorDashboard },
      },
    },
    (request) => service.donorDashboard(ctx, request.caller, request.params.id),
  );

  app.get(
    '/partners/:id/projects/overdue',
    {
      config: { integrationRead: true },
      schema: {
        tags,
        summary: 'A partner’s projects due for an update (funded over 30 days ago, no update in 30 days)',
        params: IdParams,
        querystring: contract.OverdueProjectsQuery,
        response: { 200: contract.OverdueProjectList },
      },
    },
    (request) => overdueProjects(ctx, request.caller, request.params.id, request.query),
  );
};
