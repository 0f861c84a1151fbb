import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { projectFollows, projects } from '../../db/schema/index.js';

/** Adds the follow and counts it, in the caller's transaction; false when it already existed. */
export async function insertProjectFollow(db: Executor, userId: number, projectId: number): Promise<boolean> {
  const inserted = await db
    .insert(projectFollows)
    .values({ user_id: userId, project_id: projectId })
    .onConflictDoNothing()
    .returning({ user_id: projectFollows.user_id });
  if (inserted.length === 0) return false;
  await db
    .update(projects)
    .set({ followers_count: sql`${projects.followers_count} + 1` })
    .where(eq(projects.id, projectId));
  return true;
}

export async function deleteProjectFollow(db: Executor, userId: number, projectId: number): Promise<boolean> {
  const deleted = await db
    .delete(projectFollows)
    .where(and(eq(projectFollows.user_id, userId), eq(projectFollows.project_id, projectId)))
    .returning({ user_id: projectFollows.user_id });
  if (deleted.length === 0) return false;
  await db
    .update(projects)
    .set({ followers_count: sql`${projects.followers_count} - 1` })
    .where(eq(projects.id, projectId));
  return true;
}

export async function followersCount(db: Executor, projectId: number): Promise<number> {
  const [row] = await db.select({ n: projects.followers_count }).from(projects).where(eq(projects.id, projectId));
  return row?.n ?? 0;
}
