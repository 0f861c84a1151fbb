/**
 * The partner donations table, its CSV export and donor detail (issue #10, docs/api-donations.md), and the
 * partner's projects due for an update. Money in cents; days as YYYY-MM-DD (UTC).
 */
import { PAGE_SIZES } from '../constants/index.js';
import { Cents, Id, ListOf, Nullable, PageFields, Query, StringEnum, Text, Timestamp, Type, type Static } from './common.js';

const DONATION_KINDS = ['one-time', 'monthly'] as const;
const DONATION_SORTS = ['gift_at', 'amount'] as const;
const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/** The filters the table and its export share (checked by `validateDonationFilters`, for field errors). */
const DonationFilterFields = {
  datestart: Type.Optional(Text(10, { description: 'YYYY-MM-DD, the first day included (UTC)' })),
  dateend: Type.Optional(Text(10, { description: 'YYYY-MM-DD, the last day included (UTC)' })),
  project_id: Type.Optional(Id),
  kind: Type.Optional(StringEnum(DONATION_KINDS)),
  min_cents: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  max_cents: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
  q: Type.Optional(Text(100, { description: 'Part of the donor’s name or email (named donors only)' })),
  sort: StringEnum(DONATION_SORTS, { default: 'gift_at' }),
  sort_direction: StringEnum(SORT_DIRECTIONS, { default: 'desc' }),
};

/** GET partners/{id}/donations: the filters, the sort and a page (25 by default). */
export const DonationsQuery = Query({ ...PageFields(25), ...DonationFilterFields });
export type DonationsQuery = Static<typeof DonationsQuery>;

/** GET partners/{id}/donations/export: the same filters and sort, every matching gift. */
export const DonationsExportQuery = Query(DonationFilterFields);
export type DonationsExportQuery = Static<typeof DonationsExportQuery>;

/** The donor as the partner sees them: null for an anonymous gift or a guest (never revealed). */
const DonationDonor = Type.Object({ id: Id, name: Type.String(), email: Nullable(Type.String()) });

export const Donation = Type.Object({
  id: Id,
  gift_at: Timestamp,
  amount_cents: Cents,
  kind: StringEnum(DONATION_KINDS),
  project: Type.Object({ id: Id, title: Type.String() }),
  donor: Nullable(DonationDonor),
  /** The donor's name, "Anonymous" or "Guest Donor". */
  donor_name: Type.String(),
});
export type Donation = Static<typeof Donation>;

export const DonationList = ListOf(Donation);
export type DonationList = Static<typeof DonationList>;

export const DonorParams = Type.Object({ id: Id, donor_id: Id });
export type DonorParams = Static<typeof DonorParams>;

export const DonorGiftsQuery = Query(PageFields(PAGE_SIZES.gifts));
export type DonorGiftsQuery = Static<typeof DonorGiftsQuery>;

/** GET partners/{id}/donations/donors/{donor_id}: what a named donor gave the partner (anonymous gifts left out). */
export const DonorDetail = Type.Object({
  donor: DonationDonor,
  lifetime_cents: Cents,
  gifts_count: Type.Integer({ minimum: 0 }),
  first_gift_at: Timestamp,
  last_gift_at: Timestamp,
  /** The donor's live monthly gifts to the partner's projects: none, or active / past due with the monthly sum. */
  monthly: Type.Object({ status: StringEnum(['none', 'active', 'past_due'] as const), amount_cents: Cents }),
  gifts: DonationList,
});
export type DonorDetail = Static<typeof DonorDetail>;

/** GET partners/{id}/projects/overdue (spec §9: 100 a page). */
export const OverdueProjectsQuery = Query({
  ...PageFields(PAGE_SIZES.partnerOverdue),
  query: Type.Optional(Text(100, { description: 'Part of the project’s title' })),
  sort_direction: StringEnum(SORT_DIRECTIONS, { default: 'desc', description: 'By days waiting; desc: the longest waiting first' }),
});
export type OverdueProjectsQuery = Static<typeof OverdueProjectsQuery>;

const OverdueProject = Type.Object({
  id: Id,
  title: Type.String(),
  funded_at: Timestamp,
  last_update_at: Nullable(Timestamp),
  /** Days since the last update (or since funding, without one). */
  days_waiting: Type.Integer({ minimum: 0 }),
});

export const OverdueProjectList = ListOf(OverdueProject);
export type OverdueProjectList = Static<typeof OverdueProjectList>;
