import { canManageAccount } from '@storyfund/shared/roles';
import { ADMIN_FIELDS, type AdminField, type Project, type ProjectList } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/client.js';
import { requireAccountRole, requireMember, type Actor, type Caller } from '../../lib/access.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { IdPage } from '../../lib/paging.js';
import { PROJECT_ROLES } from '@storyfund/shared/roles';
import { isVisibleTo, loadProject, requireProjectRole } from './project-access.service.js';
import { mediaUrls, validateProjectInput, type ProjectInput } from './project-validation.js';
import { uploadKindsByUrl } from '../uploads/uploads.service.js';
import { ownerFields } from './project-owner.service.js';
import { holdFunding, restampFunding } from './project-funding.service.js';
import { changeStatus } from './project-status.js';
import { viewerFlags } from './project-viewer.repository.js';
import { NO_VIEWER_FLAGS, cardView, projectView } from './project-views.js';
import * as repo from './projects.repository.js';

/** Owner, collaborator with project rights, or admin: sees the private fields of a project. */
export const canManageProject = (actor: Actor | null, ownerId: number): boolean =>
  !!actor && !actor.is_anonymous && (actor.is_admin || canManageAccount(actor, ownerId, [...PROJECT_ROLES]));

/**
 * The page view of one project, with the viewer's flags (all false when logged out); a banned one only for admins.
 * One read for the project, its owner and its sponsorship (`findProjectPage`), then the viewer's flags if logged in.
 */
export async function projectPage(db: Executor, actor: Actor | null, id: number): Promise<Project> {
  const row = await repo.findProjectPage(db, id);
  if (!row || !isVisibleTo(row.project, actor)) throw new NotFoundError('Project not found');
  const viewer = actor ? await viewerFlags(db, actor.id, id, row.project.owner_id) : NO_VIEWER_FLAGS;
  return projectView(row, { viewer, manager: canManageProject(actor, row.project.owner_id) });
}

/** A page of ids turned into `{data, total}` of project cards (what listings answer; no private field is on a card). */
export async function projectCards(db: Executor, page: IdPage): Promise<ProjectList> {
  const rows = await repo.cardRows(db, page.ids);
  return { data: rows.map(cardView), total: page.total };
}

export async function getProject(ctx: AppContext, caller: Caller, id: number): Promise<Project> {
  return projectPage(ctx.db, caller.actor, id);
}

export type CreateProjectInput = ProjectInput & { owner_id?: number };

/**
 * A logged-in member creates a project for themselves, or for a partner account (`owner_id`) on which
 * they hold project rights. The owner's active-project count moves in the same transaction.
 */
export async function createProject(ctx: AppContext, caller: Caller, input: CreateProjectInput): Promise<Project> {
  const actor = requireMember(caller);
  const { owner_id: requestedOwner, ...fields } = input;
  const ownerId = requestedOwner ?? actor.id;
  if (ownerId !== actor.id) requireAccountRole(caller, ownerId, PROJECT_ROLES);
  const changes = validateProjectInput(fields, { partial: false, uploaded: await uploadKindsByUrl(ctx, mediaUrls(fields)) });
  const id = await ctx.db.transaction(async (tx) => {
    const owner = await repo.findOwner(tx, ownerId);
    if (!owner || owner.banned_at || owner.is_anonymous || owner.merged_into_id) {
      throw new ValidationError({ owner_id: ['Unknown account'] });
    }
    const row = await repo.insertProject(tx, {
      ...(changes as Required<typeof changes>),
      owner_id: ownerId,
      created_by_id: actor.id,
      ...ownerFields(owner),
    });
    await repo.bumpProjectsCount(tx, ownerId, 1);
    return row.id;
  });
  return projectPage(ctx.db, actor, id);
}

export type UpdateProjectInput = ProjectInput & Partial<Record<AdminField, unknown>>;

/** The owner or a collaborator with project rights edits the owner's fields; admins also the rest. */
export async function updateProject(ctx: AppContext, caller: Caller, id: number, input: UpdateProjectInput): Promise<Project> {
  const project = await loadProject(ctx.db, id, caller.actor);
  const actor = requireProjectRole(caller, project, PROJECT_ROLES);
  const adminOnly = ADMIN_FIELDS.filter((field) => input[field] !== undefined);
  if (adminOnly.length > 0 && !actor.is_admin) throw new ForbiddenError(`Only administrators can change ${adminOnly.join(', ')}`);
  const ownerInput: ProjectInput = { ...input };
  for (const field of ADMIN_FIELDS) delete (ownerInput as Record<string, unknown>)[field];
  // A form sends media back unchanged; what is stored is not judged again (demo images live under /demo/).
  for (const field of ['photo_url', 'video_url', 'custom_thumbnail_photo'] as const) {
    if (ownerInput[field] !== undefined && ownerInput[field] === project[field]) delete ownerInput[field];
  }
  const uploaded = await uploadKindsByUrl(ctx, mediaUrls(ownerInput));
  const changes: Partial<repo.NewProject> = validateProjectInput(ownerInput, { partial: true, uploaded });
  for (const field of adminOnly) (changes as Record<string, unknown>)[field] = input[field];
  if (input.sponsorship_project_id !== undefined && input.sponsorship_project_id !== null) {
    const target = input.sponsorship_project_id as number;
    if (target === id) throw new ValidationError({ sponsorship_project_id: ['A project cannot sponsor itself'] });
    await loadProject(ctx.db, target, actor).catch(() => {
      throw new ValidationError({ sponsorship_project_id: ['Unknown project'] });
    });
  }
  await ctx.transaction(async (tx) => {
    // A goal change holds the project's totals first (the order a gift locks them in), so no gift crosses meanwhile.
    const funding = changes.goal_amount_cents !== undefined ? await holdFunding(tx, id) : undefined;
    await repo.updateProject(tx, id, changes);
    if (funding) await restampFunding(ctx, tx, id, funding, ctx.clock.now());
  });
  return projectPage(ctx.db, actor, id);
}

/** POST /projects/{id}/close and DELETE /projects/{id}: a soft close by the owner's side or an admin. */
export async function closeProject(ctx: AppContext, caller: Caller, id: number): Promise<Project> {
  const project = await loadProject(ctx.db, id, caller.actor);
  const actor = requireProjectRole(caller, project, PROJECT_ROLES);
  await ctx.db.transaction((tx) => changeStatus(tx, id, 'closed', ctx.clock.now()));
  return projectPage(ctx.db, actor, id);
}
