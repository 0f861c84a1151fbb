import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import type { Page } from '../../lib/paging.js';

export type AuditRow = typeof auditLog.$inferSelect;

export interface NewAuditEntry {
  actor_id: number;
  action: string;
  target_type: string;
  target_id: number | null;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: Date;
}

/** Appends one entry; the actor's name is copied from the account at the time of the action. */
export async function insertAuditEntry(db: Executor, entry: NewAuditEntry): Promise<void> {
  const name = sql<string>`(SELECT coalesce(nullif(trim(${users.first_name} || ' ' || ${users.last_name}), ''), ${users.email}, '#' || ${users.id}) FROM ${users} WHERE ${users.id} = ${entry.actor_id})`;
  await db.insert(auditLog).values({ ...entry, actor_name: sql`coalesce(${name}, ${`#${entry.actor_id}`})` });
}

export interface AuditFilter {
  actor_id?: number | undefined;
  action?: string | undefined;
  target_type?: string | undefined;
  target_id?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export async function listAuditEntries(db: Executor, filter: AuditFilter, page: Page): Promise<{ rows: AuditRow[]; total: number }> {
  const where = auditWhere(filter);
  const [rows, [count]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.created_at), desc(auditLog.id)).limit(page.limit).offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** One batch of an export, newest first: the entries before `beforeId` (keyset on the id). */
export async function auditEntriesBefore(
  db: Executor,
  filter: AuditFilter,
  beforeId: number | undefined,
  limit: number,
): Promise<AuditRow[]> {
  const where = and(auditWhere(filter), beforeId === undefined ? undefined : lt(auditLog.id, beforeId));
  return db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(limit);
}

function auditWhere(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.actor_id !== undefined) conditions.push(eq(auditLog.actor_id, filter.actor_id));
  if (filter.action !== undefined) conditions.push(eq(auditLog.action, filter.action));
  if (filter.target_type !== undefined) conditions.push(eq(auditLog.target_type, filter.target_type));
  if (filter.target_id !== undefined) conditions.push(eq(auditLog.target_id, filter.target_id));
  if (filter.from) conditions.push(gte(auditLog.created_at, filter.from));
  if (filter.to) conditions.push(lt(auditLog.created_at, filter.to));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function findAuditEntry(db: Executor, id: number): Promise<AuditRow | undefined> {
  const [row] = await db.select().from(auditLog).where(eq(auditLog.id, id)).limit(1);
  return row;
}
