import { and, asc, desc, eq, gt, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { UserSort } from '@storyfund/shared/constants';
import { queryRows, type Executor } from '../../db/client.js';
import { userFollows, userRoles, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function insertUser(db: Executor, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The row, locked until the transaction ends (moderation reads before and writes after). */
export async function lockUser(tx: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserByProviderId(
  db: Executor,
  provider: 'google' | 'facebook',
  providerId: string,
): Promise<UserRow | undefined> {
  const column = provider === 'google' ? users.google_sub : users.fb_id;
  const [row] = await db.select().from(users).where(eq(column, providerId)).limit(1);
  return row;
}

export async function updateUser(db: Executor, id: number, patch: Partial<NewUser>): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updated_at: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function recordLogin(db: Executor, id: number, at: Date, countryCode: string | undefined): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      login_count: sql`${users.login_count} + 1`,
      last_logged_at: at,
      ...(countryCode ? { country_code: countryCode } : {}),
    })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export interface UserFilter {
  q?: string | undefined;
  email?: string | undefined;
}

/** The sortable columns (USER_SORTS), each with the id as the tie-break. */
const USER_SORT_COLUMNS: Record<UserSort, SQL | AnyColumn> = {
  created_at: users.created_at,
  last_logged_at: users.last_logged_at,
  amount_given_cents: users.amount_given_cents,
  email: sql`lower(${users.email})`,
};

function userWhere(opts: UserFilter): SQL | undefined {
  const conditions: SQL[] = [eq(users.is_anonymous, false), sql`${users.merged_into_id} IS NULL`];
  if (opts.email) conditions.push(eq(users.email, opts.email));
  if (opts.q) {
    const pattern = `%${opts.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(sql`${users.first_name} || ' ' || ${users.last_name}`, pattern),
        ilike(users.organization_name, pattern),
      )!,
    );
  }
  return and(...conditions);
}

export async function listUsers(
  db: Executor,
  opts: UserFilter & { sort?: UserSort | undefined; order?: 'asc' | 'desc' | undefined; limit: number; offset: number },
) {
  const where = userWhere(opts);
  const column = USER_SORT_COLUMNS[opts.sort ?? 'created_at'];
  const ordered = opts.order === 'asc' ? [sql`${column} ASC NULLS LAST`, asc(users.id)] : [sql`${column} DESC NULLS LAST`, desc(users.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...ordered)
      .limit(opts.limit)
      .offset(opts.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** One batch of the users export: the matching accounts after `afterId`, by id (keyset). */
export async function usersAfter(db: Executor, filter: UserFilter, afterId: number | undefined, limit: number) {
  const where = and(userWhere(filter), afterId === undefined ? undefined : gt(users.id, afterId));
  return db.select().from(users).where(where).orderBy(asc(users.id)).limit(limit);
}

export async function listRoles(db: Executor, userId: number) {
  return db
    .select({ controlled_user_id: userRoles.controlled_user_id, role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.user_id, userId))
    .orderBy(asc(userRoles.id));
}

/** The accounts the override table (spec §6) lets the user act for. */
export async function listOverrideAccountIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await queryRows<{ account_id: number | string }>(
    db,
    sql`SELECT account_id FROM access_overrides WHERE user_id = ${userId} ORDER BY account_id`,
  );
  return rows.map((row) => Number(row.account_id));
}

/** Inserts the follow and bumps both counters in the caller's transaction; false when it already existed. */
export async function insertFollow(db: Executor, followerId: number, followedId: number): Promise<boolean> {
  const inserted = await db
    .insert(userFollows)
    .values({ follower_id: followerId, followed_id: followedId })
    .onConflictDoNothing()
    .returning({ follower_id: userFollows.follower_id });
  if (inserted.length === 0) return false;
  await bumpFollowCounts(db, followerId, followedId, 1);
  return true;
}

export async function deleteFollow(db: Executor, followerId: number, followedId: number): Promise<boolean> {
  const deleted = await db
    .delete(userFollows)
    .where(and(eq(userFollows.follower_id, followerId), eq(userFollows.followed_id, followedId)))
    .returning({ follower_id: userFollows.follower_id });
  if (deleted.length === 0) return false;
  await bumpFollowCounts(db, followerId, followedId, -1);
  return true;
}

/**
 * Moves both counters by `delta`, updating (so locking) the two user rows in id order: two accounts
 * following each other at the same moment would otherwise lock them in opposite orders and deadlock.
 */
async function bumpFollowCounts(db: Executor, followerId: number, followedId: number, delta: 1 | -1): Promise<void> {
  const followed = () =>
    db
      .update(users)
      .set({ followers_count: sql`${users.followers_count} + ${delta}` })
      .where(eq(users.id, followedId));
  const follower = () =>
    db
      .update(users)
      .set({ following_count: sql`${users.following_count} + ${delta}` })
      .where(eq(users.id, followerId));
  if (followedId < followerId) {
    await followed();
    await follower();
  } else {
    await follower();
    await followed();
  }
}

/** Followers (direction 'followers') or followed accounts ('following') of a user, newest first. */
export async function listFollowPage(
  db: Executor,
  userId: number,
  direction: 'followers' | 'following',
  opts: { limit: number; offset: number },
) {
  const [mine, theirs] =
    direction === 'followers' ? [userFollows.followed_id, userFollows.follower_id] : [userFollows.follower_id, userFollows.followed_id];
  const where = and(eq(mine, userId), sql`${users.banned_at} IS NULL`);
  const [rows, [count]] = await Promise.all([
    db
      .select({ user: users, followed_at: userFollows.created_at })
      .from(userFollows)
      .innerJoin(users, eq(users.id, theirs))
      .where(where)
      .orderBy(desc(userFollows.created_at), desc(users.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(userFollows)
      .innerJoin(users, eq(users.id, theirs))
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Every account `followerId` follows, banned or not, unpaged (moving a guest's follows when it is merged). */
export async function followedIds(db: Executor, followerId: number): Promise<number[]> {
  const rows = await db.select({ id: userFollows.followed_id }).from(userFollows).where(eq(userFollows.follower_id, followerId));
  return rows.map((r) => r.id);
}

/** Of `ids`, those the viewer follows. */
export async function followedAmong(db: Executor, viewerId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: userFollows.followed_id })
    .from(userFollows)
    .where(and(eq(userFollows.follower_id, viewerId), inArray(userFollows.followed_id, ids)));
  return new Set(rows.map((r) => r.id));
}
