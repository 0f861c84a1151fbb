/** The back-office's remaining admin tables (issue #11): what each sorts and filters by on the server. */

/** Subscribed users (monthly donors): the live monthly gifts. */
export const SUBSCRIBED_USER_SORTS = ['since', 'amount_cents', 'next_charge_at', 'donor_name', 'project_title'] as const;
/** The statuses a live monthly gift has (`past_due`: a month is outstanding). */
export const LIVE_SUBSCRIPTION_STATUSES = ['active', 'past_due'] as const;

/** Partners. */
export const ADMIN_PARTNER_SORTS = ['created_at', 'name', 'amount_received_cents', 'projects_count', 'followers_count', 'rating'] as const;
/** Partners with that status on (`tax_exempt_pending`: a claim not granted yet). */
export const ADMIN_PARTNER_FLAGS = ['premium', 'white_label', 'large_partner', 'tax_exempt', 'tax_exempt_pending', 'banned'] as const;
export type AdminPartnerFlag = (typeof ADMIN_PARTNER_FLAGS)[number];

/** Sign-ups: new accounts in a range of UTC days. */
export const SIGNUP_SORTS = ['created_at', 'name'] as const;
/** What kind of account signed up: a partner, a donor, or a guest who gave without a password. */
export const SIGNUP_KINDS = ['partner', 'donor', 'guest'] as const;
export type SignupKind = (typeof SIGNUP_KINDS)[number];

/** Overdue: projects due for an update. */
export const OVERDUE_SORTS = ['days_overdue', 'last_update_at', 'title', 'owner_name'] as const;

/** Donors' given stats. */
export const DONOR_GIVEN_SORTS = ['amount_given_cents', 'name', 'created_at'] as const;
