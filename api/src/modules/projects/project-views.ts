import { countryName } from '@storyfund/shared/countries';
import { isLargeProject } from '@storyfund/shared/constants';
import type { Project, ProjectCard, ViewerFlags } from '@storyfund/shared/contract';
import { publicUserView } from '../users/users.service.js';
import type { CardRow, ProjectRecord as ProjectRow, ProjectWithOwner } from './projects.repository.js';

/** Spec §3 viewer flags: what the logged-in viewer has to do with the project. All false when logged out. */
export type { ViewerFlags };

export const NO_VIEWER_FLAGS: ViewerFlags = {
  is_giver: false,
  is_follower_of_owner: false,
  is_follower_of_project: false,
  is_monthly_giver: false,
  has_given_to_owner: false,
};

/** Funded when funded_at is set or raised is at least the goal (spec §4). */
const isFunded = (p: { funded_at: unknown; amount_raised_cents: number; goal_amount_cents: number }) =>
  p.funded_at !== null || p.amount_raised_cents >= p.goal_amount_cents;

const isHalfFunded = (p: Pick<ProjectRow, 'half_funded_at' | 'amount_raised_cents' | 'goal_amount_cents'>) =>
  p.half_funded_at !== null || p.amount_raised_cents * 2 >= p.goal_amount_cents;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The project as the API sends it. `viewer` flags come with the project page (lists leave `user` out);
 * `manager` (owner, collaborator with project rights, admin) also sees the sponsor's email, the event
 * invite code and the ban stamp.
 */
export function projectView(
  { project: p, owner, sponsorship }: ProjectWithOwner,
  opts: { viewer?: ViewerFlags; manager?: boolean } = {},
): Project {
  const manager = opts.manager ?? false;
  return {
    id: p.id,
    owner_id: p.owner_id,
    title: p.title,
    description: p.description,
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
    goal_amount_cents: p.goal_amount_cents,
    stats: { amount_raised_cents: p.amount_raised_cents },
    amount_raised_cents_cache: p.amount_raised_cents,
    amount_left_cents: Math.max(p.goal_amount_cents - p.amount_raised_cents, 0),
    net_funds_sent_cents: p.net_funds_sent_cents,
    gifts_count: p.gifts_count,
    funded_at: iso(p.funded_at),
    half_funded_at: iso(p.half_funded_at),
    is_funded: isFunded(p),
    is_half_funded: isHalfFunded(p),
    is_large: isLargeProject(p.goal_amount_cents),
    country_code: p.country_code,
    country_name: countryName(p.country_code) ?? null,
    categories: p.categories,
    photo_url: p.photo_url,
    video_url: p.video_url,
    custom_thumbnail_photo: p.custom_thumbnail_photo,
    last_photo_update_at: iso(p.last_photo_update_at),
    last_video_update_at: iso(p.last_video_update_at),
    last_update_at: iso(p.last_update_at),
    gift_type: p.gift_type,
    owner: publicUserView(owner, { viewerFollows: opts.viewer?.is_follower_of_owner ?? false }),
    ...(opts.viewer ? { user: opts.viewer } : {}),
    followers_count: p.followers_count,
    is_staff_pick: p.is_staff_pick,
    staff_picked_at: iso(p.staff_picked_at),
    is_force_staff_pick: p.is_force_staff_pick,
    is_featured: p.is_featured,
    is_special: p.is_special,
    has_final_visual_update: p.has_final_visual_update,
    in_reserve: p.in_reserve,
    is_sponsored_project: p.is_sponsored_project,
    project_sponsor_type: p.project_sponsor_type,
    project_sponsor_name: p.project_sponsor_name,
    project_sponsor_child_id: p.project_sponsor_child_id,
    project_sponsor_email: manager ? p.project_sponsor_email : null,
    project_sponsor_gender: p.project_sponsor_gender,
    sponsorship_project: sponsorship,
    cotn_invite_code: manager ? p.cotn_invite_code : null,
    status: p.status,
    closed_at: iso(p.closed_at),
    banned_at: manager ? iso(p.banned_at) : null,
  };
}

/** A project card (listings) from its raw row: the funded rule is the project view's own. */
export function cardView(r: CardRow): ProjectCard {
  const goal = Number(r.goal_amount_cents);
  const raised = Number(r.amount_raised_cents);
  return {
    id: Number(r.id),
    title: r.title,
    goal_amount_cents: goal,
    stats: { amount_raised_cents: raised },
    is_funded: isFunded({ funded_at: r.funded_at, amount_raised_cents: raised, goal_amount_cents: goal }),
    country_code: r.country_code,
    country_name: countryName(r.country_code) ?? null,
    categories: r.categories,
    photo_url: r.photo_url,
    video_url: r.video_url,
    custom_thumbnail_photo: r.custom_thumbnail_photo,
    owner: {
      id: Number(r.owner_id),
      first_name: r.owner_first_name,
      last_name: r.owner_last_name,
      organization_name: r.owner_organization_name,
      show_organization_name: r.owner_show_organization_name,
      photo_url: r.owner_photo_url,
    },
    status: r.status,
    is_staff_pick: r.is_staff_pick,
    is_force_staff_pick: r.is_force_staff_pick,
    is_featured: r.is_featured,
    is_sponsored_project: r.is_sponsored_project,
    project_sponsor_type: r.project_sponsor_type,
    project_sponsor_name: r.project_sponsor_name,
    sponsorship_project: r.sponsorship_id === null ? null : { id: Number(r.sponsorship_id), title: r.sponsorship_title ?? '' },
  };
}
