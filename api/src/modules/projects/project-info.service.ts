import { CATEGORY_SLUGS, GIFT_CATEGORIES } from '@storyfund/shared/constants';
import { countryName } from '@storyfund/shared/countries';
import type { AppContext } from '../../app-context.js';
import { requireActor, type Caller } from '../../lib/access.js';
import { NotFoundError } from '../../lib/errors.js';
import { loadProject, requireProjectRole, PROJECT_ROLES, CONTENT_ROLES } from './project-access.js';
import { ALMOST_THERE_RATIO } from './project-feeds.repository.js';
import { projectsPage } from './project-feeds.service.js';
import * as info from './project-info.repository.js';
import * as stats from './project-stats.repository.js';
import { monthlyProjects } from './project-gifts.repository.js';
import { approvalMessages } from './project-timeline-reads.repository.js';
import type { Page } from './project-listing.repository.js';
import { projectPage } from './projects.service.js';
import { findOwner } from './projects.repository.js';
import { uploadKindsByUrl } from '../uploads/uploads.service.js';

export async function categoryCounts(ctx: AppContext) {
  const counts = await stats.countsByCategory(ctx.db);
  const data = GIFT_CATEGORIES.map((category) => ({ category, slug: CATEGORY_SLUGS[category], count: counts.get(category) ?? 0 }));
  return { data, total: data.length };
}

export async function countryCounts(ctx: AppContext) {
  const rows = await stats.countsByCountry(ctx.db);
  return { data: rows.map((r) => ({ ...r, country_name: countryName(r.country_code) ?? r.country_code })), total: rows.length };
}

export async function isAlmostThere(ctx: AppContext) {
  const count = await stats.countAlmostThere(ctx.db, ALMOST_THERE_RATIO);
  return { is_almost_there: count > 0, count, threshold_percent: ALMOST_THERE_RATIO * 100 };
}

export async function insightLawCounts(ctx: AppContext) {
  return stats.insightCounts(ctx.db);
}

export async function ownerProjectsInfo(ctx: AppContext, ownerId: number) {
  const owner = await findOwner(ctx.db, ownerId);
  if (!owner || owner.banned_at || owner.is_anonymous || owner.merged_into_id) throw new NotFoundError('User not found');
  return { owner_id: ownerId, projects_count: owner.projects_count, ...(await stats.ownerSummary(ctx.db, ownerId)) };
}

/** `{project}` or `{project: null}`: "nothing fits" is a normal answer, not an error. */
async function maybeProject(ctx: AppContext, caller: Caller, id: number | undefined) {
  return { project: id === undefined ? null : await projectPage(ctx.db, caller.actor, id) };
}

export async function specialLargeGiftProject(ctx: AppContext, caller: Caller, amountCents: number) {
  return maybeProject(ctx, caller, await info.specialGiftProjectId(ctx.db, amountCents));
}

export async function cotnEventProject(ctx: AppContext, caller: Caller, code: string) {
  const id = await info.cotnProjectId(ctx.db, code.trim());
  if (id === undefined) throw new NotFoundError('No project matches this event invite code');
  return projectPage(ctx.db, caller.actor, id);
}

export async function groveEventProject(ctx: AppContext, caller: Caller) {
  const id = await info.groveProjectId(ctx.db);
  if (id === undefined) throw new NotFoundError('There is no Grove event project right now');
  return projectPage(ctx.db, caller.actor, id);
}

export async function abcSponsorsCount(ctx: AppContext, caller: Caller, id: number) {
  await loadProject(ctx.db, id, caller.actor);
  return { project_id: id, ...(await info.sponsorCounts(ctx.db, id)) };
}

export async function abcSponsorsLine(ctx: AppContext, caller: Caller, id: number, page: Page) {
  await loadProject(ctx.db, id, caller.actor);
  return projectsPage(ctx.db, caller.actor, await info.sponsorLineIds(ctx.db, id, page));
}

/** For the owner's side (content rights) and admins: which messages a sponsor may see. */
export async function messagesWithApproveState(ctx: AppContext, caller: Caller, id: number, page: Page) {
  const project = await loadProject(ctx.db, id, caller.actor);
  requireProjectRole(caller, project, CONTENT_ROLES);
  const { rows, total } = await approvalMessages(ctx.db, id, page);
  return { data: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })), total };
}

/** The caller's monthly-giving projects, each with the latest monthly amount. */
export async function projectsWithSubscription(ctx: AppContext, caller: Caller, page: Page) {
  const actor = requireActor(caller);
  const { rows, total } = await monthlyProjects(ctx.db, actor.id, page);
  const projects = await projectsPage(ctx.db, actor, { ids: rows.map((r) => Number(r.project_id)), total });
  const byId = new Map(rows.map((r) => [Number(r.project_id), r]));
  return {
    data: projects.data.map((p) => ({
      ...p,
      monthly_amount_cents: byId.get(p.id)!.amount_cents,
      last_monthly_gift_at: byId.get(p.id)!.gift_at.toISOString(),
    })),
    total,
  };
}

/** Raised but not yet sent to the owner: held on the platform account until payouts are connected. */
export async function fundedSumBeforeStripeConnect(ctx: AppContext, caller: Caller, id: number) {
  const project = await loadProject(ctx.db, id, caller.actor);
  requireProjectRole(caller, project, PROJECT_ROLES);
  return {
    project_id: id,
    amount_raised_cents: project.amount_raised_cents,
    net_funds_sent_cents: project.net_funds_sent_cents,
    held_cents: Math.max(project.amount_raised_cents - project.net_funds_sent_cents, 0),
  };
}

/**
 * After an upload the client polls this until the project's media is ready: finished when every media
 * URL of the project (photo, thumbnail, video) that points at our upload store names a stored file.
 * Uploads are stored before POST /api/uploads answers, so today this settles at once; the call stays for
 * clients written against a processing media host.
 */
export async function checkMediaFinished(ctx: AppContext, caller: Caller, id: number) {
  const project = await loadProject(ctx.db, id, caller.actor);
  const ours = (u: string) => u.startsWith('/api/uploads/') || u.startsWith(`${ctx.config.publicUrl}/api/uploads/`);
  const urls = [project.photo_url, project.custom_thumbnail_photo, project.video_url].filter((u): u is string => !!u && ours(u));
  const stored = await uploadKindsByUrl(ctx, urls);
  const pending = urls.filter((u) => !stored.has(u));
  return { project_id: id, finished: pending.length === 0, pending };
}

export async function ownerId(ctx: AppContext, caller: Caller, id: number) {
  const project = await loadProject(ctx.db, id, caller.actor);
  return { project_id: id, owner_id: project.owner_id };
}
