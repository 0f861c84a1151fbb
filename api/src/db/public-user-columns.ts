import type { users } from './schema/index.js';

/**
 * The account columns anyone may see: what the users module's public view reads (publicUserView, brandingView), and
 * all a query that only shows an account selects (issue #14: no query reads columns it does not send; the password
 * hash and the email are not among them). Here, below the modules, so another module's repository can select them.
 */
export const PUBLIC_USER_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'photo_url',
  'cover_url',
  'bio',
  'country_code',
  'organization_name',
  'show_organization_name',
  'physical_address',
  'followers_count',
  'following_count',
  'projects_count',
  'is_partner',
  'is_sponsor',
  'premium_mode',
  'is_premium',
  'large_partner',
  'is_white_labeled_partner',
  'tax_exempt_teller',
  'guest_user',
  'created_at',
  'website',
  'partner_categories',
  'brand_logo_url',
  'brand_color',
] as const satisfies readonly (keyof typeof users.$inferSelect)[];
export type PublicUserRow = Pick<typeof users.$inferSelect, (typeof PUBLIC_USER_COLUMNS)[number]>;
