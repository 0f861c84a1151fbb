import { sql, type SQL } from 'drizzle-orm';
import type { StatsBucket } from '@storyfund/shared/validation';

/**
 * The SQL pieces every report's repository shares. The reports are a reporting read model: they read the
 * gifts' daily rollups (kept by triggers on gifts: `stats_gift_days` per project and recipient, migration 0041;
 * `stats_platform_days`, sharded, and `stats_recipient_days`, migration 0081; the donor rollup, migration 0082)
 * and, read-only, the tables of the modules they report on (gifts, users, projects, subscriptions, gift cards).
 * Ranges are UTC days: `from` included, `to` included (as days), or as instants [fromTs, toTs).
 */

export interface DayRange {
  from: string;
  to: string;
  fromTs: Date;
  toTs: Date;
}

export const bucketOf = (bucket: StatsBucket) => sql.raw(`'${bucket}'`);
export const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const day = (d: string) => sql`${d}::date`;
/** The bucket (its first day, YYYY-MM-DD) of a date or timestamp column, in UTC. */
export const period = (bucket: StatsBucket, column: SQL) => sql`to_char(date_trunc(${bucketOf(bucket)}, ${column}), 'YYYY-MM-DD')`;
export const utc = (column: SQL) => sql`(${column} AT TIME ZONE 'UTC')`;
/** A rollup's days of the range (its `day` column, of the table aliased `alias` if given). */
export const rollupDays = (range: DayRange, alias?: SQL) =>
  alias ? sql`${alias}.day BETWEEN ${day(range.from)} AND ${day(range.to)}` : sql`day BETWEEN ${day(range.from)} AND ${day(range.to)}`;

export const succeededIn = (range: DayRange, alias = sql`g`) =>
  sql`${alias}.status = 'succeeded' AND ${alias}.gift_at >= ${ts(range.fromTs)} AND ${alias}.gift_at < ${ts(range.toTs)}`;

/** A row's name as the reports show it: the name, else the email, else `#id`. */
export const displayName = (alias: string) =>
  sql.raw(`coalesce(nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.email, '#' || ${alias}.id)`);
