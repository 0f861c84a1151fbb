import type { StatsQuery, StatsRange } from '@storyfund/shared/contract';
import { defaultStatsRange, validateStatsRange } from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import { requireStaff, type Caller } from '../../lib/access.js';
import { ValidationError } from '../../lib/errors.js';
import type { DayRange } from './stats-sql.repository.js';

/**
 * A stats call's range: checked (422 with field errors), defaults filled, and cut into buckets. GET /stats/*
 * (docs/api-stats.md): admins and the sales team (read-only) read every report. A range is UTC days, both ends
 * included; without one, the last 30 days up to today.
 */

/** A count or a sum as the database answers it (int8 comes as a string on PostgreSQL), as a number. */
export const n = (value: unknown) => Number(value ?? 0);

const DAY_MS = 86_400_000;

export interface Resolved {
  range: StatsRange;
  days: DayRange;
}

export function toDays(datestart: string, dateend: string): DayRange {
  return {
    from: datestart,
    to: dateend,
    fromTs: new Date(`${datestart}T00:00:00Z`),
    toTs: new Date(Date.parse(`${dateend}T00:00:00Z`) + DAY_MS),
  };
}

/** Checks the caller and the range (422 with field errors), and fills the defaults. */
export function resolve(ctx: AppContext, caller: Caller, query: StatsQuery): Resolved {
  requireStaff(caller);
  const defaults = defaultStatsRange(ctx.clock.now().toISOString().slice(0, 10));
  const range: StatsRange = {
    datestart: query.datestart ?? (query.dateend ? defaultStatsRange(query.dateend).datestart : defaults.datestart),
    dateend: query.dateend ?? defaults.dateend,
    bucket: query.bucket ?? 'day',
  };
  const errors = validateStatsRange(range);
  if (errors) throw new ValidationError(errors);
  return { range, days: toDays(range.datestart, range.dateend) };
}

/** Every bucket's first day from the range's start to its end, so a chart shows the quiet days too. */
export function bucketStarts(range: StatsRange): string[] {
  const start = new Date(`${range.datestart}T00:00:00Z`);
  const end = new Date(`${range.dateend}T00:00:00Z`);
  const first = new Date(start);
  if (range.bucket === 'week') first.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7));
  if (range.bucket === 'month') first.setUTCDate(1);
  const out: string[] = [];
  for (const d = first; d <= end;) {
    out.push(d.toISOString().slice(0, 10));
    if (range.bucket === 'day') d.setUTCDate(d.getUTCDate() + 1);
    else if (range.bucket === 'week') d.setUTCDate(d.getUTCDate() + 7);
    else d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return out;
}

export function fill<T extends { period: string }>(range: StatsRange, rows: readonly T[], empty: (period: string) => T): T[] {
  const byPeriod = new Map(rows.map((r) => [r.period, r]));
  return bucketStarts(range).map((p) => byPeriod.get(p) ?? empty(p));
}
