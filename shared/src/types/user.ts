/** Users as the API sends them (spec §3 "User"). */
import type { CollaboratorRole } from '../constants/index.js';
import type { Cents, Id, IsoDateString } from './common.js';

/** The partner network a user belongs to. */
export interface PartnerNetworkRef {
  id: Id;
  is_white_labelled: boolean;
}

/** One entry of a user's roles list: a collaborator role on a controlled account. */
export interface UserRole {
  controlled_user_id: Id;
  role: CollaboratorRole;
}

/**
 * A user as seen by others (profiles, owners, followers). Fields marked
 * optional are private or viewer-relative and may be left out of public
 * answers; nullable fields are sent as null when unset.
 */
export interface User {
  // Identity
  id: Id;
  first_name: string;
  last_name: string;
  email?: string;
  photo_url: string | null;
  cover_url: string | null;
  bio: string | null;
  country_code: string | null;
  // Counters
  followers_count: number;
  following_count: number;
  projects_count: number;
  login_count?: number;
  /** Total the user has donated, in cents. */
  donated_amount?: Cents;
  // Partner attributes
  premium_mode: boolean;
  large_partner: boolean;
  is_premium: boolean;
  is_white_labeled_partner: boolean;
  partner_network?: PartnerNetworkRef | null;
  extra_partner_id: Id | null;
  tax_exempt_teller: boolean;
  // Other
  guest_user: boolean;
  fb_id?: string | null;
  last_logged_at?: IsoDateString | null;
  stripe_customer_id?: string | null;
  unsubscribed?: boolean;
  /** Whether the logged-in viewer follows this user. */
  logged_in_user_is_follower?: boolean;
  // Display
  organization_name: string | null;
  show_organization_name: boolean;
  physical_address: string | null;
}

/** The logged-in user (`AuthResponse.user`, `GET users/{id}` for oneself). */
export interface SessionUser extends User {
  email: string;
  is_partner: boolean;
  is_admin: boolean;
  is_sponsor: boolean;
  is_anonymous: boolean;
  amount_given_cents: Cents;
  /** Set once the e-mail address is confirmed; drives the 'just signed up' notice. */
  email_confirmation_at: IsoDateString | null;
  partner_network: PartnerNetworkRef | null;
  roles: UserRole[];
}

/** Query of the partner listings: `GET partners`, `partners/new`, `partners/with_large_projects`. */
export interface PartnerListQuery {
  /** Default 1. */
  page?: number;
  /** Default 8. */
  per_page?: number;
  filter_by?: 'category' | 'country';
  /** A category name or a country code, per `filter_by`. */
  filter_value?: string;
}
