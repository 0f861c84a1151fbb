/** Projects as the API sends them (spec §3 "Project", docs/api-projects.md), their bodies and their other reads. */
import { GIFT_CATEGORIES, GIFT_TYPES, PAGE_SIZES, PROJECT_STATUSES } from '../constants/index.js';
import { Cents, Id, ListOf, Nullable, PageQuery, Query, StringEnum, Text, Timestamp, Type, type Static } from './common.js';
import { PublicUser } from './users.js';

/** Project lists: 100 a page, at most 100. */
export const ProjectPageQuery = PageQuery(PAGE_SIZES.projects, PAGE_SIZES.projects);
export type ProjectPageQuery = Static<typeof ProjectPageQuery>;

/** What the logged-in viewer has to do with the project (spec §3); all false when logged out. */
export const ViewerFlags = Type.Object({
  /** A succeeded gift to this project. */
  is_giver: Type.Boolean(),
  is_follower_of_owner: Type.Boolean(),
  is_follower_of_project: Type.Boolean(),
  /** A succeeded monthly gift to this project. */
  is_monthly_giver: Type.Boolean(),
  /** A succeeded gift to any project of the owner. */
  has_given_to_owner: Type.Boolean(),
});
export type ViewerFlags = Static<typeof ViewerFlags>;

/** The sponsorship programme project a project belongs to. */
const SponsorshipProjectRef = Type.Object({ id: Id, title: Type.String() });

/**
 * Sent to everyone, but null unless the viewer is on the project side (the owner, a collaborator with
 * project rights, or an admin).
 */
const PROJECT_SIDE_ONLY = 'null unless the viewer is on the project side';

/** The project: every single-project answer (listings answer cards, below). */
export const Project = Type.Object({
  id: Id,
  owner_id: Id,
  title: Type.String(),
  description: Type.String(),
  created_at: Timestamp,
  updated_at: Timestamp,
  goal_amount_cents: Cents,
  stats: Type.Object({ amount_raised_cents: Cents }),
  /** The same raised total, under the name older clients read. */
  amount_raised_cents_cache: Cents,
  amount_left_cents: Cents,
  net_funds_sent_cents: Cents,
  gifts_count: Type.Integer(),
  funded_at: Nullable(Timestamp),
  half_funded_at: Nullable(Timestamp),
  is_funded: Type.Boolean(),
  is_half_funded: Type.Boolean(),
  is_large: Type.Boolean(),
  country_code: Nullable(Type.String()),
  country_name: Nullable(Type.String()),
  categories: Type.Array(StringEnum(GIFT_CATEGORIES)),
  photo_url: Nullable(Type.String()),
  video_url: Nullable(Type.String()),
  custom_thumbnail_photo: Nullable(Type.String()),
  last_photo_update_at: Nullable(Timestamp),
  last_video_update_at: Nullable(Timestamp),
  last_update_at: Nullable(Timestamp),
  gift_type: StringEnum(GIFT_TYPES),
  owner: PublicUser,
  /** The viewer's flags: on single-project answers (all false when logged out), never in lists. */
  user: Type.Optional(ViewerFlags),
  followers_count: Type.Integer(),
  is_staff_pick: Type.Boolean(),
  staff_picked_at: Nullable(Timestamp),
  is_force_staff_pick: Type.Boolean(),
  is_featured: Type.Boolean(),
  is_special: Type.Boolean(),
  has_final_visual_update: Type.Boolean(),
  in_reserve: Type.Boolean(),
  is_sponsored_project: Type.Boolean(),
  project_sponsor_type: Nullable(Type.String()),
  project_sponsor_name: Nullable(Type.String()),
  project_sponsor_child_id: Nullable(Type.String()),
  project_sponsor_email: Nullable(Type.String({ description: `The sponsor's email; ${PROJECT_SIDE_ONLY}` })),
  project_sponsor_gender: Nullable(Type.String()),
  sponsorship_project: Nullable(SponsorshipProjectRef),
  cotn_invite_code: Nullable(Type.String({ description: `The event invite code; ${PROJECT_SIDE_ONLY}` })),
  status: StringEnum(PROJECT_STATUSES),
  closed_at: Nullable(Timestamp),
  banned_at: Nullable(Type.String({ format: 'date-time', description: `When the project was banned; ${PROJECT_SIDE_ONLY}` })),
});
export type Project = Static<typeof Project>;

