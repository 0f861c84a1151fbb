import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { timelineEvents, timelineMentions, users } from '../../db/schema/index.js';

export type EventRow = typeof timelineEvents.$inferSelect;
export type NewEvent = typeof timelineEvents.$inferInsert;
export type MentionRow = typeof timelineMentions.$inferSelect;

/** The author card shown with an event. */
const authorColumns = {
  id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  photo_url: users.photo_url,
  organization_name: users.organization_name,
  show_organization_name: users.show_organization_name,
  is_partner: users.is_partner,
};

export type AuthorCard = { [K in keyof typeof authorColumns]: (typeof users.$inferSelect)[K] };
export type EventWithAuthor = { event: EventRow; author: AuthorCard | null };

const withAuthor = (db: Executor) =>
  db.select({ event: timelineEvents, author: authorColumns }).from(timelineEvents).leftJoin(users, eq(users.id, timelineEvents.user_id));

const visible = isNull(timelineEvents.deleted_at);

/** A project's top-level events, newest first (index timeline_events_project_idx). */
export async function listTopLevel(db: Executor, projectId: number, page: { limit: number; offset: number }) {
  const where = and(eq(timelineEvents.project_id, projectId), isNull(timelineEvents.parent_id), visible);
  const [rows, [count]] = await Promise.all([
    withAuthor(db).where(where).orderBy(desc(timelineEvents.created_at), desc(timelineEvents.id)).limit(page.limit).offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(timelineEvents)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Replies to an event, oldest first (index timeline_events_parent_idx). */
export async function listChildren(db: Executor, parentId: number, page: { limit: number; offset: number }) {
  return withAuthor(db)
    .where(and(eq(timelineEvents.parent_id, parentId), visible))
    .orderBy(asc(timelineEvents.created_at), asc(timelineEvents.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** An event that is not deleted. */
export async function findEvent(db: Executor, id: number): Promise<EventWithAuthor | undefined> {
  const [row] = await withAuthor(db)
    .where(and(eq(timelineEvents.id, id), visible))
    .limit(1);
  return row;
}

export async function insertEvent(db: Executor, values: NewEvent): Promise<EventRow> {
  const [row] = await db.insert(timelineEvents).values(values).returning();
  return row!;
}

/** A gift's encouragement, unless that gift already has one (undefined then). */
export async function insertGiftEncouragement(db: Executor, values: NewEvent): Promise<EventRow | undefined> {
  const [row] = await db.insert(timelineEvents).values(values).onConflictDoNothing().returning();
  return row;
}

/** Claim-merge: the encouragements a guest wrote with its gifts become the claiming account's. */
export async function moveGiftEncouragements(db: Executor, fromUserId: number, toUserId: number): Promise<void> {
  await db
    .update(timelineEvents)
    .set({ user_id: toUserId })
    .where(and(eq(timelineEvents.user_id, fromUserId), isNotNull(timelineEvents.gift_id)));
}

export async function updateEvent(db: Executor, id: number, patch: Partial<NewEvent>): Promise<EventRow | undefined> {
  const [row] = await db
    .update(timelineEvents)
    .set({ ...patch, updated_at: sql`now()` })
    .where(and(eq(timelineEvents.id, id), visible))
    .returning();
  return row;
}

/** Marks the event deleted; undefined when it already was (so counters move once). */
export async function softDelete(db: Executor, id: number, at: Date): Promise<EventRow | undefined> {
  const [row] = await db
    .update(timelineEvents)
    .set({ deleted_at: at })
    .where(and(eq(timelineEvents.id, id), visible))
    .returning();
  return row;
}

/** Moves a parent's reply count under its row lock; false when the parent is gone (or on another project). */
export async function bumpChilds(db: Executor, parentId: number, projectId: number, delta: 1 | -1): Promise<boolean> {
  const rows = await db
    .update(timelineEvents)
    .set({ childs_count: sql`${timelineEvents.childs_count} + ${delta}` })
    .where(and(eq(timelineEvents.id, parentId), eq(timelineEvents.project_id, projectId), ...(delta > 0 ? [visible] : [])))
    .returning({ id: timelineEvents.id });
  return rows.length > 0;
}

export async function mentionsOf(db: Executor, eventIds: number[]): Promise<Map<number, MentionRow[]>> {
  const byEvent = new Map<number, MentionRow[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .select()
    .from(timelineMentions)
    .where(inArray(timelineMentions.event_id, eventIds))
    .orderBy(asc(timelineMentions.event_id), asc(timelineMentions.position));
  for (const row of rows) byEvent.set(row.event_id, [...(byEvent.get(row.event_id) ?? []), row]);
  return byEvent;
}

export async function replaceMentions(
  db: Executor,
  eventId: number,
  mentions: { user_id: number | null; name: string; is_dedicatee: boolean }[],
): Promise<void> {
  await db.delete(timelineMentions).where(eq(timelineMentions.event_id, eventId));
  if (mentions.length === 0) return;
  await db.insert(timelineMentions).values(mentions.map((m, position) => ({ event_id: eventId, ...m, position })));
}

/** Of `ids`, the active accounts, for resolving mentions. */
export async function mentionableUsers(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select(authorColumns)
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.banned_at), isNull(users.merged_into_id), eq(users.is_anonymous, false)));
}
