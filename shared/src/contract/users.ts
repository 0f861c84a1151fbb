/** Accounts as the API sends them (spec §3 "User"), and the users calls' bodies and queries. */
import { COLLABORATOR_ROLES, NOTIFICATION_FREQUENCIES, USER_SORTS } from '../constants/index.js';
import { Cents, Id, ListOf, Nullable, PageFields, Query, StringEnum, Text, Timestamp, Type, type Static } from './common.js';

/** The partner network an account belongs to. */
const PartnerNetworkRef = Type.Object({ id: Id, is_white_labelled: Type.Boolean() });

/** What anyone may see of an account. */
export const PublicUser = Type.Object({
  id: Id,
  first_name: Type.String(),
  last_name: Type.String(),
  photo_url: Nullable(Type.String()),
  cover_url: Nullable(Type.String()),
  bio: Nullable(Type.String()),
  country_code: Nullable(Type.String()),
  organization_name: Nullable(Type.String()),
  show_organization_name: Type.Boolean(),
  /** A partner's address is public; anyone else's is not sent. */
  physical_address: Nullable(Type.String()),
  followers_count: Type.Integer(),
  following_count: Type.Integer(),
  projects_count: Type.Integer(),
  is_partner: Type.Boolean(),
  is_sponsor: Type.Boolean(),
  premium_mode: Type.Boolean(),
  is_premium: Type.Boolean(),
  large_partner: Type.Boolean(),
  is_white_labeled_partner: Type.Boolean(),
  tax_exempt_teller: Type.Boolean(),
  guest_user: Type.Boolean(),
  created_at: Timestamp,
  /** A partner's website and categories (partner accounts; empty for anyone else). */
  website: Nullable(Type.String()),
  categories: Type.Array(Type.String()),
  /** Whether the logged-in viewer follows this account. */
  logged_in_user_is_follower: Type.Boolean(),
  /** Branding (docs/api-networks.md): null unless the account may carry it (a white-labelled network, a premium partner). */
  brand_logo_url: Nullable(Type.String()),
  brand_color: Nullable(Type.String()),
  /** The network the account belongs to (GET /users/{id}; the pages of a white-labelled network's members promote no one else). */
  partner_network: Type.Optional(Nullable(PartnerNetworkRef)),
});
export type PublicUser = Static<typeof PublicUser>;

/** One entry of an account's roles: a collaborator role on a controlled (partner) account. */
export const UserRole = Type.Object({ controlled_user_id: Id, role: StringEnum(COLLABORATOR_ROLES) });
export type UserRole = Static<typeof UserRole>;

/** The session-user shape: what the account holder (or an admin) sees of an account. */
export const SessionUser = Type.Object({
  ...PublicUser.properties,
  email: Nullable(Type.String()),
  is_admin: Type.Boolean(),
  is_sales: Type.Boolean(),
  is_anonymous: Type.Boolean(),
  amount_given_cents: Cents,
  /** The same total under the spec's older name. */
  donated_amount: Cents,
  /** Set once the email address is confirmed; drives the 'just signed up' notice. */
  email_confirmation_at: Nullable(Timestamp),
  last_logged_at: Nullable(Timestamp),
  login_count: Type.Integer(),
  notification_frequency: StringEnum(NOTIFICATION_FREQUENCIES),
  unsubscribed: Type.Boolean(),
  extra_partner_id: Nullable(Id),
  partner_network: Nullable(PartnerNetworkRef),
  has_password: Type.Boolean(),
  banned_at: Nullable(Timestamp),
  roles: Type.Array(UserRole),
  /** Accounts the override table (spec §6, admin-managed) lets this user act for, as the account itself would. */
  override_account_ids: Type.Array(Id),
  // The back-office's moderation (docs/backoffice.md).
  ban_reason: Nullable(Type.String()),
  hidden_from_feeds: Type.Boolean(),
  /** A partner's registration or tax number. */
  registration_number: Nullable(Type.String()),
  /** When the partner asked for tax-exempt status; an admin grants it (tax_exempt_teller). */
  tax_exempt_requested_at: Nullable(Timestamp),
});
export type SessionUser = Static<typeof SessionUser>;