/** The owner as a card names them (public-site lib/user-display.ts `displayName`) and pictures them. */
const CardOwner = Type.Object({
  id: Id,
  first_name: Type.String(),
  last_name: Type.String(),
  organization_name: Nullable(Type.String()),
  show_organization_name: Type.Boolean(),
  photo_url: Nullable(Type.String()),
});

/**
 * A project card: what a listing shows of a project (picture, title, owner, country, progress, flags,
 * and a sponsored project's sponsorship line). Every listing answers cards; the full project is on
 * GET /projects/{id} (docs/api-projects.md "The card"). A card leaves out what a client derives or no screen of a
 * list reads (issue #14: a listing's bytes bound its throughput): the owner's id is `owner.id`, what is left is
 * goal − raised, large is `isLargeProject(goal_amount_cents)`, half funded is raised × 2 ≥ goal; the dates are
 * the project page's.
 */
export const ProjectCard = Type.Object({
  id: Id,
  title: Type.String(),
  goal_amount_cents: Cents,
  stats: Type.Object({ amount_raised_cents: Cents }),
  is_funded: Type.Boolean(),
  country_code: Nullable(Type.String()),
  country_name: Nullable(Type.String()),
  categories: Type.Array(StringEnum(GIFT_CATEGORIES)),
  photo_url: Nullable(Type.String()),
  video_url: Nullable(Type.String()),
  custom_thumbnail_photo: Nullable(Type.String()),
  owner: CardOwner,
  status: StringEnum(PROJECT_STATUSES),
  is_staff_pick: Type.Boolean(),
  is_force_staff_pick: Type.Boolean(),
  is_featured: Type.Boolean(),
  is_sponsored_project: Type.Boolean(),
  project_sponsor_type: Nullable(Type.String()),
  project_sponsor_name: Nullable(Type.String()),
  sponsorship_project: Nullable(SponsorshipProjectRef),
});
export type ProjectCard = Static<typeof ProjectCard>;

/** Every project listing: a page of cards and how many match in all. */
export const ProjectList = ListOf(ProjectCard);
export type ProjectList = Static<typeof ProjectList>;

/**
 * Fields an owner (or a collaborator with project rights) may set. Only shapes here; the rules are in
 * the API's project-validation.ts. goal_amount_cents is untyped so the shared cents rule, not schema
 * coercion ("500" -> 500), judges it.
 */
const ownerFields = {
  title: Type.Optional(Text(1000)),
  description: Type.Optional(Text(100_000)),
  goal_amount_cents: Type.Optional(Type.Unknown({ description: 'Integer cents (a JSON integer; "500" is refused)' })),
  categories: Type.Optional(Type.Array(Text(100), { maxItems: 50 })),
  country_code: Type.Optional(Nullable(Text(10))),
  gift_type: Type.Optional(StringEnum(GIFT_TYPES)),
  photo_url: Type.Optional(Nullable(Text(2048))),
  video_url: Type.Optional(Nullable(Text(2048))),
  custom_thumbnail_photo: Type.Optional(Nullable(Text(2048))),
};

/** Fields only a platform admin may set. */
const adminFields = {
  in_reserve: Type.Optional(Type.Boolean()),
  is_sponsored_project: Type.Optional(Type.Boolean()),
  project_sponsor_type: Type.Optional(Nullable(Text(100))),
  project_sponsor_name: Type.Optional(Nullable(Text(200))),
  project_sponsor_child_id: Type.Optional(Nullable(Text(100))),
  project_sponsor_email: Type.Optional(Nullable(Text(320))),
  project_sponsor_gender: Type.Optional(Nullable(Text(50))),
  sponsorship_project_id: Type.Optional(Nullable(Id)),
  cotn_invite_code: Type.Optional(Nullable(Text(100))),
};

/** The names of the admin-only fields of UpdateProjectBody (the API refuses them from anyone else). */
export const ADMIN_FIELDS = Object.keys(adminFields) as (keyof typeof adminFields)[];
export type AdminField = keyof typeof adminFields;

