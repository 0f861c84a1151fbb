/**
 * The reports' date ranges (docs/api.md "Stats"): UTC days, both ends included, cut into day, week (Monday)
 * or month buckets. One rule for the API (422 field errors) and the back-office's date-range picker.
 */
import { collectErrors, type FieldErrors } from './field-errors.js';

export const STATS_BUCKETS = ['day', 'week', 'month'] as const;
export type StatsBucket = (typeof STATS_BUCKETS)[number];

/** Daily buckets for at most this many days; weekly and monthly for at most STATS_MAX_DAYS. */
const STATS_MAX_DAILY_DAYS = 366;
const STATS_MAX_DAYS = 3660;
/** Without a range, the reports show the last 30 days up to today. */
const STATS_DEFAULT_DAYS = 30;

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD string that names a real day, as epoch milliseconds (UTC midnight); NaN otherwise. */
export function statsDayMs(value: string): number {
  if (!DAY.test(value)) return Number.NaN;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value ? Number.NaN : ms;
}

const dayString = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Days in the range, both ends counted. */
export function rangeDays(datestart: string, dateend: string): number {
  return Math.round((statsDayMs(dateend) - statsDayMs(datestart)) / DAY_MS) + 1;
}

export function validateStatsRange(range: { datestart: string; dateend: string; bucket: StatsBucket }): FieldErrors | undefined {
  const start = statsDayMs(range.datestart);
  const end = statsDayMs(range.dateend);
  if (Number.isNaN(start) || Number.isNaN(end)) {
    return collectErrors({
      datestart: Number.isNaN(start) ? 'Enter a date as YYYY-MM-DD' : undefined,
      dateend: Number.isNaN(end) ? 'Enter a date as YYYY-MM-DD' : undefined,
    });
  }
  const days = rangeDays(range.datestart, range.dateend);
  return collectErrors({
    dateend: end < start ? 'The end date must not be before the start date' : undefined,
    datestart: days > STATS_MAX_DAYS ? 'Choose a period of at most ten years' : undefined,
    bucket:
      end >= start && days <= STATS_MAX_DAYS && range.bucket === 'day' && days > STATS_MAX_DAILY_DAYS
        ? 'Show a period over a year by week or by month'
        : undefined,
  });
}

/** The period of the same length just before (for the change against the previous period). */
export function previousRange(datestart: string, dateend: string): { datestart: string; dateend: string } {
  const days = rangeDays(datestart, dateend);
  const start = statsDayMs(datestart);
  return { datestart: dayString(start - days * DAY_MS), dateend: dayString(start - DAY_MS) };
}

/** The default range: the last STATS_DEFAULT_DAYS days up to `today` (YYYY-MM-DD). */
export function defaultStatsRange(today: string): { datestart: string; dateend: string } {
  return { datestart: dayString(statsDayMs(today) - (STATS_DEFAULT_DAYS - 1) * DAY_MS), dateend: today };
}
