import { ANALYTICS_EVENTS, type AnalyticsEvent } from '@storyfund/shared/constants';
import type { AnalyticsBatch, AnalyticsQuery, AnalyticsReceipt, AnalyticsSummary } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { requireStaff, type Caller } from '../../lib/access.js';
import { ValidationError } from '../../lib/errors.js';
import type { RateLimitRule } from '../rate-limit/rate-limit.service.js';
import * as repo from './analytics.repository.js';

/** 120 batches a minute from one address: a busy tab sends a few a minute. */
const ANALYTICS_IP: RateLimitRule = { name: 'analytics:ip', limit: 120, windowSeconds: 60 };
const DAY_MS = 86_400_000;

/** Do Not Track or Global Privacy Control: the visitor asked not to be recorded. */
function optedOut(headers: Record<string, string | string[] | undefined>): boolean {
  return headers['dnt'] === '1' || headers['sec-gpc'] === '1';
}

/**
 * POST /analytics/events: stores a batch from the site, with the account when logged in; nothing when the browser
 * says DNT or GPC. A time in the future is taken as now; one older than a day is dropped (a stale tab).
 */
export async function recordEvents(
  ctx: AppContext,
  caller: Caller,
  batch: AnalyticsBatch,
  request: { ip: string; headers: Record<string, string | string[] | undefined> },
): Promise<AnalyticsReceipt> {
  if (optedOut(request.headers)) return { stored: 0 };
  await ctx.rateLimiter.consume(ANALYTICS_IP, request.ip);
  const now = ctx.clock.now();
  const events = batch.events
    .map((e) => ({ name: e.name, path: e.path.split('?')[0]!.split('#')[0]!, at: new Date(Math.min(Date.parse(e.at), now.getTime())) }))
    .filter((e) => now.getTime() - e.at.getTime() <= DAY_MS);
  const userId = caller.actor && !caller.actor.is_anonymous ? caller.actor.id : null;
  return { stored: await repo.insertEvents(ctx.db, events, userId, now) };
}

/** GET /analytics/summary (staff: admins and the sales team, who read /grow): the back-office /grow page. */
export async function summary(ctx: AppContext, caller: Caller, query: AnalyticsQuery): Promise<AnalyticsSummary> {
  requireStaff(caller);
  const today = ctx.clock.now().toISOString().slice(0, 10);
  const dateend = query.dateend ?? today;
  const datestart = query.datestart ?? new Date(Date.parse(`${dateend}T00:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10);
  const from = new Date(`${datestart}T00:00:00Z`);
  const to = new Date(Date.parse(`${dateend}T00:00:00Z`) + DAY_MS);
  if (from >= to) throw new ValidationError({ dateend: ['The end date must not be before the start date'] });
  if (to.getTime() - from.getTime() > 366 * DAY_MS) throw new ValidationError({ datestart: ['Choose a period of at most a year'] });
  const { byDay, events, pages } = await repo.summarize(ctx.db, from, to);
  return { datestart, dateend, page_views_by_day: byDay, events, top_pages: pages };
}

/**
 * Each event's total over [from, to) (UTC), every name present (zeros included): the first steps of /grow's
 * activation funnel (stats module). The caller has been checked by the report that asks.
 */
export async function eventTotals(ctx: AppContext, from: Date, to: Date): Promise<Record<AnalyticsEvent, number>> {
  const totals = Object.fromEntries(ANALYTICS_EVENTS.map((name) => [name, 0])) as Record<AnalyticsEvent, number>;
  for (const row of await repo.eventTotals(ctx.db, from, to)) totals[row.name] = Number(row.count);
  return totals;
}
