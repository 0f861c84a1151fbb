/** What the admin tables' services share: typing the driver's values, and a page or the export's batches of a table. */
import type { AppContext } from '../../app-context.js';
import { keysetBatches } from '../../lib/csv.js';
import type { Conditions } from './admin-table-filters.repository.js';
import * as repo from './admin-tables.repository.js';

export const DAY_MS = 86_400_000;
export const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();
export const isoAt = (value: unknown): string => new Date(value as string | Date).toISOString();
export const int = (value: unknown): number => Number(value ?? 0);
export const text = (value: unknown): string => String(value ?? '');
export const textOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
type Order = 'asc' | 'desc';
interface Listed {
  sort?: string | undefined;
  order?: Order | undefined;
  limit: number;
  offset: number;
}

export async function listOf<T>(
  ctx: AppContext,
  source: repo.TableSource,
  conditions: Conditions,
  query: Listed,
  fallback: string,
  view: (r: repo.RawRow) => T,
) {
  const order = { sort: query.sort ?? fallback, order: query.order ?? 'desc' };
  const { rows, total } = await repo.listPage(ctx.db, source, ctx.clock.now(), conditions, order, query);
  return { data: rows.map(view), total };
}

export function batchesOf<T extends { id: number }>(
  ctx: AppContext,
  source: repo.TableSource,
  conditions: Conditions,
  view: (r: repo.RawRow) => T,
) {
  const now = ctx.clock.now();
  return keysetBatches(
    async (after: number | undefined, limit) => (await repo.rowsAfter(ctx.db, source, now, conditions, after, limit)).map(view),
    (row) => row.id,
  );
}
