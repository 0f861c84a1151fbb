import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const mailOutbox = pgTable('mail_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  to_address: text('to_address').notNull(),
  subject: text('subject').notNull(),
  text_body: text('text_body').notNull(),
  html_body: text('html_body'),
  transport: text('transport').notNull(),
  sent_at: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  send_after: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
  attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
  attempts: integer('attempts').notNull().default(0),
  dedupe_key: text('dedupe_key'),
  /** Headers besides the usual ones (List-Unsubscribe and List-Unsubscribe-Post on news mail). */
  headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
});

/** An attachment as the outbox keeps it until delivery (small files only: receipts). */
export interface StoredAttachment {
  filename: string;
  content_type: string;
  content_base64: string;
}

/** One accepted hit of a rate limit, counted until it expires (rate-limit.repository.ts). */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const domainEvents = pgTable('domain_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  pending: text('pending').array().notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  available_at: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  last_error: text('last_error'),
  dispatched_at: timestamp('dispatched_at', { withTimezone: true }),
});
