/** Projects as the API sends them (spec §3 "Project") and their list queries. */
import type { Category } from '../constants/index.js';
import type { Cents, Id, IsoDateString, SortDirection } from './common.js';
import type { User } from './user.js';

/** One-time or monthly giving (projects and gifts). */
export type GiftType = 'one-time' | 'monthly';

export interface ProjectStats {
  amount_raised_cents: Cents;
}

/** Flags relative to the viewing user; absent for a logged-out viewer. */
export interface ProjectViewerFlags {
  is_giver: boolean;
  is_follower_of_owner: boolean;
  is_follower_of_project: boolean;
  is_monthly_giver: boolean;
  has_given_to_owner: boolean;
}

/** The project a sponsorship project is linked to. */
export interface SponsorshipProjectRef {
  id: Id;
  title: string;
}

export interface Project {
  // Identity and text
  id: Id;
  title: string;
  description: string;
  created_at: IsoDateString;
  // Money
  goal_amount_cents: Cents;
  stats: ProjectStats;
  amount_raised_cents_cache: Cents;
  net_funds_sent_cents: Cents;
  // Funding dates: funded when funded_at is set or raised >= goal
  funded_at: IsoDateString | null;
  half_funded_at: IsoDateString | null;
  // Location and classification
  country_code: string | null;
  country_name: string | null;
  categories: Category[];
  // Media
  photo_url: string | null;
  video_url: string | null;
  custom_thumbnail_photo: string | null;
  last_photo_update_at: IsoDateString | null;
  last_video_update_at: IsoDateString | null;
  gift_type: GiftType;
  owner: User;
  /** Viewer flags; left out when nobody is logged in. */
  user?: ProjectViewerFlags;
  // Promotion flags
  is_staff_pick: boolean;
  is_force_staff_pick: boolean;
  is_featured: boolean;
  is_special: boolean;
  has_final_visual_update: boolean;
  // Sponsorship
  is_sponsored_project: boolean;
  project_sponsor_type: string | null;
  project_sponsor_name: string | null;
  project_sponsor_child_id: string | null;
  project_sponsor_email: string | null;
  project_sponsor_gender: string | null;
  sponsorship_project: SponsorshipProjectRef | null;
  // Other
  cotn_invite_code: string | null;
  status: string;
}

/** `GET projects/owner-projects` (and similar owner lists). */
export interface ProjectListQuery {
  limit?: number;
  offset?: number;
  query?: string;
  owner_id?: Id;
  sort_direction?: SortDirection;
}

/** `GET projects`: limit and offset, plus optional filters (spec §7). */
export interface ProjectSearchQuery {
  limit?: number;
  offset?: number;
  owner_id?: Id;
  category?: string;
  q?: string;
  only_tax_exempt_projects?: boolean;
  not_funded_only?: boolean;
  only_sponsored_projects?: boolean;
}

/** `POST projects` and `PATCH projects/{id}` body. */
export interface ProjectPayload {
  title: string;
  description: string;
  goal_amount_cents: Cents;
  categories: Category[];
  country_code: string;
  gift_type?: GiftType;
  photo_url?: string | null;
  video_url?: string | null;
}

/**
 * A saved, unpublished project (`project-drafts` CRUD). Spec §3 names the
 * entity without fields: these mirror the project payload, all optional.
 */
/** An autosaved project form (`/project-drafts`): the form fields live under `data`. */
export interface ProjectDraft {
  id: Id;
  /** The author. */
  user_id: Id;
  /** The account the project will belong to (the author, or a partner they hold project rights on). */
  owner_id: Id;
  data: Partial<ProjectPayload> & Record<string, unknown>;
  created_at: IsoDateString;
  updated_at: IsoDateString;
}

/** `POST /abuse-reports` (a project or a timeline event). Fields are not in the spec; this is our shape. */
export interface AbuseReport {
  id: Id;
  project_id: Id;
  reason: string;
  message: string | null;
  created_at: IsoDateString;
}

export type AbuseReportPayload = Pick<AbuseReport, 'reason' | 'message'>;
