import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { sendCsv } from '../../lib/replies.js';
import { donors, retention } from './stats-donors.service.js';
import { giftCards } from './stats-gift-cards.service.js';
import { premium } from './stats-premium.service.js';
import { gifts, office, overview } from './stats-gifts.service.js';
import { partners, projects, staffPicks } from './stats-projects.service.js';
import { grow, signups } from './stats-signups.service.js';
import { exportGifts, exportReport } from './stats-exports.js';

const tags = ['stats'];
const querystring = contract.StatsQuery;

/** The reports' statistics (docs/api.md "Stats"): admins and the sales team, read-only. */
export const statsRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const summary = (what: string) => `${what} (admins and sales; datestart and dateend UTC days, both included; bucket)`;
  app.get(
    '/stats/overview',
    { schema: { tags, summary: summary('KPIs with the previous period'), querystring, response: { 200: contract.StatsOverview } } },
    (request) => overview(ctx, request.caller, request.query),
  );
  app.get(
    '/stats/gifts',
    { schema: { tags, summary: summary('Gifts and money over time'), querystring, response: { 200: contract.StatsGifts } } },
    (request) => gifts(ctx, request.caller, request.query),
  );
  app.get(
    '/stats/gifts/export',
    {
      schema: {
        tags,
        summary: summary('Every gift of the range as CSV, streamed'),
        querystring,
        response: { 200: contract.CsvFile('One row per succeeded gift, oldest first') },
      },
    },
    async (request, reply) => sendCsv(reply as FastifyReply, exportGifts(ctx, request.caller, request.query)),
  );
  app.get(
    '/stats/:report/export',
    {
      schema: {
        tags,
        summary: summary("A report's table as CSV"),
        params: contract.StatsReportParams,
        querystring,
        response: { 200: contract.CsvFile("The report's rows for the range") },
      },
    },
    async (request, reply) => sendCsv(reply as FastifyReply, await exportReport(ctx, request.caller, request.params.report, request.query)),
  );
  app.get(
    '/stats/donors',
    {
      schema: { tags, summary: summary('New against returning donors, top donors'), querystring, response: { 200: contract.StatsDonors } },
    },
    (request) => donors(ctx, request.caller, request.query),
  );
  app.get(
    '/stats/retention',
    { schema: { tags, summary: summary("Donor cohorts by first gift's month"), querystring, response: { 200: contract.StatsRetention } } },
    (request) => retention(ctx, request.caller, request.query),
  );
  app.get(
    '/stats/partners',
    {
      schema: {
        tags,
        summary: summary('Partners: raised, active projects, updates overdue'),
        querystring,
        response: { 200: contract.StatsPartners },
      },
    },
    (request) => partners(ctx, request.caller, request.query),
  );
  app.get(
    '/stats/projects',
    { schema: { tags, summary: summary('Projects created and funded'), querystring, response: { 200: contract.StatsProjects } } },
    (request) => projects(ctx, request.caller, request.query),
  );
  app.get(
    '/stats/staff-picks',
    {
      schema: {
        tags,
        summary: summary('Staff picks over time and their funding pace'),
        querystring,
        response: { 200: contract.StatsStaffPicks },
      },
    },
    (request) => staffPicks(ctx, request.caller, request.query),
  );
  app.get(
    '/stats/gift-cards',
    { schema: { tags, summary: summary('Gift cards by derived type'), querystring, response: { 200: contract.StatsGiftCards } } },
    (request) => giftCards(ctx, request.caller, request.query),
  );
  app.get(
    '/stats/signups',
    { schema: { tags, summary: summary('Sign-ups over time'), querystring, response: { 200: contract.StatsSignups } } },
    (request) => signups(ctx, request.caller, request.query),
  );
  app.get(
    '/stats/grow',
    {
      schema: {
        tags,
        summary: summary('Sign-ups by source and the activation funnel'),
        querystring,
        response: { 200: contract.StatsGrow },
      },
    },
    (request) => grow(ctx, request.caller, request.query),
  );
  app.get(
    '/stats/premium',
    {
      schema: {
        tags,
        summary: summary('Premium plans: live plans, recurring revenue, churn and trial conversion'),
        querystring,
        response: { 200: contract.StatsPremium },
      },
    },
    (request) => premium(ctx, request.caller, request.query),
  );
  app.get(
    '/stats/office',
    { schema: { tags, summary: summary("The platform's money, from the ledger"), querystring, response: { 200: contract.StatsOffice } } },
    (request) => office(ctx, request.caller, request.query),
  );
};
