import { sql, type SQL } from 'drizzle-orm';
import type { AdminProjectFlag, AdminProjectSort, ProjectStatus } from '@storyfund/shared/constants';
import { queryRows, type Executor } from '../../db/client.js';
import { asDate, asDateOrNull } from '../../db/raw-values.js';
import type { Page } from '../../lib/paging.js';

/** One row of the back-office's projects table, every status. */
export interface AdminProjectRow {
  id: number;
  title: string;
  owner_id: number;
  owner_name: string;
  status: ProjectStatus;
  amount_raised_cents: number;
  goal_amount_cents: number;
  gifts_count: number;
  funded_at: Date | null;
  created_at: Date;
  closed_at: Date | null;
  banned_at: Date | null;
  ban_reason: string | null;
  is_staff_pick: boolean;
  staff_picked_at: Date | null;
  is_force_staff_pick: boolean;
  is_featured: boolean;
  is_special: boolean;
  has_final_visual_update: boolean;
}

type Stamp = Date | string | null;
type RawRow = Omit<AdminProjectRow, 'id' | 'owner_id' | 'amount_raised_cents' | 'goal_amount_cents' | 'created_at' | `${string}_at`> & {
  id: number | string;
  owner_id: number | string;
  amount_raised_cents: number | string;
  goal_amount_cents: number | string;
  funded_at: Stamp;
  created_at: Date | string;
  closed_at: Stamp;
  banned_at: Stamp;
  staff_picked_at: Stamp;
};

const typed = (r: RawRow): AdminProjectRow => ({
  ...r,
  id: Number(r.id),
  owner_id: Number(r.owner_id),
  amount_raised_cents: Number(r.amount_raised_cents),
  goal_amount_cents: Number(r.goal_amount_cents),
  gifts_count: Number(r.gifts_count),
  funded_at: asDateOrNull(r.funded_at),
  created_at: asDate(r.created_at),
  closed_at: asDateOrNull(r.closed_at),
  banned_at: asDateOrNull(r.banned_at),
  staff_picked_at: asDateOrNull(r.staff_picked_at),
});

const SELECT = sql`SELECT p.id, p.title, p.owner_id, ${ownerName()} AS owner_name, p.status, t.amount_raised_cents,
  p.goal_amount_cents, t.gifts_count, p.funded_at, p.created_at, p.closed_at, p.banned_at, p.ban_reason, p.is_staff_pick,
  p.staff_picked_at, p.is_force_staff_pick, p.is_featured, p.is_special, p.has_final_visual_update
  FROM projects p JOIN project_totals t ON t.project_id = p.id JOIN users u ON u.id = p.owner_id`;

/** The owner as the public site names them: the organisation when shown, else the person. */
function ownerName(): SQL {
  return sql.raw(
    `coalesce(nullif(CASE WHEN u.show_organization_name THEN u.organization_name END, ''), nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email, '#' || u.id)`,
  );
}

const SORT_COLUMNS: Record<AdminProjectSort, SQL> = {
  created_at: sql`p.created_at`,
  title: sql`lower(p.title)`,
  owner_name: sql`lower(${ownerName()})`,
  amount_raised_cents: sql`t.amount_raised_cents`,
  goal_amount_cents: sql`p.goal_amount_cents`,
  staff_picked_at: sql`p.staff_picked_at`,
  status: sql`p.status`,
};

const FLAG_CONDITIONS: Record<AdminProjectFlag, SQL> = {
  staff_pick: sql`p.is_staff_pick`,
  force_staff_pick: sql`p.is_force_staff_pick`,
  featured: sql`p.is_featured`,
  special: sql`p.is_special`,
  final_visual_update: sql`p.has_final_visual_update`,
  banned: sql`p.status = 'banned'`,
};

export interface AdminProjectFilter {
  q?: string | undefined;
  status?: ProjectStatus | undefined;
  flag?: AdminProjectFlag | undefined;
  owner_id?: number | undefined;
}

function whereOf(filter: AdminProjectFilter, extra: SQL[] = []): SQL {
  const conditions: SQL[] = [...extra];
  if (filter.status) conditions.push(sql`p.status = ${filter.status}`);
  if (filter.flag) conditions.push(FLAG_CONDITIONS[filter.flag]);
  if (filter.owner_id !== undefined) conditions.push(sql`p.owner_id = ${filter.owner_id}`);
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(p.title ILIKE ${pattern} OR ${ownerName()} ILIKE ${pattern})`);
  }
  return conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
}

/** A page of the table, ordered by `sort` then by id (a stable order for equal values), and the total. */
export async function listAdminProjects(
  db: Executor,
  filter: AdminProjectFilter,
  order: { sort: AdminProjectSort; order: 'asc' | 'desc' },
  page: Page,
): Promise<{ rows: AdminProjectRow[]; total: number }> {
  const where = whereOf(filter);
  const direction = sql.raw(order.order === 'asc' ? 'ASC NULLS LAST' : 'DESC NULLS LAST');
  const tie = sql.raw(order.order === 'asc' ? 'p.id ASC' : 'p.id DESC');
  const [rows, [count]] = await Promise.all([
    queryRows<RawRow>(
      db,
      sql`${SELECT} ${where} ORDER BY ${SORT_COLUMNS[order.sort]} ${direction}, ${tie} LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM projects p JOIN users u ON u.id = p.owner_id ${where}`),
  ]);
  return { rows: rows.map(typed), total: count?.n ?? 0 };
}

/** One batch of the export: the matching projects after `afterId`, by id (keyset). */
export async function adminProjectsAfter(db: Executor, filter: AdminProjectFilter, afterId: number | undefined, limit: number) {
  const where = whereOf(filter, afterId === undefined ? [] : [sql`p.id > ${afterId}`]);
  const rows = await queryRows<RawRow>(db, sql`${SELECT} ${where} ORDER BY p.id LIMIT ${limit}`);
  return rows.map(typed);
}
