import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedStatement, queryRowsPrepared, type Executor } from '../../db/client.js';
import { projects, projectTotals, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type NewProject = typeof projects.$inferInsert;
export type ProjectRecord = Omit<ProjectRow, 'search_vector'>;
export type ProjectWithOwner = { project: ProjectRecord; owner: UserRow; sponsorship: { id: number; title: string } | null };

const sponsorshipProjects = alias(projects, 'sponsorship_projects');

/** The live totals (project_totals) in place of the listings' snapshot columns of the same names. */
const liveTotals = { amount_raised_cents: projectTotals.amount_raised_cents, gifts_count: projectTotals.gifts_count };
const withTotals = eq(projectTotals.project_id, projects.id);

/** Every column but the generated search vector (large, and never sent), the totals live. */
const { search_vector: _searchVector, ...columns } = getTableColumns(projects);
const projectColumns = { ...columns, ...liveTotals };

// Read by every call on a project (a gift's first statement but one, #14): prepared, not built per call, and
// without the search vector, which nothing sends and which is the row's largest column after the description.
const projectById = preparedStatement<ProjectRecord>(
  'projects_by_id',
  `SELECT ${Object.values(columns)
    .map((column) => (column.name in liveTotals ? `t."${column.name}"` : `p."${column.name}"`))
    .join(', ')}
     FROM projects p JOIN project_totals t ON t.project_id = p.id WHERE p.id = $1 LIMIT 1`,
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

/** Projects with their owners, in the order of `ids` (a listing's page). */
export async function hydrate(db: Executor, ids: number[]): Promise<ProjectWithOwner[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ project: projectColumns, owner: users, sponsorship: { id: sponsorshipProjects.id, title: sponsorshipProjects.title } })
    .from(projects)
    .innerJoin(projectTotals, withTotals)
    .innerJoin(users, eq(users.id, projects.owner_id))
    .leftJoin(sponsorshipProjects, eq(sponsorshipProjects.id, projects.sponsorship_project_id))
    // One array parameter, not a hundred: the statement plans faster and stays the same text.
    .where(sql`${projects.id} = ANY(${`{${ids.join(',')}}`}::int8[])`);
  const byId = new Map(rows.map((r) => [r.project.id, r as ProjectWithOwner]));
  return ids.flatMap((id) => byId.get(id) ?? []);
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
