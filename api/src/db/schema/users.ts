import type { CollaboratorRole, NotificationFrequency } from '@storyfund/shared/constants';
import { bigint, boolean, customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const id = (name: string) => bigint(name, { mode: 'number' });
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  email: text('email'),
  password_hash: text('password_hash'),
  first_name: text('first_name').notNull().default(''),
  last_name: text('last_name').notNull().default(''),
  photo_url: text('photo_url'),
  cover_url: text('cover_url'),
  bio: text('bio'),
  country_code: text('country_code'),
  organization_name: text('organization_name'),
  show_organization_name: boolean('show_organization_name').notNull().default(false),
  physical_address: text('physical_address'),
  is_admin: boolean('is_admin').notNull().default(false),
  is_sales: boolean('is_sales').notNull().default(false),
  is_partner: boolean('is_partner').notNull().default(false),
  is_sponsor: boolean('is_sponsor').notNull().default(false),
  is_anonymous: boolean('is_anonymous').notNull().default(false),
  guest_user: boolean('guest_user').notNull().default(false),
  premium_mode: boolean('premium_mode').notNull().default(false),
  is_premium: boolean('is_premium').notNull().default(false),
  large_partner: boolean('large_partner').notNull().default(false),
  is_white_labeled_partner: boolean('is_white_labeled_partner').notNull().default(false),
  partner_network_id: id('partner_network_id'),
  extra_partner_id: id('extra_partner_id'),
  tax_exempt_teller: boolean('tax_exempt_teller').notNull().default(false),
  fb_id: text('fb_id'),
  google_sub: text('google_sub'),
  stripe_customer_id: text('stripe_customer_id'),
  followers_count: integer('followers_count').notNull().default(0),
  following_count: integer('following_count').notNull().default(0),
  projects_count: integer('projects_count').notNull().default(0),
  login_count: integer('login_count').notNull().default(0),
  amount_given_cents: id('amount_given_cents').notNull().default(0),
  amount_received_cents: id('amount_received_cents').notNull().default(0),
  notification_frequency: text('notification_frequency').notNull().default('week').$type<NotificationFrequency>(),
  unsubscribed: boolean('unsubscribed').notNull().default(false),
  hidden_from_feeds: boolean('hidden_from_feeds').notNull().default(false),
  banned_at: tstz('banned_at'),
  ban_reason: text('ban_reason'),
  merged_into_id: id('merged_into_id'),
  email_confirmation_at: tstz('email_confirmation_at'),
  last_logged_at: tstz('last_logged_at'),
  created_at: tstz('created_at').notNull().defaultNow(),
  updated_at: tstz('updated_at').notNull().defaultNow(),
  // Where the visit that signed up started (migration 0035, shared/src/constants/signup-sources.ts).
  signup_source: text('signup_source'),
  signup_source_id: id('signup_source_id'),
  // Partner accounts (migration 0020).
  website: text('website'),
  registration_number: text('registration_number'),
  partner_categories: text('partner_categories').array().notNull().default([]),
  tax_exempt_requested_at: tstz('tax_exempt_requested_at'),
  // Branding (migration 0063): shown while the account is a white-labelled network or a premium partner.
  brand_logo_url: text('brand_logo_url'),
  brand_color: text('brand_color'),
});

export const authSessions = pgTable('auth_sessions', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  user_id: id('user_id').notNull(),
  token_hash: bytea('token_hash').notNull(),
  kind: text('kind').notNull().default('session'),
  created_at: tstz('created_at').notNull().defaultNow(),
  expires_at: tstz('expires_at').notNull(),
  revoked_at: tstz('revoked_at'),
  last_used_at: tstz('last_used_at'),
});

export const userTokens = pgTable('user_tokens', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  user_id: id('user_id').notNull(),
  purpose: text('purpose').notNull(),
  token_hash: bytea('token_hash').notNull(),
  email: text('email').notNull(),
  created_at: tstz('created_at').notNull().defaultNow(),
  expires_at: tstz('expires_at').notNull(),
  used_at: tstz('used_at'),
});

export const userRoles = pgTable('user_roles', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  controlled_user_id: id('controlled_user_id').notNull(),
  user_id: id('user_id').notNull(),
  role: text('role').notNull().$type<CollaboratorRole>(),
  created_at: tstz('created_at').notNull().defaultNow(),
});

export const userFollows = pgTable(
  'user_follows',
  {
    follower_id: id('follower_id').notNull(),
    followed_id: id('followed_id').notNull(),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.follower_id, t.followed_id] })],
);
