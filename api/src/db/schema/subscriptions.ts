import { bigint, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const id = (name: string) => bigint(name, { mode: 'number' });
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type SubscriptionStatus = 'starting' | 'declined' | 'active' | 'past_due' | 'stopped';

/** Monthly gifts (migration 0006). The meaning of each column is in the migration. */
export const subscriptions = pgTable('subscriptions', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  project_id: id('project_id').notNull(),
  donor_id: id('donor_id').notNull(),
  amount_cents: id('amount_cents').notNull(),
  tip_cents: id('tip_cents').notNull().default(0),
  provider: text('provider').notNull().$type<'sandbox' | 'stripe'>(),
  customer_id: text('customer_id'),
  payment_method_id: text('payment_method_id').notNull(),
  anonymous: boolean('anonymous').notNull().default(false),
  encouragement: text('encouragement'),
  status: text('status').notNull().default('starting').$type<SubscriptionStatus>(),
  error_code: text('error_code').notNull().default('none'),
  error_message: text('error_message'),
  failed_attempts: integer('failed_attempts').notNull().default(0),
  period: integer('period').notNull().default(1),
  attempt: integer('attempt').notNull().default(0),
  charge_amount_cents: id('charge_amount_cents'),
  charge_tip_cents: id('charge_tip_cents'),
  charge_payment_method_id: text('charge_payment_method_id'),
  billing_anchor: tstz('billing_anchor'),
  next_charge_at: tstz('next_charge_at'),
  last_charged_at: tstz('last_charged_at'),
  pending_payment_intent: text('pending_payment_intent'),
  locked_until: tstz('locked_until'),
  claim_token: text('claim_token'),
  /** The request that started it and paid its first month (payment_requests, migration 0011). */
  payment_request_id: id('payment_request_id'),
  created_at: tstz('created_at').notNull().defaultNow(),
  updated_at: tstz('updated_at').notNull().defaultNow(),
  stopped_at: tstz('stopped_at'),
});
