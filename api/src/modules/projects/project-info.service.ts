import type {
  ApprovalMessageList,
  FundedSum,
  MediaCheck,
  OwnerProjectsInfo,
  ProjectOwnerId,
  SponsorsCount,
} from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/access.js';
import { NotFoundError } from '../../lib/errors.js';
import { CONTENT_ROLES, PROJECT_ROLES } from '@storyfund/shared/roles';
import { loadProject, requireProjectRole } from './project-access.service.js';
import type { Page } from '../../lib/paging.js';
import * as info from './project-info.repository.js';
import { approvalMessages } from './project-timeline-reads.repository.js';
import { findOwner } from './projects.repository.js';
import { uploadKindsByUrl } from '../uploads/uploads.service.js';

export async function ownerProjectsInfo(ctx: AppContext, ownerId: number): Promise<OwnerProjectsInfo> {
  const owner = await findOwner(ctx.db, ownerId);
  if (!owner || owner.banned_at || owner.is_anonymous || owner.merged_into_id) throw new NotFoundError('User not found');
  return { owner_id: ownerId, projects_count: owner.projects_count, ...(await info.ownerSummary(ctx.db, ownerId)) };
}

export async function abcSponsorsCount(ctx: AppContext, caller: Caller, id: number): Promise<SponsorsCount> {
  await loadProject(ctx.db, id, caller.actor);
  return { project_id: id, ...(await info.sponsorCounts(ctx.db, id)) };
}

/** For the owner's side (content rights) and admins: which messages a sponsor may see. */
export async function messagesWithApproveState(ctx: AppContext, caller: Caller, id: number, page: Page): Promise<ApprovalMessageList> {
  const project = await loadProject(ctx.db, id, caller.actor);
  requireProjectRole(caller, project, CONTENT_ROLES);
  const { rows, total } = await approvalMessages(ctx.db, id, page);
  return { data: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })), total };
}

/** Raised but not yet sent to the owner: held on the platform account until payouts are connected. */
export async function fundedSumBeforeStripeConnect(ctx: AppContext, caller: Caller, id: number): Promise<FundedSum> {
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
export async function checkMediaFinished(ctx: AppContext, caller: Caller, id: number): Promise<MediaCheck> {
  const project = await loadProject(ctx.db, id, caller.actor);
  const ours = (u: string) => u.startsWith('/api/uploads/') || u.startsWith(`${ctx.config.publicUrl}/api/uploads/`);
  const urls = [project.photo_url, project.custom_thumbnail_photo, project.video_url].filter((u): u is string => !!u && ours(u));
  const stored = await uploadKindsByUrl(ctx, urls);
  const pending = urls.filter((u) => !stored.has(u));
  return { project_id: id, finished: pending.length === 0, pending };
}

export async function ownerId(ctx: AppContext, caller: Caller, id: number): Promise<ProjectOwnerId> {
  const project = await loadProject(ctx.db, id, caller.actor);
  return { project_id: id, owner_id: project.owner_id };
}