/** POST /projects: required fields are the service's to check (every missing field at once, as 422). */
export const CreateProjectBody = Type.Object({ ...ownerFields, owner_id: Type.Optional(Id) }, { additionalProperties: false });
export type CreateProjectBody = Static<typeof CreateProjectBody>;

/** PATCH /projects/{id}: any owner field; admins also the admin fields. */
export const UpdateProjectBody = Type.Object({ ...ownerFields, ...adminFields }, { additionalProperties: false });
export type UpdateProjectBody = Static<typeof UpdateProjectBody>;

/** Following or unfollowing a project answers its counter. */
export const ProjectFollow = Type.Object({ project_id: Id, followers_count: Type.Integer(), is_follower_of_project: Type.Boolean() });
export type ProjectFollow = Static<typeof ProjectFollow>;

/** A giver row: a donor's gifts grouped, or one anonymous gift (no identity), or a guest ('Guest Donor'). */
export const Giver = Type.Object({
  name: Type.String(),
  /** Null for anonymous gifts and guest donors. */
  user: Nullable(Type.Object({ id: Id, first_name: Type.String(), last_name: Type.String(), photo_url: Nullable(Type.String()) })),
  is_anonymous: Type.Boolean(),
  is_guest: Type.Boolean(),
  amount_cents: Cents,
  gifts_count: Type.Integer(),
  monthly: Type.Boolean(),
  first_gift_at: Timestamp,
  last_gift_at: Timestamp,
  last_amount_cents: Cents,
});
export type Giver = Static<typeof Giver>;

export const GiverList = ListOf(Giver);
export type GiverList = Static<typeof GiverList>;

/** `?owner_id=` (required). */
export const OwnerQuery = Query({ owner_id: Id });
export type OwnerQuery = Static<typeof OwnerQuery>;

/** GET /projects/owner_projects_info: one owner's projects summed up (banned ones left out). */
export const OwnerProjectsInfo = Type.Object({
  owner_id: Id,
  /** The owner's active projects (users.projects_count). */
  projects_count: Type.Integer(),
  active_count: Type.Integer(),
  closed_count: Type.Integer(),
  funded_count: Type.Integer(),
  goal_amount_cents: Cents,
  amount_raised_cents: Cents,
  gifts_count: Type.Integer(),
  followers_count: Type.Integer(),
});
export type OwnerProjectsInfo = Static<typeof OwnerProjectsInfo>;

/** GET /projects/{id}/abc-sponsors-count: a sponsorship programme's sponsors and children. */
export const SponsorsCount = Type.Object({
  project_id: Id,
  sponsors_count: Type.Integer(),
  sponsored_count: Type.Integer(),
  waiting_count: Type.Integer(),
});
export type SponsorsCount = Static<typeof SponsorsCount>;

/** An update or encouragement with whether it is approved for the sponsor. */
const ApprovalMessage = Type.Object({
  id: Id,
  type: StringEnum(['update', 'encouragement'] as const),
  /** Null for an anonymous gift's encouragement. */
  user_id: Nullable(Id),
  message: Type.String(),
  created_at: Timestamp,
  approved_sponsor_event: Type.Boolean(),
});

export const ApprovalMessageList = ListOf(ApprovalMessage);
export type ApprovalMessageList = Static<typeof ApprovalMessageList>;

/** GET /projects/{id}/funded-sum-before-stripe-connect: raised, sent, and held until payouts are connected. */
export const FundedSum = Type.Object({ project_id: Id, amount_raised_cents: Cents, net_funds_sent_cents: Cents, held_cents: Cents });
export type FundedSum = Static<typeof FundedSum>;

/** GET /projects/{id}/check-that-cloudinary-post-finish: whether every upload-store media URL names a stored file. */
export const MediaCheck = Type.Object({ project_id: Id, finished: Type.Boolean(), pending: Type.Array(Type.String()) });
export type MediaCheck = Static<typeof MediaCheck>;

export const ProjectOwnerId = Type.Object({ project_id: Id, owner_id: Id });
export type ProjectOwnerId = Static<typeof ProjectOwnerId>;
