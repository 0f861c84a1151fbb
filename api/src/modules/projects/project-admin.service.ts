import type { AdminProject, AdminProjectExportQuery, AdminProjectQuery } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { requireAdmin, type Caller } from '../../lib/access.js';
import { csvFilename, keysetBatches, type CsvExport } from '../../lib/csv.js';
import * as repo from './project-admin.repository.js';

const iso = (at: Date | null) => at?.toISOString() ?? null;

function adminProjectView(row: repo.AdminProjectRow): AdminProject {
  return {
    ...row,
    funded_at: iso(row.funded_at),
    created_at: row.created_at.toISOString(),
    closed_at: iso(row.closed_at),
    banned_at: iso(row.banned_at),
    staff_picked_at: iso(row.staff_picked_at),
  };
}

function filterOf(query: AdminProjectExportQuery): repo.AdminProjectFilter {
  return { q: query.q?.trim() || undefined, status: query.status, flag: query.flag, owner_id: query.owner_id };
}

/** GET /projects/admin (admins): every status (banned and closed too), newest first unless sorted otherwise. */
export async function listAdminProjects(ctx: AppContext, caller: Caller, query: AdminProjectQuery) {
  requireAdmin(caller);
  const order = { sort: query.sort ?? 'created_at', order: query.order ?? 'desc' } as const;
  const { rows, total } = await repo.listAdminProjects(ctx.db, filterOf(query), order, { limit: query.limit, offset: query.offset });
  return { data: rows.map(adminProjectView), total };
}

/** GET /projects/admin/export (admins): the filtered table as CSV, by id, streamed in keyset batches. */
export function exportAdminProjects(ctx: AppContext, caller: Caller, query: AdminProjectExportQuery): CsvExport<repo.AdminProjectRow> {
  requireAdmin(caller);
  const filter = filterOf(query);
  return {
    filename: csvFilename('projects'),
    columns: [
      { header: 'id', value: (r) => r.id },
      { header: 'title', value: (r) => r.title },
      { header: 'owner_id', value: (r) => r.owner_id },
      { header: 'owner', value: (r) => r.owner_name },
      { header: 'status', value: (r) => r.status },
      { header: 'raised_cents', value: (r) => r.amount_raised_cents },
      { header: 'goal_cents', value: (r) => r.goal_amount_cents },
      { header: 'gifts', value: (r) => r.gifts_count },
      { header: 'created_utc', value: (r) => r.created_at },
      { header: 'funded_utc', value: (r) => r.funded_at },
      { header: 'staff_pick', value: (r) => r.is_staff_pick },
      { header: 'staff_picked_utc', value: (r) => r.staff_picked_at },
      { header: 'force_staff_pick', value: (r) => r.is_force_staff_pick },
      { header: 'featured', value: (r) => r.is_featured },
      { header: 'special', value: (r) => r.is_special },
      { header: 'final_visual_update', value: (r) => r.has_final_visual_update },
      { header: 'banned_utc', value: (r) => r.banned_at },
      { header: 'ban_reason', value: (r) => r.ban_reason },
    ],
    batches: keysetBatches(
      (after: number | undefined, limit) => repo.adminProjectsAfter(ctx.db, filter, after, limit),
      (row) => row.id,
    ),
  };
}
