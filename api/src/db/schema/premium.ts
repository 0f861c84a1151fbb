import { bigint, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const id = (name: string) => bigint(name, { mode: 'number' });
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type PremiumStatus = 'starting' | 'declined' | 'trialing' | 'active' | 'past_due' | 'canceled';

/** Premium plans (migration 0060). The meaning of each column is in the migration. */
export const premiumSubscriptions = pgTable('premium_subscriptions', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  user_id: id('user_id').notNull(),
  plan: text('plan').notNull().$type<'monthly' | 'annual'>(),
  price_cents: id('price_cents').notNull(),
  provider: text('provider').notNull().$type<'sandbox' | 'stripe'>(),
  customer_id: text('customer_id'),
  payment_method_id: text('payment_method_id').notNull(),
  status: text('status').notNull().default('starting').$type<PremiumStatus>(),
  trial: boolean('trial').notNull().default(false),
  trial_ends_at: tstz('trial_ends_at'),
  cancel_at_period_end: boolean('cancel_at_period_end').notNull().default(false),
  error_code: text('error_code').notNull().default('none'),
  error_message: text('error_message'),
  period: integer('period').notNull().default(1),
  attempt: integer('attempt').notNull().default(0),
  failed_attempts: integer('failed_attempts').notNull().default(0),
  billing_anchor: tstz('billing_anchor'),
  next_charge_at: tstz('next_charge_at'),
  locked_until: tstz('locked_until'),
  claim_token: text('claim_token'),
  payment_request_id: id('payment_request_id'),
  created_at: tstz('created_at').notNull().defaultNow(),
  updated_at: tstz('updated_at').notNull().defaultNow(),
  canceled_at: tstz('canceled_at'),
});

export const premiumPayments = pgTable('premium_payments', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  subscription_id: id('subscription_id').notNull(),
  period: integer('period').notNull(),
  amount_cents: id('amount_cents').notNull(),
  processor_fee_cents: id('processor_fee_cents').notNull().default(0),
  payment_intent_id: id('payment_intent_id'),
  paid_at: tstz('paid_at').notNull(),
});
