/** How an audit entry reads in the back-office. */
import type { AuditEntry } from '@storyfund/shared/contract';
import { AUDIT_TARGET_TYPES } from '@storyfund/shared/contract';

export const TARGET_CHOICES = AUDIT_TARGET_TYPES.map((type) => ({ id: type, name: type[0]!.toUpperCase() + type.slice(1) }));

export const targetLabel = (entry: Pick<AuditEntry, 'target_type' | 'target_id'>): string =>
  `${entry.target_type}${entry.target_id ? ` #${entry.target_id}` : ''}`;

/** One row per field either side names: the field, its value before and after (JSON; '—' when absent). */
export function changedFields(
  entry: Pick<AuditEntry, 'before' | 'after'>,
): { field: string; before: string; after: string; changed: boolean }[] {
  const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return keys.map((field) => {
    const before = show(entry.before?.[field]);
    const after = show(entry.after?.[field]);
    return { field, before, after, changed: before !== after };
  });
}

/** A day picked in a date filter (YYYY-MM-DD) as the API's UTC timestamp of that day's start. */
export const dayToUtc = (day: unknown): string | undefined =>
  typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00.000Z` : undefined;
export const utcToDay = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 10) : '');
