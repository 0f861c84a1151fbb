import type { AuditEntry, AuditLogQuery, AuditTargetType } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/client.js';
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

/** GET /audit-log (admins): newest first; `datestart` included, `dateend` excluded. */
export async function listAuditLog(ctx: AppContext, caller: Caller, query: AuditLogQuery) {
  requireAdmin(caller);
  const from = query.datestart ? new Date(query.datestart) : undefined;
  const to = query.dateend ? new Date(query.dateend) : undefined;
  if (from && to && to <= from) throw new ValidationError({ dateend: ['The end must come after the start'] });
  const { rows, total } = await repo.listAuditEntries(
    ctx.db,
    {
      actor_id: query.actor_id,
      action: query.action?.trim() || undefined,
      target_type: query.target_type,
      target_id: query.target_id,
      from,
      to,
    },
    { limit: query.limit ?? 25, offset: query.offset ?? 0 },
  );
  return { data: rows.map(auditView), total };
}

export async function getAuditEntry(ctx: AppContext, caller: Caller, id: number): Promise<AuditEntry> {
  requireAdmin(caller);
  const row = await repo.findAuditEntry(ctx.db, id);
  if (!row) throw new NotFoundError('Audit entry not found');
  return auditView(row);
}
