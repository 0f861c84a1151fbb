/**
 * The back-office's remaining admin tables (issue #11, docs/backoffice.md "Admin tables"): subscribed users,
 * partners, sign-ups, overdue projects and donors' given stats. Each is paged, sorted and filtered on the
 * server (GET /admin/{table}) and exports the chosen filters as a streamed CSV (GET /admin/{table}/export).
 */
import {
  ADMIN_PARTNER_FLAGS,
  ADMIN_PARTNER_SORTS,
  DONOR_GIVEN_SORTS,
  LIVE_SUBSCRIPTION_STATUSES,
  OVERDUE_SORTS,
  SIGNUP_KINDS,
  SIGNUP_SORTS,
  SUBSCRIBED_USER_SORTS,
} from '../constants/index.js';
import { Cents, Id, ListOf, Nullable, PageFields, Query, StringEnum, Text, Timestamp, Type, type Static } from './common.js';

const Day = Type.String({ format: 'date', description: 'A UTC day, YYYY-MM-DD' });
const Count = Type.Integer({ minimum: 0 });
const Order = Type.Optional(StringEnum(['asc', 'desc'] as const));
/** Matches a name or an email (case-insensitive). */
const Search = Type.Optional(Text(200));

/** One live monthly gift: the donor, the project, the amount, since when, the next renewal and its status. */
export const SubscribedUser = Type.Object({
  id: Id,
  donor_id: Id,
  donor_name: Type.String(),
  donor_email: Nullable(Type.String()),
  project_id: Id,
  project_title: Type.String(),
  amount_cents: Cents,
  tip_cents: Cents,
  since: Timestamp,
  months_paid: Count,
  next_charge_at: Nullable(Timestamp),
  status: StringEnum(LIVE_SUBSCRIPTION_STATUSES),
});
export type SubscribedUser = Static<typeof SubscribedUser>;

const subscribedUserFilters = {
  q: Search,
  status: Type.Optional(StringEnum(LIVE_SUBSCRIPTION_STATUSES)),
  project_id: Type.Optional(Id),
};
export const SubscribedUserQuery = Query({
  ...PageFields(25),
  sort: Type.Optional(StringEnum(SUBSCRIBED_USER_SORTS)),
  order: Order,
  ...subscribedUserFilters,
});
export type SubscribedUserQuery = Static<typeof SubscribedUserQuery>;
export const SubscribedUserList = ListOf(SubscribedUser);
export const SubscribedUserExportQuery = Query(subscribedUserFilters);
export type SubscribedUserExportQuery = Static<typeof SubscribedUserExportQuery>;

/** One partner account with its figures and every status the tools switch. */
export const AdminPartner = Type.Object({
  id: Id,
  name: Type.String(),
  email: Nullable(Type.String()),
  country_code: Nullable(Type.String()),
  categories: Type.Array(Type.String()),
  amount_received_cents: Cents,
  projects_count: Count,
  followers_count: Count,
  rating: Nullable(Type.Number({ minimum: 1, maximum: 5 })),
  reviews_count: Count,
  is_premium: Type.Boolean(),
  is_white_labeled_partner: Type.Boolean(),
  large_partner: Type.Boolean(),
  tax_exempt_teller: Type.Boolean(),
  tax_exempt_requested_at: Nullable(Timestamp),
  banned_at: Nullable(Timestamp),
  created_at: Timestamp,
});
export type AdminPartner = Static<typeof AdminPartner>;

const adminPartnerFilters = {
  q: Search,
  country_code: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
  flag: Type.Optional(StringEnum(ADMIN_PARTNER_FLAGS)),
};
export const AdminPartnerQuery = Query({
  ...PageFields(25),
  sort: Type.Optional(StringEnum(ADMIN_PARTNER_SORTS)),
  order: Order,
  ...adminPartnerFilters,
});
export type AdminPartnerQuery = Static<typeof AdminPartnerQuery>;
export const AdminPartnerList = ListOf(AdminPartner);
export const AdminPartnerExportQuery = Query(adminPartnerFilters);
export type AdminPartnerExportQuery = Static<typeof AdminPartnerExportQuery>;

/** One new account: its kind, its source (null: the attribution is not stored), and whether it has given. */
export const Signup = Type.Object({
  id: Id,
  name: Type.String(),
  email: Nullable(Type.String()),
  kind: StringEnum(SIGNUP_KINDS),
  source: Nullable(Type.String()),
  first_gift: Type.Boolean(),
  first_gift_at: Nullable(Timestamp),
  created_at: Timestamp,
});
export type Signup = Static<typeof Signup>;

/** `datestart` and `dateend`: UTC days, both included (default the last 30 days, as the reports). */
const signupFilters = {
  datestart: Type.Optional(Day),
  dateend: Type.Optional(Day),
  kind: Type.Optional(StringEnum(SIGNUP_KINDS)),
  q: Search,
};
export const SignupQuery = Query({ ...PageFields(25), sort: Type.Optional(StringEnum(SIGNUP_SORTS)), order: Order, ...signupFilters });
export type SignupQuery = Static<typeof SignupQuery>;
export const SignupList = ListOf(Signup);
export const SignupExportQuery = Query(signupFilters);
export type SignupExportQuery = Static<typeof SignupExportQuery>;

/** One project due for an update: its owner, its last update, and by how many days it is late. */
export const OverdueProject = Type.Object({
  id: Id,
  title: Type.String(),
  owner_id: Id,
  owner_name: Type.String(),
  funded_at: Timestamp,
  last_update_at: Nullable(Timestamp),
  days_overdue: Count,
});
export type OverdueProject = Static<typeof OverdueProject>;

const overdueFilters = { q: Search, owner_id: Type.Optional(Id) };
export const OverdueQuery = Query({ ...PageFields(25), sort: Type.Optional(StringEnum(OVERDUE_SORTS)), order: Order, ...overdueFilters });
export type OverdueQuery = Static<typeof OverdueQuery>;
export const OverdueList = ListOf(OverdueProject);
export const OverdueExportQuery = Query(overdueFilters);
export type OverdueExportQuery = Static<typeof OverdueExportQuery>;

/** One donor's giving: lifetime given, gifts, first and last gift, and whether a monthly gift is live. */
export const DonorGiven = Type.Object({
  id: Id,
  name: Type.String(),
  email: Nullable(Type.String()),
  amount_given_cents: Cents,
  gifts_count: Count,
  first_gift_at: Nullable(Timestamp),
  last_gift_at: Nullable(Timestamp),
  monthly: Type.Boolean(),
  created_at: Timestamp,
});
export type DonorGiven = Static<typeof DonorGiven>;

const donorGivenFilters = { q: Search, monthly: Type.Optional(Type.Boolean()) };
export const DonorGivenQuery = Query({
  ...PageFields(25),
  sort: Type.Optional(StringEnum(DONOR_GIVEN_SORTS)),
  order: Order,
  ...donorGivenFilters,
});
export type DonorGivenQuery = Static<typeof DonorGivenQuery>;
export const DonorGivenList = ListOf(DonorGiven);
export const DonorGivenExportQuery = Query(donorGivenFilters);
export type DonorGivenExportQuery = Static<typeof DonorGivenExportQuery>;
