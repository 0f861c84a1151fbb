/** The sales team's leads, pipeline and conversions (docs/backoffice.md "Sales"). */
import { LEAD_SORTS, LEAD_SOURCES, LEAD_STAGES } from '../constants/index.js';
import { Id, ListOf, Nullable, PageFields, Query, StringEnum, Text, Timestamp, Type, type Static } from './common.js';

/** A calendar day, YYYY-MM-DD. */
const Day = Type.String({ format: 'date' });

/** An organisation the sales team approaches, and where it stands. */
export const Lead = Type.Object({
  id: Id,
  organization_name: Type.String(),
  contact_name: Nullable(Type.String()),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  country_code: Nullable(Type.String()),
  source: StringEnum(LEAD_SOURCES),
  stage: StringEnum(LEAD_STAGES),
  /** The member of staff who works the lead. */
  owner_id: Id,
  owner_name: Type.String(),
  notes: Nullable(Type.String()),
  next_step: Nullable(Type.String()),
  next_step_date: Nullable(Day),
  /** The partner account the organisation signed up with (set when it does: the lead is then won). */
  partner_user_id: Nullable(Id),
  /** When the lead reached `won` (by hand, or by the organisation's partner sign-up). */
  won_at: Nullable(Timestamp),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Lead = Static<typeof Lead>;

const leadFields = {
  organization_name: Text(200),
  contact_name: Type.Optional(Nullable(Text(100))),
  email: Type.Optional(Nullable(Text(320))),
  phone: Type.Optional(Nullable(Text(40))),
  country_code: Type.Optional(Nullable(Text(2))),
  source: Text(20),
  stage: Type.Optional(Text(20)),
  /** Absent: the caller. */
  owner_id: Type.Optional(Id),
  notes: Type.Optional(Nullable(Text(10_000))),
  next_step: Type.Optional(Nullable(Text(500))),
  next_step_date: Type.Optional(Nullable(Text(10))),
};

/** POST /leads (staff): the rules are validation/lead.ts's, answered as field errors. */
export const LeadBody = Type.Object(leadFields, { additionalProperties: false });
export type LeadBody = Static<typeof LeadBody>;

/** PATCH /leads/{id} (staff): only the fields that change (the board sends `stage` alone). */
export const LeadPatch = Type.Partial(Type.Object(leadFields), { additionalProperties: false });
export type LeadPatch = Static<typeof LeadPatch>;

/** GET /leads (staff): paged, sorted and filtered on the server; `q` searches organisation, contact and email. */
export const LeadQuery = Query({
  ...PageFields(25, 500),
  sort: Type.Optional(StringEnum(LEAD_SORTS)),
  order: Type.Optional(StringEnum(['asc', 'desc'] as const)),
  q: Type.Optional(Text(200)),
  stage: Type.Optional(StringEnum(LEAD_STAGES)),
  source: Type.Optional(StringEnum(LEAD_SOURCES)),
  owner_id: Type.Optional(Id),
});
export type LeadQuery = Static<typeof LeadQuery>;

export const LeadList = ListOf(Lead);
export type LeadList = Static<typeof LeadList>;

/** A member of staff who may own a lead (GET /leads/owners). */
export const LeadOwner = Type.Object({ id: Id, name: Type.String(), email: Type.String() });
export type LeadOwner = Static<typeof LeadOwner>;
export const LeadOwnerList = ListOf(LeadOwner);
export type LeadOwnerList = Static<typeof LeadOwnerList>;

/** The reports' range (docs/api-stats.md "The range"): UTC days, both ends included, default the last 30 days. */
export const SalesQuery = Query({
  datestart: Type.Optional(Day),
  dateend: Type.Optional(Day),
  bucket: Type.Optional(StringEnum(['day', 'week', 'month'] as const, { default: 'month' })),
});
export type SalesQuery = Static<typeof SalesQuery>;

/** A seller's conversions (docs/backoffice.md "Conversions (/sales)"): the same figures in a period, a seller's and the totals. */
const SalesFigures = {
  /** Leads that reached `won` in the period. */
  won: Type.Integer({ minimum: 0 }),
  /** Of those, the ones whose organisation signed up as a partner. */
  partners: Type.Integer({ minimum: 0 }),
  /** Partner accounts from the seller's leads whose first paid premium period fell in the period (a paid start, or a trial's first charge). */
  premium: Type.Integer({ minimum: 0 }),
  /** Those plans' first-year value: 12 monthly charges, or the annual price (integer cents). */
  premium_first_year_cents: Type.Integer({ minimum: 0 }),
};

/** One seller's conversions in one period (its first day, YYYY-MM-DD). */
const SalesPeriodRow = Type.Object({ owner_id: Id, owner_name: Type.String(), period: Type.String(), ...SalesFigures });

const SalesSellerTotal = Type.Object({ owner_id: Id, owner_name: Type.String(), ...SalesFigures });

export const SalesReport = Type.Object({
  datestart: Type.String(),
  dateend: Type.String(),
  bucket: StringEnum(['day', 'week', 'month'] as const),
  rows: Type.Array(SalesPeriodRow),
  sellers: Type.Array(SalesSellerTotal),
  totals: Type.Object(SalesFigures),
});
export type SalesReport = Static<typeof SalesReport>;

/** DELETE /leads/{id}: nothing to answer. */
export const LeadDeleted = Type.Unsafe<void>(Type.Null({ description: 'Deleted' }));
