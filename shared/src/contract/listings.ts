/** Listings and feeds under /projects/... (docs/api-projects.md says what each one holds, in which order). */
import { GIFT_CATEGORIES, PAGE_SIZES, PROJECT_SORTS } from '../constants/index.js';
import { Cents, Id, ListOf, Nullable, PageFields, Query, StringEnum, Text, Timestamp, Type, type Static } from './common.js';
import { Project, ProjectCard } from './projects.js';

const page = PageFields(PAGE_SIZES.projects, PAGE_SIZES.projects);

/** GET /projects: active projects, filtered and searched. */
export const ListProjectsQuery = Query({
  ...page,
  owner_id: Type.Optional(Id),
  /** Any case; unknown categories answer 422. */
  category: Type.Optional(Text(100)),
  country_code: Type.Optional(Text(2)),
  /** Full-text search (websearch syntax). */
  q: Type.Optional(Text(200)),
  only_tax_exempt_projects: Type.Optional(Type.Boolean()),
  not_funded_only: Type.Optional(Type.Boolean()),
  only_sponsored_projects: Type.Optional(Type.Boolean()),
  sort: Type.Optional(StringEnum(PROJECT_SORTS)),
});
export type ListProjectsQuery = Static<typeof ListProjectsQuery>;

/** `page` (1-based) and `perPage`, for the admins' staff-pick eligibility lists. */
export const PagePerPageQuery = Query({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000_000, default: 1 }),
  perPage: Type.Integer({ minimum: 1, maximum: PAGE_SIZES.projects, default: PAGE_SIZES.projects }),
});
export type PagePerPageQuery = Static<typeof PagePerPageQuery>;

/** A monthly amount in cents (query strings are text: the schema parses the integer). */
const amountCents = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

/** GET /projects/staff-picks/for-subscription: picks with at least `amount_cents` still to raise. */
export const AmountPageQuery = Query({ ...page, amount_cents: amountCents });
export type AmountPageQuery = Static<typeof AmountPageQuery>;

/** GET /projects/project-for-special-large-amount-gift: where a gift of `amount_cents` goes. */
export const AmountQuery = Query({ amount_cents: amountCents });
export type AmountQuery = Static<typeof AmountQuery>;

export const CategoryPageQuery = Query({ ...page, category: Type.Optional(Text(100)) });
export type CategoryPageQuery = Static<typeof CategoryPageQuery>;

/** GET /projects/owner-projects: one owner's projects (the caller's by default). */
export const OwnerProjectsQuery = Query({
  ...page,
  owner_id: Type.Optional(Id),
  /** The title contains this. */
  query: Type.Optional(Text(200)),
  sort_direction: StringEnum(['asc', 'desc'] as const, { default: 'desc' }),
  /** One of the four sorts (spec §9); replaces the creation order of sort_direction. */
  sort: Type.Optional(StringEnum(PROJECT_SORTS)),
  /** Only active or only closed ones (closed: the project side and admins; the public reads users/{id}/closed-projects). */
  status: Type.Optional(StringEnum(['active', 'closed'] as const)),
  only_sponsored_projects: Type.Optional(Type.Boolean()),
});
export type OwnerProjectsQuery = Static<typeof OwnerProjectsQuery>;

/** GET /users/{id}/closed-projects: an owner's closed projects, most recently closed first. */
export const ClosedProjectsQuery = Query({ ...page, query: Type.Optional(Text(200)) });
export type ClosedProjectsQuery = Static<typeof ClosedProjectsQuery>;

export const OwnerPageQuery = Query({ ...page, owner_id: Id });
export type OwnerPageQuery = Static<typeof OwnerPageQuery>;

export const FundedQuery = Query({ ...page, only_final_visual: Type.Optional(Type.Boolean()) });
export type FundedQuery = Static<typeof FundedQuery>;

export const CodeQuery = Query({ code: Text(100) });
export type CodeQuery = Static<typeof CodeQuery>;

/** A funded project's latest final update. */
const FinalUpdate = Type.Object({
  id: Id,
  message: Type.String(),
  photo_urls: Type.Array(Type.String()),
  video_urls: Type.Array(Type.String()),
  created_at: Timestamp,
});

/** GET /projects/funded: a project with its latest final update (or null). */
export const FundedProject = Type.Object({ ...ProjectCard.properties, final_update: Nullable(FinalUpdate) });
export type FundedProject = Static<typeof FundedProject>;

export const FundedProjectList = ListOf(FundedProject);
export type FundedProjectList = Static<typeof FundedProjectList>;

/** GET /projects/projects-with-subscription: a project the caller gives to monthly, with the latest monthly gift. */
const SubscribedProject = Type.Object({ ...ProjectCard.properties, monthly_amount_cents: Cents, last_monthly_gift_at: Timestamp });

export const SubscribedProjectList = ListOf(SubscribedProject);
export type SubscribedProjectList = Static<typeof SubscribedProjectList>;

/** GET /projects/categories: every category of the fixed list with its count of active projects. */
const CategoryCount = Type.Object({ category: StringEnum(GIFT_CATEGORIES), slug: Type.String(), count: Type.Integer() });

export const CategoryCountList = ListOf(CategoryCount);
export type CategoryCountList = Static<typeof CategoryCountList>;

/** GET /projects/by-country: active projects per country, most first. */
export const CountryCount = Type.Object({ country_code: Type.String(), country_name: Type.String(), count: Type.Integer() });
export type CountryCount = Static<typeof CountryCount>;

export const CountryCountList = ListOf(CountryCount);
export type CountryCountList = Static<typeof CountryCountList>;

/** GET /projects/is-almost-there: whether any active, unfunded project has raised `threshold_percent` or more. */
export const AlmostThere = Type.Object({ is_almost_there: Type.Boolean(), count: Type.Integer(), threshold_percent: Type.Number() });
export type AlmostThere = Static<typeof AlmostThere>;

/** GET /projects/insight-law-counts: the platform's impact figures. */
export const InsightCounts = Type.Object({
  active_projects: Type.Integer(),
  /** Ever funded, not banned. */
  funded_projects: Type.Integer(),
  /** Countries with an active project. */
  countries: Type.Integer(),
  /** Distinct donors of succeeded gifts. */
  givers: Type.Integer(),
});
export type InsightCounts = Static<typeof InsightCounts>;

/** `{project}`, or `{project: null}` when nothing fits (a normal answer, not an error). */
export const MaybeProject = Type.Object({ project: Nullable(Project) });
export type MaybeProject = Static<typeof MaybeProject>;
