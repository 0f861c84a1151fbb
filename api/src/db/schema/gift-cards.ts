import { bigint, boolean, date, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const id = (name: string) => bigint(name, { mode: 'number' });
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Tables of migration 0007 (gift cards). */

export type GiftCardStatus = 'created' | 'redeemed' | 'expired' | 'canceled';
export const giftCards = pgTable('gift_cards', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull(),
  amount_loaded_cents: id('amount_loaded_cents').notNull(),
  amount_used_cents: id('amount_used_cents').notNull().default(0),
  status: text('status').notNull().default('created').$type<GiftCardStatus>(),
  promotional: boolean('promotional').notNull().default(false),
  special_admin_promotional: boolean('special_admin_promotional').notNull().default(false),
  referral: boolean('referral').notNull().default(false),
  partner_referral: boolean('partner_referral').notNull().default(false),
  new_user_card: boolean('new_user_card').notNull().default(false),
  issued_to_ip: text('issued_to_ip'),
  issued_to_user_id: id('issued_to_user_id'),
  buyer_id: id('buyer_id'),
  created_by_id: id('created_by_id'),
  /** The purchase that paid for it (payment_requests, migration 0011). */
  payment_request_id: id('payment_request_id'),
  payment_intent_id: id('payment_intent_id'),
  purchaser_name: text('purchaser_name'),
  purchaser_email: text('purchaser_email'),
  recipient_name: text('recipient_name'),
  recipient_email: text('recipient_email'),
  message: text('message'),
  deliver_on: date('deliver_on', { mode: 'string' }),
  deliver_at: tstz('deliver_at'),
  delivered_at: tstz('delivered_at'),
  gift_card_created_at: tstz('gift_card_created_at').notNull().defaultNow(),
  redeem_at: tstz('redeem_at'),
  expired_at: tstz('expired_at').notNull(),
  canceled_at: tstz('canceled_at'),
  new_user_id: id('new_user_id'),
  new_user_created_at: tstz('new_user_created_at'),
  new_user_credit_card_add_at: tstz('new_user_credit_card_add_at'),
});

export const giftCardRedemptions = pgTable('gift_card_redemptions', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  gift_card_id: id('gift_card_id').notNull(),
  /** The gift request that reserved it (payment_requests, migration 0011). */
  payment_request_id: id('payment_request_id').notNull(),
  gift_id: id('gift_id'),
  amount_cents: id('amount_cents').notNull(),
  state: text('state').notNull().default('reserved').$type<'reserved' | 'spent' | 'released' | 'refunded'>(),
  created_at: tstz('created_at').notNull().defaultNow(),
  updated_at: tstz('updated_at').notNull().defaultNow(),
});

export const giftCardBudgets = pgTable('gift_card_budgets', {
  id: smallint('id').primaryKey().default(1),
  period: text('period').notNull().default('month').$type<'day' | 'week' | 'month'>(),
  max_cards: integer('max_cards').notNull().default(0),
  max_amount_cents: id('max_amount_cents'),
  card_amount_cents: id('card_amount_cents').notNull().default(1000),
  updated_by_id: id('updated_by_id'),
  updated_at: tstz('updated_at').notNull().defaultNow(),
});
