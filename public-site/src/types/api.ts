/** Shapes this app reads from the API beyond the shared session user. */
import type { NotificationFrequency } from '@storyfund/shared/constants';
import type { SessionUser } from '@storyfund/shared/types';

/** GET /api/users/{id} for oneself: the session user plus the account's own settings. */
export interface AccountUser extends SessionUser {
  notification_frequency: NotificationFrequency;
  unsubscribed: boolean;
  has_password: boolean;
}

/** GET /api/users/{id} for someone else: the public subset. */
export interface PublicProfile {
  id: number;
  first_name: string;
  last_name: string;
  photo_url: string | null;
  cover_url: string | null;
  bio: string | null;
  country_code: string | null;
  organization_name: string | null;
  show_organization_name: boolean;
  followers_count: number;
  following_count: number;
  projects_count: number;
  is_partner: boolean;
  is_sponsor: boolean;
  logged_in_user_is_follower?: boolean;
}

/** POST login, users, claim, password reset, social login. */
export interface AccountAuthResponse {
  token: string;
  user: AccountUser;
}

/** GET /api/config: public settings. */
export interface AppConfig {
  environment: 'development' | 'test' | 'staging' | 'production' | (string & {});
  marketing_url: string | null;
  google_client_id: string | null;
  facebook_app_id: string | null;
  bot_check_site_key: string | null;
  dev_mailbox: boolean;
  /** The project /woods opens (1028 outside production, 11266 in production). */
  woods_project_id?: number;
  /** The project /donatedirectly gives to (Storyfund's own work); null or absent: not offered. */
  donate_directly_project_id?: number | null;
  /** The card processor; absent is taken as the sandbox. */
  payments?: PaymentsConfig;
  features: Record<string, boolean>;
}

/** GET /api/config `payments`: the sandbox's test card form, or Stripe Elements with this publishable key. */
export interface PaymentsConfig {
  provider: 'sandbox' | 'stripe';
  publishable_key: string | null;
}
