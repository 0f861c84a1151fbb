import type { AppContext } from '../../app-context.js';
import { requireAccountRole, requireMember, type Caller } from '../../lib/access.js';
import { assertValid, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { PROJECT_ROLES } from '@storyfund/shared/roles';
import type { ProjectDraft, ProjectDraftList } from '@storyfund/shared/contract';
import { validateDraftData } from '@storyfund/shared/validation';
import * as repo from './project-drafts.repository.js';

/** Autosaved project forms. The fields are checked when the project is published, not here. */
function draftView(row: repo.DraftRow): ProjectDraft {
  return {
    id: row.id,
    user_id: row.author_id,
    owner_id: row.owner_id,
    data: row.data,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function checkData(data: unknown): Record<string, unknown> {
  assertValid({ data: validateDraftData(data) });
  return data as Record<string, unknown>;
}

/** The draft's author, or a platform admin. */
async function ownDraft(ctx: AppContext, caller: Caller, id: number) {
  const actor = requireMember(caller);
  const row = await repo.findDraft(ctx.db, id);
  if (!row) throw new NotFoundError('Draft not found');
  if (row.author_id !== actor.id && !actor.is_admin) throw new ForbiddenError();
  return row;
}

export async function listDrafts(ctx: AppContext, caller: Caller, page: { limit: number; offset: number }): Promise<ProjectDraftList> {
  const actor = requireMember(caller);
  const { rows, total } = await repo.listDrafts(ctx.db, actor.id, page);
  return { data: rows.map(draftView), total };
}

/** A draft for one's own account, or (owner_id) for a partner account one may create projects for. */
export async function createDraft(ctx: AppContext, caller: Caller, input: { data?: unknown; owner_id?: number }): Promise<ProjectDraft> {
  const actor = requireMember(caller);
  const ownerId = input.owner_id ?? actor.id;
  if (ownerId !== actor.id) requireAccountRole(caller, ownerId, PROJECT_ROLES);
  const data = checkData(input.data ?? {});
  return draftView(await repo.insertDraft(ctx.db, { owner_id: ownerId, author_id: actor.id, data }));
}

export async function getDraft(ctx: AppContext, caller: Caller, id: number): Promise<ProjectDraft> {
  return draftView(await ownDraft(ctx, caller, id));
}

/** Autosave sends the whole form: `data` replaces the saved object. */
export async function updateDraft(ctx: AppContext, caller: Caller, id: number, input: { data: unknown }): Promise<ProjectDraft> {
  await ownDraft(ctx, caller, id);
  const row = await repo.updateDraft(ctx.db, id, checkData(input.data));
  if (!row) throw new NotFoundError('Draft not found');
  return draftView(row);
}

export async function deleteDraft(ctx: AppContext, caller: Caller, id: number) {
  await ownDraft(ctx, caller, id);
  await repo.deleteDraft(ctx.db, id);
}
