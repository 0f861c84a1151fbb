import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { preparedStatement, queryRowsPrepared, type Executor } from '../../db/client.js';
import { projects, projectTotals, users } from '../../db/schema/index.js';
import { PUBLIC_USER_COLUMNS, type PublicUserRow } from '../../db/public-user-columns.js';

export type UserRow = typeof users.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type NewProject = typeof projects.$inferInsert;
export type ProjectRecord = Omit<ProjectRow, 'search_vector'>;
export type ProjectWithOwner = { project: ProjectRecord; owner: PublicUserRow; sponsorship: { id: number; title: string } | null };

/** The live totals (project_totals) in place of the listings' snapshot columns of the same names. */
const liveTotals = { amount_raised_cents: projectTotals.amount_raised_cents, gifts_count: projectTotals.gifts_count };
const withTotals = eq(projectTotals.project_id, projects.id);

/** Every column but the generated search vector (large, and never sent); the select lists below read the totals live. */
const { search_vector: _searchVector, ...columns } = getTableColumns(projects);

// Read by every call on a project (a gift's first statement but one, #14): prepared, not built per call, and
// without the search vector, which nothing sends and which is the row's largest column after the description.
const projectSelectList = Object.values(columns)
  .map((column) => (column.name in liveTotals ? `t."${column.name}"` : `p."${column.name}"`))
  .join(', ');
const projectById = preparedStatement<ProjectRecord>(
  'projects_by_id',
  `SELECT ${projectSelectList} FROM projects p JOIN project_totals t ON t.project_id = p.id WHERE p.id = $1 LIMIT 1`,
);

/** The project, its raised total and gift count live (what a page shows at once after a gift). */
export async function findProject(db: Executor, id: number): Promise<ProjectRecord | undefined> {
  const [row] = await projectById(db, [id]);
  return row;
}

/** What posting or editing an update stamps on its project (the timeline module asks, through project-stamps.service.ts). */
export async function setUpdateStamps(db: Executor, projectId: number, set: Partial<NewProject>): Promise<void> {
  await db.update(projects).set(set).where(eq(projects.id, projectId));
}

export async function insertProject(db: Executor, values: NewProject): Promise<ProjectRow> {
  const [row] = await db.insert(projects).values(values).returning();
  return row!;
}

export async function updateProject(db: Executor, id: number, patch: Partial<NewProject>): Promise<ProjectRow | undefined> {
  const [row] = await db
    .update(projects)
    .set({ ...patch, updated_at: sql`now()` })
    .where(eq(projects.id, id))
    .returning();
  return row;
}

// The project page (every GET /projects/{id} that misses the read cache, #14): the project, its live totals, the
// owner's public columns and the sponsorship's title in one prepared statement, mapped by hand. The owner's and the
// sponsorship's columns come prefixed, so they cannot meet the project's names.
const userColumns = getTableColumns(users);
const OWNER = 'owner__';
const projectPageById = preparedStatement<Record<string, unknown>>(
  'project_page_by_id',
  `SELECT ${projectSelectList},
          ${PUBLIC_USER_COLUMNS.map((key) => `o."${userColumns[key].name}" AS "${OWNER}${key}"`).join(', ')},
          sp.id AS sponsorship__id, sp.title AS sponsorship__title
     FROM projects p
     JOIN project_totals t ON t.project_id = p.id
     JOIN users o ON o.id = p.owner_id
     LEFT JOIN projects sp ON sp.id = p.sponsorship_project_id
    WHERE p.id = $1 LIMIT 1`,
);

/** A project with its owner's public columns and its sponsorship, for the project page; undefined when there is none. */
export async function findProjectPage(db: Executor, id: number): Promise<ProjectWithOwner | undefined> {
  const [row] = await projectPageById(db, [id]);
  if (!row) return undefined;
  const project: Record<string, unknown> = {};
  const owner: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith(OWNER)) owner[key.slice(OWNER.length)] = value;
    else if (!key.startsWith('sponsorship__')) project[key] = value;
  }
  const sponsorshipId = row.sponsorship__id as number | null;
  return {
    project: project as ProjectRecord,
    owner: owner as PublicUserRow,
    sponsorship: sponsorshipId === null ? null : { id: sponsorshipId, title: row.sponsorship__title as string },
  };
}

