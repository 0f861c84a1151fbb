/**
 * The reports' one date range (docs/backoffice.md "Reports"): presets computed with dayjs in UTC, a custom
 * range, and the bucket, all kept in the URL (`?datestart=…&dateend=…&bucket=…`) so a report can be shared
 * and reloaded. The rule that checks a range is shared with the API (`validateStatsRange`).
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { STATS_BUCKETS, defaultStatsRange, type StatsBucket } from '@storyfund/shared/validation';

dayjs.extend(utc);

export const PRESETS = [
  { id: 'last7', label: 'Last 7 days' },
  { id: 'last30', label: 'Last 30 days' },
  { id: 'last90', label: 'Last 90 days' },
  { id: 'this-month', label: 'This month' },
  { id: 'last-month', label: 'Last month' },
  { id: 'this-year', label: 'This year' },
  { id: 'custom', label: 'Custom' },
] as const;
export type PresetId = (typeof PRESETS)[number]['id'];

export interface ReportRange {
  datestart: string;
  dateend: string;
  bucket: StatsBucket;
}

const DAY = 'YYYY-MM-DD';

/** The range a preset names on `today` (UTC), or undefined for 'custom'. */
export function presetRange(preset: PresetId, today: dayjs.Dayjs = dayjs.utc()): Omit<ReportRange, 'bucket'> | undefined {
  const t = today.utc().startOf('day');
  switch (preset) {
    case 'last7':
      return { datestart: t.subtract(6, 'day').format(DAY), dateend: t.format(DAY) };
    case 'last30':
      return { datestart: t.subtract(29, 'day').format(DAY), dateend: t.format(DAY) };
    case 'last90':
      return { datestart: t.subtract(89, 'day').format(DAY), dateend: t.format(DAY) };
    case 'this-month':
      return { datestart: t.startOf('month').format(DAY), dateend: t.format(DAY) };
    case 'last-month': {
      const last = t.subtract(1, 'month');
      return { datestart: last.startOf('month').format(DAY), dateend: last.endOf('month').format(DAY) };
    }
    case 'this-year':
      return { datestart: t.startOf('year').format(DAY), dateend: t.format(DAY) };
    default:
      return undefined;
  }
}

/** Which preset a range is, on `today`; 'custom' when none. */
export function presetOf(range: Omit<ReportRange, 'bucket'>, today: dayjs.Dayjs = dayjs.utc()): PresetId {
  const found = PRESETS.find((p) => {
    const r = presetRange(p.id, today);
    return r !== undefined && r.datestart === range.datestart && r.dateend === range.dateend;
  });
  return found?.id ?? 'custom';
}

/** The range in the URL's search parameters, or the last 30 days by day. */
export function rangeFromSearch(search: URLSearchParams, today: dayjs.Dayjs = dayjs.utc()): ReportRange {
  const fallback = defaultStatsRange(today.utc().format(DAY));
  const bucket = search.get('bucket');
  return {
    datestart: search.get('datestart') || fallback.datestart,
    dateend: search.get('dateend') || fallback.dateend,
    bucket: (STATS_BUCKETS as readonly string[]).includes(bucket ?? '') ? (bucket as StatsBucket) : 'day',
  };
}
