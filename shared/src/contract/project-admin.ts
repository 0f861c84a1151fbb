/** The back-office's projects table (issue #11): every status, sorted, filtered and paged on the server, and its CSV. */
import { ADMIN_PROJECT_FLAGS, ADMIN_PROJECT_SORTS, PROJECT_STATUSES } from '../constants/index.js';
import { Cents, Id, ListOf, Nullable, PageFields, Query, StringEnum, Text, Timestamp, Type, type Static } from './common.js';

/** One row: the project's money, its status and ban, and every promotion flag the tools switch. */
export const AdminProject = Type.Object({
  id: Id,
  title: Type.String(),
  owner_id: Id,
  owner_name: Type.String(),
  status: StringEnum(PROJECT_STATUSES),
  amount_raised_cents: Cents,
  goal_amount_cents: Cents,
  gifts_count: Type.Integer({ minimum: 0 }),
  funded_at: Nullable(Timestamp),
  created_at: Timestamp,
  closed_at: Nullable(Timestamp),
  banned_at: Nullable(Timestamp),
  ban_reason: Nullable(Type.String()),
  is_staff_pick: Type.Boolean(),
  staff_picked_at: Nullable(Timestamp),
  is_force_staff_pick: Type.Boolean(),
  is_featured: Type.Boolean(),
  is_special: Type.Boolean(),
  has_final_visual_update: Type.Boolean(),
});
export type AdminProject = Static<typeof AdminProject>;

const adminProjectFilters = {
  /** Matches the title or the owner's name (case-insensitive). */
  q: Type.Optional(Text(200)),
  status: Type.Optional(StringEnum(PROJECT_STATUSES)),
  flag: Type.Optional(StringEnum(ADMIN_PROJECT_FLAGS)),
  owner_id: Type.Optional(Id),
};

/** GET /projects/admin (admins): newest first unless `sort` and `order` say otherwise. */
export const AdminProjectQuery = Query({
  ...PageFields(25),
  sort: Type.Optional(StringEnum(ADMIN_PROJECT_SORTS)),
  order: Type.Optional(StringEnum(['asc', 'desc'] as const)),
  ...adminProjectFilters,
});
export type AdminProjectQuery = Static<typeof AdminProjectQuery>;

export const AdminProjectList = ListOf(AdminProject);
export type AdminProjectList = Static<typeof AdminProjectList>;

/** GET /projects/admin/export (admins): the list's filters, every matching project as CSV, by id. */
export const AdminProjectExportQuery = Query(adminProjectFilters);
export type AdminProjectExportQuery = Static<typeof AdminProjectExportQuery>;
