/** The /sales page's range, kept in the URL (?datestart&dateend&bucket): UTC days, the end day excluded. */
import type { SalesQuery } from '@storyfund/shared/contract';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const BUCKETS = ['day', 'week', 'month'] as const;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The range in the URL, or the last 12 whole months up to tomorrow (so today counts) by month. */
export function rangeFromSearch(search: URLSearchParams, now: Date): SalesQuery {
  const tomorrow = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  const yearAgo = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), 1));
  const datestart = search.get('datestart') ?? '';
  const dateend = search.get('dateend') ?? '';
  const bucket = search.get('bucket') ?? '';
  return {
    datestart: DAY.test(datestart) ? datestart : isoDay(yearAgo),
    dateend: DAY.test(dateend) ? dateend : isoDay(tomorrow),
    bucket: (BUCKETS as readonly string[]).includes(bucket) ? (bucket as SalesQuery['bucket']) : 'month',
  };
}

export function rangeToSearch(range: SalesQuery): URLSearchParams {
  return new URLSearchParams({ datestart: range.datestart, dateend: range.dateend, bucket: range.bucket });
}
