import { bigint, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const id = (name: string) => bigint(name, { mode: 'number' });
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Partner reviews (migration 0022): one per author and partner. */
export const reviews = pgTable('reviews', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  partner_id: id('partner_id').notNull(),
  author_id: id('author_id').notNull(),
  rating: smallint('rating').notNull(),
  review: text('review').notNull(),
  answer: text('answer'),
  answered_at: tstz('answered_at'),
  created_at: tstz('created_at').notNull().defaultNow(),
  updated_at: tstz('updated_at').notNull().defaultNow(),
});

/** Accounts that want no review requests by email (migration 0022). */
export const reviewRequestOptouts = pgTable('review_request_optouts', {
  user_id: id('user_id').primaryKey(),
  created_at: tstz('created_at').notNull().defaultNow(),
});
