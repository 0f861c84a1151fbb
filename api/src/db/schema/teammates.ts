import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const id = (name: string) => bigint(name, { mode: 'number' });
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A partner's public team members (migration 0024), in `position` order. */
export const teammates = pgTable('teammates', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  partner_id: id('partner_id').notNull(),
  name: text('name').notNull(),
  title: text('title').notNull().default(''),
  bio: text('bio').notNull().default(''),
  photo_url: text('photo_url'),
  position: integer('position').notNull().default(0),
  created_at: tstz('created_at').notNull().defaultNow(),
  updated_at: tstz('updated_at').notNull().defaultNow(),
});
