import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const id = (name: string) => bigint(name, { mode: 'number' });
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Community posts on a partner's profile (migration 0021). */
export const communityPosts = pgTable('community_posts', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  profile_id: id('profile_id').notNull(),
  author_id: id('author_id'),
  message: text('message').notNull().default(''),
  photo_urls: text('photo_urls').array().notNull().default([]),
  video_urls: text('video_urls').array().notNull().default([]),
  comments_count: integer('comments_count').notNull().default(0),
  likes_count: integer('likes_count').notNull().default(0),
  created_at: tstz('created_at').notNull().defaultNow(),
  updated_at: tstz('updated_at').notNull().defaultNow(),
  deleted_at: tstz('deleted_at'),
});

export const communityComments = pgTable('community_comments', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  post_id: id('post_id').notNull(),
  user_id: id('user_id'),
  message: text('message').notNull(),
  likes_count: integer('likes_count').notNull().default(0),
  created_at: tstz('created_at').notNull().defaultNow(),
});

export const communityPostLikes = pgTable(
  'community_post_likes',
  { post_id: id('post_id').notNull(), user_id: id('user_id').notNull(), created_at: tstz('created_at').notNull().defaultNow() },
  (t) => [primaryKey({ columns: [t.post_id, t.user_id] })],
);

export const communityCommentLikes = pgTable(
  'community_comment_likes',
  { comment_id: id('comment_id').notNull(), user_id: id('user_id').notNull(), created_at: tstz('created_at').notNull().defaultNow() },
  (t) => [primaryKey({ columns: [t.comment_id, t.user_id] })],
);

export const communityPins = pgTable('community_pins', {
  profile_id: id('profile_id').primaryKey(),
  post_id: id('post_id').notNull(),
  pinned_at: tstz('pinned_at').notNull().defaultNow(),
});
