import { and, eq, sql } from 'drizzle-orm';
import type { CollaboratorRole } from '@storyfund/shared/constants';
import type { Executor } from '../db/client.js';
import { communityPosts, giftCards, projects, teammates, timelineEvents, timelineLikes, userRoles, users } from '../db/schema/index.js';

/**
 * The demo seed's own SQL: the rows no service can make as the demo needs them (a fixed project id, the
 * demo's images and back-dated timelines, collaborator roles, which no API grants yet) and the lookups that
 * keep the seed idempotent. Everything else the seed does goes through the modules' services.
 */

/** A collaborator role, unless the user already has one on that account. */
export async function grantRoleOnce(db: Executor, values: { user_id: number; controlled_user_id: number; role: CollaboratorRole }) {
  const [found] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.user_id, values.user_id), eq(userRoles.controlled_user_id, values.controlled_user_id)));
  if (!found) await db.insert(userRoles).values(values);
}

/** A demo project: by its fixed id, else by owner and title. */
export async function findDemoProject(db: Executor, where: { id?: number; ownerId: number; title: string }): Promise<number | undefined> {
  const match =
    where.id !== undefined ? eq(projects.id, where.id) : and(eq(projects.owner_id, where.ownerId), eq(projects.title, where.title));
  const [row] = await db.select({ id: projects.id }).from(projects).where(match).limit(1);
  return row?.id;
}

/**
 * A project as the demo has it, counted on its owner's active projects (as creating one does). A fixed id
 * does not move the identity sequence, so the sequence is moved past it and later projects never collide.
 */
export async function insertDemoProject(db: Executor, values: typeof projects.$inferInsert): Promise<number> {
  const [row] = await db.insert(projects).values(values).returning({ id: projects.id });
  await db
    .update(users)
    .set({ projects_count: sql`${users.projects_count} + 1` })
    .where(eq(users.id, values.owner_id));
  if (values.id !== undefined) {
    await db.execute(sql`SELECT setval(pg_get_serial_sequence('projects', 'id'), greatest((SELECT max(id) FROM projects), 1))`);
  }
  return row!.id;
}

/** A back-dated timeline event (its counters given with it). */
export async function insertDemoEvent(db: Executor, values: typeof timelineEvents.$inferInsert): Promise<number> {
  const [row] = await db.insert(timelineEvents).values(values).returning({ id: timelineEvents.id });
  return row!.id;
}

export async function insertDemoLike(db: Executor, values: typeof timelineLikes.$inferInsert): Promise<void> {
  await db.insert(timelineLikes).values(values);
}

/** The demo's promotional card, made by the demo admin with the demo's message: its code, if it exists. */
export async function findDemoCardCode(db: Executor, adminId: number, message: string): Promise<string | undefined> {
  const [row] = await db
    .select({ code: giftCards.code })
    .from(giftCards)
    .where(and(eq(giftCards.created_by_id, adminId), eq(giftCards.message, message)))
    .limit(1);
  return row?.code;
}

/** The demo account signed up at `date` (the demo's history predates the seed), unless it did earlier. */
export async function backdateSignUp(db: Executor, userId: number, date: Date): Promise<void> {
  await db.execute(
    sql`UPDATE users SET created_at = ${date.toISOString()}::timestamptz WHERE id = ${userId} AND created_at > ${date.toISOString()}::timestamptz`,
  );
}

/** A demo team member's portrait: one of the demo's own images (the service takes uploads only). */
export async function setDemoTeammatePhoto(db: Executor, teammateId: number, photoUrl: string): Promise<void> {
  await db.update(teammates).set({ photo_url: photoUrl }).where(eq(teammates.id, teammateId));
}

/** A demo community post's photos: the demo's own images (the community service takes uploads only). */
export async function setDemoPostPhotos(db: Executor, postId: number, photoUrls: string[]): Promise<void> {
  await db.update(communityPosts).set({ photo_urls: photoUrls }).where(eq(communityPosts.id, postId));
}

/** The demo network's branding: its logo is one of the demo's own images (the branding service takes uploads only). */
export async function setDemoBranding(db: Executor, userId: number, logoUrl: string, color: string): Promise<void> {
  await db.update(users).set({ brand_logo_url: logoUrl, brand_color: color }).where(eq(users.id, userId));
}
