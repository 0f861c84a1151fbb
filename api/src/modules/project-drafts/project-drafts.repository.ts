import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { projectDrafts } from '../../db/schema/index.js';

export type DraftRow = typeof projectDrafts.$inferSelect;

export async function insertDraft(db: Executor, values: typeof projectDrafts.$inferInsert): Promise<DraftRow> {
  const [row] = await db.insert(projectDrafts).values(values).returning();
  return row!;
}

export async function findDraft(db: Executor, id: number): Promise<DraftRow | undefined> {
  const [row] = await db.select().from(projectDrafts).where(eq(projectDrafts.id, id)).limit(1);
  return row;
}

export async function updateDraft(db: Executor, id: number, data: Record<string, unknown>): Promise<DraftRow | undefined> {
  const [row] = await db
    .update(projectDrafts)
    .set({ data, updated_at: sql`now()` })
    .where(eq(projectDrafts.id, id))
    .returning();
  return row;
}

export async function deleteDraft(db: Executor, id: number): Promise<void> {
  await db.delete(projectDrafts).where(eq(projectDrafts.id, id));
}

/** An author's drafts, most recently saved first (index project_drafts_author_idx). */
export async function listDrafts(db: Executor, authorId: number, page: { limit: number; offset: number }) {
  const where = eq(projectDrafts.author_id, authorId);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(projectDrafts)
      .where(where)
      .orderBy(desc(projectDrafts.updated_at), desc(projectDrafts.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(projectDrafts)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}
