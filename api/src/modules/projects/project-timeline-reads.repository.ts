import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { asDate } from '../../db/raw-values.js';

/** Read-only views of the timeline that project pages need; the timeline module writes these rows. */
export interface ApprovalMessage {
  id: number;
  /** The query reads these two types only. */
  type: 'update' | 'encouragement';
  user_id: number | null;
  message: string;
  created_at: Date;
  approved_sponsor_event: boolean;
}

/** Updates and encouragements of a project with their sponsor-approval state, newest first. */
export async function approvalMessages(db: Executor, projectId: number, page: { limit: number; offset: number }) {
  const where = sql`project_id = ${projectId} AND type IN ('update', 'encouragement') AND deleted_at IS NULL AND parent_id IS NULL`;
  const [rows, [count]] = await Promise.all([
    queryRows<ApprovalMessage>(
      db,
      sql`SELECT id, type, user_id, message, created_at, approved_sponsor_event FROM timeline_events WHERE ${where}
          ORDER BY created_at DESC, id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM timeline_events WHERE ${where}`),
  ]);
  return { rows: rows.map((r) => ({ ...r, id: Number(r.id), created_at: asDate(r.created_at) })), total: count?.total ?? 0 };
}
