import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const id = (name: string) => bigint(name, { mode: 'number' });
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Tables of migrations 0008 (payments: webhook events, saved cards) and 0011 (payment requests). */

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

export type PaymentRequestState = 'started' | 'requires_action' | 'succeeded' | 'declined';

/** Every request that pays, with its Idempotency-Key, lease and stored answer (migration 0011). */
export const paymentRequests = pgTable('payment_requests', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  purpose: text('purpose').notNull(),
  scope: text('scope').notNull(),
  key: text('key').notNull(),
  request_hash: text('request_hash').notNull(),
  request: jsonb('request').$type<Record<string, unknown>>().notNull(),
  owner_id: id('owner_id'),
  state: text('state').notNull().default('started').$type<PaymentRequestState>(),
  locked_until: tstz('locked_until').notNull().defaultNow(),
  processor_key: text('processor_key'),
  payment_intent_id: id('payment_intent_id'),
  response_status: integer('response_status'),
  response_body: jsonb('response_body').$type<Record<string, unknown>>(),
  created_at: tstz('created_at').notNull().defaultNow(),
  updated_at: tstz('updated_at').notNull().defaultNow(),
});
