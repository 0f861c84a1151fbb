import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import {
  communityCommentLikes,
  communityComments,
  communityPins,
  communityPostLikes,
  communityPosts,
  users,
} from '../../db/schema/index.js';

/**
 * Community posts, comments, likes and pins. Every counter moves in the transaction of the row that justifies
 * it, under the row lock of an UPDATE, so it stays exact under concurrency.
 */
const author = {
  author_first_name: users.first_name,
  author_last_name: users.last_name,
  author_organization_name: users.organization_name,
  author_show_organization_name: users.show_organization_name,
  author_photo_url: users.photo_url,
};

const postColumns = {
  id: communityPosts.id,
  profile_id: communityPosts.profile_id,
  author_id: communityPosts.author_id,
  message: communityPosts.message,
  photo_urls: communityPosts.photo_urls,
  video_urls: communityPosts.video_urls,
  comments_count: communityPosts.comments_count,
  likes_count: communityPosts.likes_count,
  created_at: communityPosts.created_at,
  updated_at: communityPosts.updated_at,
  ...author,
};

export async function insertPost(
  db: Executor,
  values: { profile_id: number; author_id: number | null; message: string; photo_urls: string[]; video_urls: string[] },
): Promise<number> {
  const [row] = await db.insert(communityPosts).values(values).returning({ id: communityPosts.id });
  return row!.id;
}

/** Visible posts by id (deleted ones are gone). */
export async function findPosts(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select(postColumns)
    .from(communityPosts)
    .leftJoin(users, eq(users.id, communityPosts.author_id))
    .where(and(inArray(communityPosts.id, ids), isNull(communityPosts.deleted_at)));
}

export type PostRow = Awaited<ReturnType<typeof findPosts>>[number];

export async function updatePost(db: Executor, id: number, patch: { message?: string; photo_urls?: string[]; video_urls?: string[] }) {
  await db
    .update(communityPosts)
    .set({ ...patch, updated_at: sql`now()` })
    .where(eq(communityPosts.id, id));
}

export async function softDeletePost(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(communityPosts).set({ deleted_at: at }).where(eq(communityPosts.id, id));
  await db.delete(communityPins).where(eq(communityPins.post_id, id));
}

export async function insertComment(db: Executor, values: { post_id: number; user_id: number; message: string }): Promise<number> {
  const [row] = await db.insert(communityComments).values(values).returning({ id: communityComments.id });
  await db
    .update(communityPosts)
    .set({ comments_count: sql`${communityPosts.comments_count} + 1` })
    .where(eq(communityPosts.id, values.post_id));
  return row!.id;
}

const commentColumns = {
  id: communityComments.id,
  post_id: communityComments.post_id,
  user_id: communityComments.user_id,
  message: communityComments.message,
  likes_count: communityComments.likes_count,
  created_at: communityComments.created_at,
  ...author,
};

/** A post's comments, oldest first. */
export async function listComments(db: Executor, postId: number, page: { limit: number; offset: number }) {
  return db
    .select(commentColumns)
    .from(communityComments)
    .leftJoin(users, eq(users.id, communityComments.user_id))
    .where(eq(communityComments.post_id, postId))
    .orderBy(asc(communityComments.created_at), asc(communityComments.id))
    .limit(page.limit)
    .offset(page.offset);
}

export type CommentRow = Awaited<ReturnType<typeof listComments>>[number];

export async function findComment(db: Executor, id: number) {
  const [row] = await db
    .select(commentColumns)
    .from(communityComments)
    .leftJoin(users, eq(users.id, communityComments.user_id))
    .where(eq(communityComments.id, id));
  return row;
}

/** What can be liked: its like table (keyed by the target and the liker) and the counted row. */
const LIKE_TARGETS = {
  post: { likes: communityPostLikes, key: 'post_id', counted: communityPosts },
  comment: { likes: communityCommentLikes, key: 'comment_id', counted: communityComments },
} as const;
export type LikeTarget = keyof typeof LIKE_TARGETS;

/** Likes a post or a comment once (or unlikes it); answers the count after and whether this call changed the like. */
export async function setLike(
  db: Executor,
  target: LikeTarget,
  targetId: number,
  userId: number,
  liked: boolean,
): Promise<{ count: number; changed: boolean }> {
  const { likes, key, counted } = LIKE_TARGETS[target];
  const keyColumn = sql.identifier(key);
  const changed =
    (
      await queryRows<{ one: number }>(
        db,
        liked
          ? sql`INSERT INTO ${likes} (${keyColumn}, user_id) VALUES (${targetId}, ${userId}) ON CONFLICT DO NOTHING RETURNING 1 AS one`
          : sql`DELETE FROM ${likes} WHERE ${keyColumn} = ${targetId} AND user_id = ${userId} RETURNING 1 AS one`,
      )
    ).length > 0;
  const [row] = changed
    ? await db
        .update(counted)
        .set({ likes_count: sql`${counted.likes_count} + ${liked ? 1 : -1}` })
        .where(eq(counted.id, targetId))
        .returning({ count: counted.likes_count })
    : await db.select({ count: counted.likes_count }).from(counted).where(eq(counted.id, targetId));
  return { count: row?.count ?? 0, changed };
}

export async function likedPosts(db: Executor, userId: number, postIds: number[]): Promise<Set<number>> {
  if (postIds.length === 0) return new Set();
  const rows = await db
    .select({ id: communityPostLikes.post_id })
    .from(communityPostLikes)
    .where(and(eq(communityPostLikes.user_id, userId), inArray(communityPostLikes.post_id, postIds)));
  return new Set(rows.map((r) => r.id));
}

export async function likedComments(db: Executor, userId: number, commentIds: number[]): Promise<Set<number>> {
  if (commentIds.length === 0) return new Set();
  const rows = await db
    .select({ id: communityCommentLikes.comment_id })
    .from(communityCommentLikes)
    .where(and(eq(communityCommentLikes.user_id, userId), inArray(communityCommentLikes.comment_id, commentIds)));
  return new Set(rows.map((r) => r.id));
}

/** One pinned post per profile: pinning another replaces it. */
export async function pin(db: Executor, profileId: number, postId: number, at: Date): Promise<void> {
  await db
    .insert(communityPins)
    .values({ profile_id: profileId, post_id: postId, pinned_at: at })
    .onConflictDoUpdate({ target: communityPins.profile_id, set: { post_id: postId, pinned_at: at } });
}

export async function pinnedPostId(db: Executor, profileId: number): Promise<number | null> {
  const [row] = await db.select({ post_id: communityPins.post_id }).from(communityPins).where(eq(communityPins.profile_id, profileId));
  return row?.post_id ?? null;
}
