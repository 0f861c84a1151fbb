import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const id = (name: string) => bigint(name, { mode: 'number' });
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Tables of migration 0008 (payments: webhook events, saved cards). */

export const webhookEvents = pgTable('webhook_events', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  provider: text('provider').notNull().$type<'sandbox' | 'stripe'>(),
  event_id: text('event_id').notNull(),
  type: text('type').notNull(),
  object_id: text('object_id'),
  event_created_at: tstz('event_created_at').notNull(),
  state: text('state').notNull().default('received').$type<'received' | 'processed' | 'failed'>(),
  outcome: text('outcome'),
  attempts: integer('attempts').notNull().default(1),
  locked_until: tstz('locked_until').notNull().defaultNow(),
  last_error: text('last_error'),
  received_at: tstz('received_at').notNull().defaultNow(),
  processed_at: tstz('processed_at'),
});

export const paymentMethods = pgTable('payment_methods', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  provider: text('provider').notNull().$type<'sandbox' | 'stripe'>(),
  provider_payment_method_id: text('provider_payment_method_id').notNull(),
  customer_id: text('customer_id').notNull(),
  user_id: id('user_id').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  exp_month: integer('exp_month').notNull(),
  exp_year: integer('exp_year').notNull(),
  test_card: text('test_card'),
  created_at: tstz('created_at').notNull().defaultNow(),
});
