import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { projects, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type NewProject = typeof projects.$inferInsert;
export type ProjectRecord = Omit<ProjectRow, 'search_vector'>;
export type ProjectWithOwner = { project: ProjectRecord; owner: UserRow; sponsorship: { id: number; title: string } | null };

const sponsorshipProjects = alias(projects, 'sponsorship_projects');

/** Every column but the generated search vector (large, and never sent). */
const { search_vector: _searchVector, ...columns } = getTableColumns(projects);
const projectColumns = columns;

export async function findProject(db: Executor, id: number): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
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
    .innerJoin(users, eq(users.id, projects.owner_id))
    .leftJoin(sponsorshipProjects, eq(sponsorshipProjects.id, projects.sponsorship_project_id))
    // One array parameter, not a hundred: the statement plans faster and stays the same text.
    .where(sql`${projects.id} = ANY(${`{${ids.join(',')}}`}::int8[])`);
  const byId = new Map(rows.map((r) => [r.project.id, r as ProjectWithOwner]));
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
export async function setOwnerFields(db: Executor, ownerId: number, fields: { owner_name: string; owner_tax_exempt: boolean }) {
  await db
    .update(projects)
    .set(fields)
    .where(
      and(
        eq(projects.owner_id, ownerId),
        sql`(${projects.owner_name}, ${projects.owner_tax_exempt}) IS DISTINCT FROM (${fields.owner_name}, ${fields.owner_tax_exempt})`,
      ),
    );
}
