import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { timelineEvents, timelineLikes } from '../../db/schema/index.js';

/**
 * Likes and the project's update stamps. Every counter moves in the same transaction as the row that justifies
 * it, under the row lock of an UPDATE, so it stays exact under concurrency.
 */

/** Likes once; the count moves only when the like is new. Answers the event's count afterwards. */
/** Likes the event (once); answers the count after, and whether this call added the like. */
export async function like(db: Executor, eventId: number, userId: number): Promise<{ count: number; added: boolean }> {
  const inserted = await db
    .insert(timelineLikes)
    .values({ event_id: eventId, user_id: userId })
    .onConflictDoNothing()
    .returning({ event_id: timelineLikes.event_id });
  const added = inserted.length > 0;
  return { count: added ? await bumpLikes(db, eventId, 1) : await likesCount(db, eventId), added };
}

export async function unlike(db: Executor, eventId: number, userId: number): Promise<number> {
  const deleted = await db
    .delete(timelineLikes)
    .where(and(eq(timelineLikes.event_id, eventId), eq(timelineLikes.user_id, userId)))
    .returning({ event_id: timelineLikes.event_id });
  return deleted.length > 0 ? bumpLikes(db, eventId, -1) : likesCount(db, eventId);
}

async function bumpLikes(db: Executor, eventId: number, delta: 1 | -1): Promise<number> {
  const [row] = await db
    .update(timelineEvents)
    .set({ likes_count: sql`${timelineEvents.likes_count} + ${delta}` })
    .where(eq(timelineEvents.id, eventId))
    .returning({ likes_count: timelineEvents.likes_count });
  return row?.likes_count ?? 0;
}

async function likesCount(db: Executor, eventId: number): Promise<number> {
  const [row] = await db.select({ likes_count: timelineEvents.likes_count }).from(timelineEvents).where(eq(timelineEvents.id, eventId));
  return row?.likes_count ?? 0;
}

/** Of `eventIds`, those the user likes. */
export async function likedAmong(db: Executor, userId: number, eventIds: number[]): Promise<Set<number>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .select({ event_id: timelineLikes.event_id })
    .from(timelineLikes)
    .where(and(eq(timelineLikes.user_id, userId), inArray(timelineLikes.event_id, eventIds)));
  return new Set(rows.map((r) => r.event_id));
}
