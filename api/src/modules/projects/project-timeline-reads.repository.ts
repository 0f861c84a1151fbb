import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { asDate } from './raw-values.js';

/**
 * Read-only views of the timeline that project listings need. The timeline module owns writing these
 * rows; projects only read them here.
 */
export interface FinalUpdate {
  id: number;
  project_id: number;
  message: string;
  photo_urls: string[];
  video_urls: string[];
  created_at: Date;
}

/** The latest final update (not deleted) of each project in `ids` (timeline_events_final_idx). */
export async function finalUpdates(db: Executor, ids: number[]): Promise<Map<number, FinalUpdate>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<FinalUpdate>(
    db,
    sql`SELECT DISTINCT ON (project_id) id, project_id, message, photo_urls, video_urls, created_at
        FROM timeline_events
        WHERE project_id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
          AND final AND type = 'update' AND deleted_at IS NULL
        ORDER BY project_id, created_at DESC, id DESC`,
  );
  return new Map(
    rows.map((r) => [Number(r.project_id), { ...r, id: Number(r.id), project_id: Number(r.project_id), created_at: asDate(r.created_at) }]),
  );
}

export interface ApprovalMessage {
  id: number;
  type: string;
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
