import type { AuditEntry, AuditLogExportQuery, AuditLogQuery, AuditTargetType } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/client.js';
import { csvFilename, keysetBatches, type CsvExport } from '../../lib/csv.js';
import { requireAdmin, type Actor, type Caller } from '../../lib/access.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import * as repo from './audit.repository.js';

/** What an action did, for the audit log: the target and its audited fields before and after. */
export interface AuditedAction {
  action: string;
  target_type: AuditTargetType;
  target_id: number | null;
  reason?: string | null | undefined;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** JSON-safe copies of `keys` of a row (dates as ISO strings), for an entry's before and after. */
export function auditFields<T extends object>(row: T, keys: readonly (keyof T)[]): Record<string, unknown> {
  return Object.fromEntries(
    keys.map((key) => {
      const value: unknown = row[key];
      return [key, value instanceof Date ? value.toISOString() : (value ?? null)];
    }),
  );
}

/**
 * Records an admin's or sales member's action. Call it with the transaction that makes the change, so the
 * change and its entry commit together or not at all. The log is append-only (the database refuses
 * UPDATE, DELETE and TRUNCATE on it).
 */
export async function recordAudit(tx: Executor, actor: Actor, at: Date, action: AuditedAction): Promise<void> {
  await repo.insertAuditEntry(tx, {
    actor_id: actor.id,
    action: action.action,
    target_type: action.target_type,
    target_id: action.target_id,
    reason: action.reason?.trim() || null,
    before: action.before,
    after: action.after,
    created_at: at,
  });
}

function auditView(row: repo.AuditRow): AuditEntry {
  return {
    id: row.id,
    actor_id: row.actor_id,
    actor_name: row.actor_name,
    action: row.action,
    target_type: row.target_type as AuditTargetType,
    target_id: row.target_id,
    reason: row.reason,
    before: row.before ?? null,
    after: row.after ?? null,
    created_at: row.created_at.toISOString(),
  };
}

function auditFilter(query: AuditLogExportQuery): repo.AuditFilter {
  const from = query.datestart ? new Date(query.datestart) : undefined;
  const to = query.dateend ? new Date(query.dateend) : undefined;
  if (from && to && to <= from) throw new ValidationError({ dateend: ['The end must come after the start'] });
  return {
    actor_id: query.actor_id,
    action: query.action?.trim() || undefined,
    target_type: query.target_type,
    target_id: query.target_id,
    from,
    to,
  };
}

/** GET /audit-log (admins): newest first; `datestart` included, `dateend` excluded. */
export async function listAuditLog(ctx: AppContext, caller: Caller, query: AuditLogQuery) {
  requireAdmin(caller);
  const { rows, total } = await repo.listAuditEntries(ctx.db, auditFilter(query), { limit: query.limit ?? 25, offset: query.offset ?? 0 });
  return { data: rows.map(auditView), total };
}

const json = (value: Record<string, unknown> | null) => (value === null ? '' : JSON.stringify(value));

/** GET /audit-log/export (admins): the filtered log as CSV, newest first, streamed in batches. */
export function exportAuditLog(ctx: AppContext, caller: Caller, query: AuditLogExportQuery): CsvExport<repo.AuditRow> {
  requireAdmin(caller);
  const filter = auditFilter(query);
  const range = query.datestart && query.dateend ? { datestart: query.datestart, dateend: query.dateend } : undefined;
  return {
    filename: csvFilename('audit-log', range),
    columns: [
      { header: 'id', value: (r) => r.id },
      { header: 'date_utc', value: (r) => r.created_at },
      { header: 'actor_id', value: (r) => r.actor_id },
      { header: 'actor', value: (r) => r.actor_name },
      { header: 'action', value: (r) => r.action },
      { header: 'target_type', value: (r) => r.target_type },
      { header: 'target_id', value: (r) => r.target_id },
      { header: 'reason', value: (r) => r.reason },
      { header: 'before', value: (r) => json(r.before ?? null) },
      { header: 'after', value: (r) => json(r.after ?? null) },
    ],
    batches: keysetBatches(
      (before: number | undefined, limit) => repo.auditEntriesBefore(ctx.db, filter, before, limit),
      (row) => row.id,
    ),
  };
}

export async function getAuditEntry(ctx: AppContext, caller: Caller, id: number): Promise<AuditEntry> {
  requireAdmin(caller);
  const row = await repo.findAuditEntry(ctx.db, id);
  if (!row) throw new NotFoundError('Audit entry not found');
  return auditView(row);
}
