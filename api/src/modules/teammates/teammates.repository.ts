import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { teammates } from '../../db/schema/index.js';

/** A partner's public team members (migration 0024), read in `position` order on teammates_partner_idx. */

export type TeammateRow = typeof teammates.$inferSelect;
export type TeammateFields = { name: string; title: string; bio: string; photo_url: string | null };

export async function listTeammates(db: Executor, partnerId: number): Promise<TeammateRow[]> {
  return db.select().from(teammates).where(eq(teammates.partner_id, partnerId)).orderBy(asc(teammates.position), asc(teammates.id));
}

export async function findTeammate(db: Executor, partnerId: number, id: number): Promise<TeammateRow | undefined> {
  const [row] = await db
    .select()
    .from(teammates)
    .where(and(eq(teammates.id, id), eq(teammates.partner_id, partnerId)));
  return row;
}

/**
 * Serialises changes to one partner's team until the transaction ends (the partner's account row, locked),
 * so two additions cannot both pass the size cap or take the same place.
 */
export async function lockTeam(tx: Executor, partnerId: number): Promise<void> {
  await queryRows(tx, sql`SELECT id FROM users WHERE id = ${partnerId} FOR UPDATE`);
}

/** How many members the team has, and the place after the last one. */
export async function teamSize(db: Executor, partnerId: number): Promise<{ count: number; next: number }> {
  const [row] = await queryRows<{ count: number; next: number }>(
    db,
    sql`SELECT count(*)::int AS count, coalesce(max(position) + 1, 0)::int AS next FROM teammates WHERE partner_id = ${partnerId}`,
  );
  return { count: row?.count ?? 0, next: row?.next ?? 0 };
}

export async function insertTeammate(
  db: Executor,
  partnerId: number,
  fields: TeammateFields,
  position: number,
  at: Date,
): Promise<TeammateRow> {
  const [row] = await db
    .insert(teammates)
    .values({ partner_id: partnerId, ...fields, position, created_at: at, updated_at: at })
    .returning();
  return row!;
}

export async function updateTeammate(db: Executor, id: number, patch: Partial<TeammateFields>, at: Date): Promise<TeammateRow> {
  const [row] = await db
    .update(teammates)
    .set({ ...patch, updated_at: at })
    .where(eq(teammates.id, id))
    .returning();
  return row!;
}

export async function deleteTeammate(db: Executor, id: number): Promise<void> {
  await db.delete(teammates).where(eq(teammates.id, id));
}

/** Puts each id at its index in `ids` (every id is one of the partner's members). */
export async function setPositions(db: Executor, partnerId: number, ids: readonly number[], at: Date): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db
      .update(teammates)
      .set({ position, updated_at: at })
      .where(and(eq(teammates.id, id), eq(teammates.partner_id, partnerId)));
  }
}
