/** The partner directory (docs/api-partners.md): /partners, /partners/new, /partners/with_large_projects. */
import { Cents, Id, ListOf, Nullable, Query, StringEnum, Text, Type, type Static } from './common.js';

/** filter_by: a category name (case-insensitive) or a two-letter country code in filter_value. */
const PARTNER_FILTERS = ['category', 'country'] as const;

export const PartnerListQuery = Query({
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  per_page: Type.Integer({ minimum: 1, maximum: 100, default: 8 }),
  filter_by: Type.Optional(StringEnum(PARTNER_FILTERS)),
  filter_value: Type.Optional(Text(100)),
});
export type PartnerListQuery = Static<typeof PartnerListQuery>;

/** A partner as a directory card shows it. */
export const PartnerCard = Type.Object({
  id: Id,
  /** The organisation's name, or the account's name when it has none. */
  name: Type.String(),
  photo_url: Nullable(Type.String()),
  country_code: Nullable(Type.String()),
  categories: Type.Array(Type.String()),
  amount_raised_cents: Cents,
  followers_count: Type.Integer(),
  projects_count: Type.Integer(),
  tax_exempt_teller: Type.Boolean(),
  /** The average review rating (two decimals), null with no review; good_rating: above 2 (spec §9). */
  rating: Nullable(Type.Number()),
  reviews_count: Type.Integer(),
  good_rating: Type.Boolean(),
});
export type PartnerCard = Static<typeof PartnerCard>;

export const PartnerCardList = ListOf(PartnerCard);
export type PartnerCardList = Static<typeof PartnerCardList>;

/** GET /top-partner-for-user (spec §7 "Other"): how many partners to recommend. */
export const TopPartnersQuery = Query({
  limit: Type.Integer({ minimum: 1, maximum: 8, default: 3 }),
});
export type TopPartnersQuery = Static<typeof TopPartnersQuery>;

/**
 * Partners recommended to the caller, best first. `based_on`: the categories and countries of the partners the
 * caller gave to or follows (and of the projects they gave to), which the recommendations match; both empty
 * for a visitor or an account with no such history, whose recommendations are the well-rated partners among
 * the most raised.
 */
export const TopPartners = Type.Object({
  data: Type.Array(PartnerCard),
  based_on: Type.Object({ categories: Type.Array(Type.String()), countries: Type.Array(Type.String()) }),
});
export type TopPartners = Static<typeof TopPartners>;
