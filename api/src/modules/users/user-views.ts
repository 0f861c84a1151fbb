import type { PublicUser, SessionUser, UserRole } from '@storyfund/shared/contract';
import { mayCarryBranding } from '@storyfund/shared/constants';
import type { PublicUserRow } from '../../db/public-user-columns.js';
import type { UserRow } from './users.repository.js';

/** What anyone may see of an account. */
export function publicUserView(user: PublicUserRow, opts: { viewerFollows?: boolean } = {}): PublicUser {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    photo_url: user.photo_url,
    cover_url: user.cover_url,
    bio: user.bio,
    country_code: user.country_code,
    organization_name: user.organization_name,
    show_organization_name: user.show_organization_name,
    physical_address: user.is_partner ? user.physical_address : null,
    followers_count: user.followers_count,
    following_count: user.following_count,
    projects_count: user.projects_count,
    is_partner: user.is_partner,
    is_sponsor: user.is_sponsor,
    premium_mode: user.premium_mode,
    is_premium: user.is_premium,
    large_partner: user.large_partner,
    is_white_labeled_partner: user.is_white_labeled_partner,
    tax_exempt_teller: user.tax_exempt_teller,
    guest_user: user.guest_user,
    created_at: user.created_at.toISOString(),
    logged_in_user_is_follower: opts.viewerFollows ?? false,
    website: user.is_partner ? user.website : null,
    categories: user.is_partner ? user.partner_categories : [],
    ...brandingView(user),
  };
}

/** The account's branding while it may carry it (shared `mayCarryBranding`), else nulls: a lapsed premium shows none. */
export function brandingView(user: PublicUserRow): { brand_logo_url: string | null; brand_color: string | null } {
  const shown = mayCarryBranding(user);
  return { brand_logo_url: shown ? user.brand_logo_url : null, brand_color: shown ? user.brand_color : null };
}

export interface SessionExtras {
  roles: UserRole[];
  overrideAccountIds: number[];
  partnerNetwork: { id: number; is_white_labelled: boolean } | null;
}

/** The session-user shape of spec §3: what the account holder (or an admin) sees. */
export function sessionUserView(user: UserRow, extras: SessionExtras, opts: { viewerFollows?: boolean } = {}): SessionUser {
  return {
    ...publicUserView(user, opts),
    physical_address: user.physical_address,
    email: user.email,
    is_admin: user.is_admin,
    is_sales: user.is_sales,
    is_anonymous: user.is_anonymous,
    amount_given_cents: user.amount_given_cents,
    donated_amount: user.amount_given_cents,
    email_confirmation_at: user.email_confirmation_at?.toISOString() ?? null,
    last_logged_at: user.last_logged_at?.toISOString() ?? null,
    login_count: user.login_count,
    notification_frequency: user.notification_frequency,
    unsubscribed: user.unsubscribed,
    extra_partner_id: user.extra_partner_id,
    partner_network: extras.partnerNetwork,
    has_password: user.password_hash !== null,
    banned_at: user.banned_at?.toISOString() ?? null,
    roles: extras.roles,
    override_account_ids: extras.overrideAccountIds,
    ban_reason: user.ban_reason,
    hidden_from_feeds: user.hidden_from_feeds,
    registration_number: user.registration_number,
    tax_exempt_requested_at: user.tax_exempt_requested_at?.toISOString() ?? null,
  };
}

export type { PublicUser, SessionUser };
