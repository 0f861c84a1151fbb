import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Migration 0040: the append-only audit log of admin and sales actions. */
export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  actor_id: bigint('actor_id', { mode: 'number' }).notNull(),
  actor_name: text('actor_name').notNull(),
  action: text('action').notNull(),
  target_type: text('target_type').notNull(),
  target_id: bigint('target_id', { mode: 'number' }),
  reason: text('reason'),
  before: jsonb('before').$type<Record<string, unknown> | null>(),
  after: jsonb('after').$type<Record<string, unknown> | null>(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