/** GET /users/{id}: oneself (or an admin) gets the session shape, anyone else the public one. */
export const UserAnswer = Type.Union([SessionUser, PublicUser]);
export type UserAnswer = Static<typeof UserAnswer>;

/** GET /users (admins): a page of accounts, searched by name or matched by email. */
const userFilters = { q: Type.Optional(Text(200)), email: Type.Optional(Text(320)) };

/** GET /users (admins): newest first unless `sort` (USER_SORTS) and `order` say otherwise. */
export const ListUsersQuery = Query({
  ...PageFields(30),
  ...userFilters,
  sort: Type.Optional(StringEnum(USER_SORTS)),
  order: Type.Optional(StringEnum(['asc', 'desc'] as const)),
});
export type ListUsersQuery = Static<typeof ListUsersQuery>;

/** GET /users/export (admins): the list's filters, every matching account as CSV, by id. */
export const ExportUsersQuery = Query(userFilters);
export type ExportUsersQuery = Static<typeof ExportUsersQuery>;

export const SessionUserList = ListOf(SessionUser);
export type SessionUserList = Static<typeof SessionUserList>;

export const PublicUserList = ListOf(PublicUser);
export type PublicUserList = Static<typeof PublicUserList>;

/** PATCH /users/{id}: the profile fields and settings one may change (a new password needs the current one). */
export const UpdateUserBody = Type.Object(
  {
    first_name: Type.Optional(Text(200)),
    last_name: Type.Optional(Text(200)),
    photo_url: Type.Optional(Nullable(Text(2048))),
    cover_url: Type.Optional(Nullable(Text(2048))),
    bio: Type.Optional(Nullable(Text(5000))),
    country_code: Type.Optional(Nullable(Text(2))),
    organization_name: Type.Optional(Nullable(Text(200))),
    show_organization_name: Type.Optional(Type.Boolean()),
    physical_address: Type.Optional(Nullable(Text(500))),
    notification_frequency: Type.Optional(StringEnum(NOTIFICATION_FREQUENCIES)),
    unsubscribed: Type.Optional(Type.Boolean()),
    /** Partner accounts only: the organisation's fields, and a claim of tax-exempt status for an admin to grant. */
    website: Type.Optional(Nullable(Text(500))),
    registration_number: Type.Optional(Text(50)),
    categories: Type.Optional(Type.Array(Text(40), { maxItems: 20 })),
    request_tax_exempt: Type.Optional(Type.Boolean()),
    password: Type.Optional(Text(1024)),
    current_password: Type.Optional(Text(1024)),
  },
  { additionalProperties: false },
);
export type UpdateUserBody = Static<typeof UpdateUserBody>;

/** POST /users/{id}/update-login-info: after each login, and at start-up with the visitor's country. */
export const LoginInfoBody = Nullable(Type.Object({ country_code: Type.Optional(Nullable(Text(2))) }));
export type LoginInfoBody = Static<typeof LoginInfoBody>;

export const LoginInfo = Type.Object({
  id: Id,
  country_code: Nullable(Type.String()),
  login_count: Type.Integer(),
  last_logged_at: Nullable(Timestamp),
});
export type LoginInfo = Static<typeof LoginInfo>;

/** Following or unfollowing an account answers its counters. */
export const FollowCounters = Type.Object({
  user_id: Id,
  followers_count: Type.Integer(),
  following_count: Type.Integer(),
  logged_in_user_is_follower: Type.Boolean(),
});
export type FollowCounters = Static<typeof FollowCounters>;

/** POST /users/unsubscribe?token=: the one-click unsubscribe link of a news mail (RFC 8058; no login). */
export const UnsubscribeQuery = Query({ token: Text(200, { minLength: 1 }) });
export type UnsubscribeQuery = Static<typeof UnsubscribeQuery>;

/** The body a mail client posts (`List-Unsubscribe=One-Click`, form-encoded); the site posts none. */
export const UnsubscribeBody = Type.Optional(Nullable(Type.Object({ 'List-Unsubscribe': Type.Optional(Text(40)) })));

export const Unsubscribed = Type.Object({ unsubscribed: Type.Literal(true) });
export type Unsubscribed = Static<typeof Unsubscribed>;