/** What a project card reads (projects-views.ts `cardView`): the card's columns only, as the driver leaves them. */
export interface CardRow {
  id: number | string;
  owner_id: number | string;
  title: string;
  goal_amount_cents: number | string;
  amount_raised_cents: number | string;
  funded_at: Date | string | null;
  country_code: string | null;
  categories: ProjectRow['categories'];
  photo_url: string | null;
  video_url: string | null;
  custom_thumbnail_photo: string | null;
  status: ProjectRow['status'];
  is_staff_pick: boolean;
  is_force_staff_pick: boolean;
  is_featured: boolean;
  is_sponsored_project: boolean;
  project_sponsor_type: string | null;
  project_sponsor_name: string | null;
  sponsorship_id: number | string | null;
  sponsorship_title: string | null;
  owner_first_name: string;
  owner_last_name: string;
  owner_organization_name: string | null;
  owner_show_organization_name: boolean;
  owner_photo_url: string | null;
}

/**
 * The cards of a listing's page, in the order of `ids`: one plain statement reading only the columns a
 * card sends (five of the owner's), mapped by hand (cardView) rather than row by row through the ORM.
 */
export async function cardRows(db: Executor, ids: number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const p = projects;
  const rows = await queryRowsPrepared<CardRow>(
    db,
    sql`SELECT ${p.id} AS id, ${p.owner_id} AS owner_id, ${p.title} AS title,
          ${p.goal_amount_cents} AS goal_amount_cents, ${projectTotals.amount_raised_cents} AS amount_raised_cents,
          ${p.funded_at} AS funded_at, ${p.country_code} AS country_code,
          ${p.categories} AS categories, ${p.photo_url} AS photo_url, ${p.video_url} AS video_url,
          ${p.custom_thumbnail_photo} AS custom_thumbnail_photo, ${p.status} AS status, ${p.is_staff_pick} AS is_staff_pick,
          ${p.is_force_staff_pick} AS is_force_staff_pick,
          ${p.is_featured} AS is_featured, ${p.is_sponsored_project} AS is_sponsored_project,
          ${p.project_sponsor_type} AS project_sponsor_type, ${p.project_sponsor_name} AS project_sponsor_name,
          sp.id AS sponsorship_id, sp.title AS sponsorship_title,
          ${users.first_name} AS owner_first_name, ${users.last_name} AS owner_last_name,
          ${users.organization_name} AS owner_organization_name,
          ${users.show_organization_name} AS owner_show_organization_name, ${users.photo_url} AS owner_photo_url
        FROM ${p}
        JOIN ${projectTotals} ON ${withTotals}
        JOIN ${users} ON ${users.id} = ${p.owner_id}
        LEFT JOIN ${p} sp ON sp.id = ${p.sponsorship_project_id}
        WHERE ${p.id} = ANY(${`{${ids.join(',')}}`}::int8[])`,
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findOwner(db: Executor, ownerId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, ownerId)).limit(1);
  return row;
}

/** The project row, locked until the transaction ends (status changes read, then write). */
export async function lockProject(db: Executor, id: number): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).for('update');
  return row;
}

/** users.projects_count is the number of the owner's active projects; moved by exactly the change. */
export async function bumpProjectsCount(db: Executor, ownerId: number, delta: number): Promise<void> {
  if (delta === 0) return;
  await db
    .update(users)
    .set({ projects_count: sql`greatest(${users.projects_count} + ${delta}, 0)` })
    .where(eq(users.id, ownerId));
}

/** The denormalised owner columns of every project of one owner, when they differ. */
export async function setOwnerFields(
  db: Executor,
  ownerId: number,
  fields: { owner_name: string; owner_tax_exempt: boolean; owner_listed: boolean },
) {
  await db
    .update(projects)
    .set(fields)
    .where(
      and(
        eq(projects.owner_id, ownerId),
        sql`(${projects.owner_name}, ${projects.owner_tax_exempt}, ${projects.owner_listed})
            IS DISTINCT FROM (${fields.owner_name}, ${fields.owner_tax_exempt}, ${fields.owner_listed})`,
      ),
    );
}
