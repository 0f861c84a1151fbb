import { TEAM_ROLES } from '@storyfund/shared/roles';
import {
  TEAMMATES_MAX,
  validateImageLink,
  validateTeammateBio,
  validateTeammateName,
  validateTeammateTitle,
} from '@storyfund/shared/validation';
import type { Teammate, TeammateBody, TeammateList, TeammatePatch } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { requireAccountRole, type Caller } from '../../lib/access.js';
import { assertValid, NotFoundError, ValidationError } from '../../lib/errors.js';
import { uploadKindsByUrl } from '../uploads/uploads.service.js';
import { findUserById } from '../users/accounts.service.js';
import * as repo from './teammates.repository.js';

function teammateView(row: repo.TeammateRow): Teammate {
  return {
    id: row.id,
    partner_id: row.partner_id,
    name: row.name,
    title: row.title,
    bio: row.bio,
    photo_url: row.photo_url,
    position: row.position,
  };
}

/** A partner account that shows a profile: not banned, not a guest, not folded into another. */
async function partnerAccount(ctx: AppContext, partnerId: number) {
  const user = await findUserById(ctx.db, partnerId);
  if (!user || !user.is_partner || user.banned_at || user.is_anonymous || user.merged_into_id) throw new NotFoundError('Partner not found');
  return user;
}

/** The partner itself, its collaborators with a team role (admin), or a platform admin; 404 for a non-partner. */
async function requireTeamEditor(ctx: AppContext, caller: Caller, partnerId: number) {
  requireAccountRole(caller, partnerId, TEAM_ROLES);
  await partnerAccount(ctx, partnerId);
}

/** Field errors of a new member (`full`) or of a patch; an unchanged photo is not judged again (a form sends it back). */
async function checkFields(ctx: AppContext, body: TeammatePatch, full: boolean, storedPhoto: string | null = null) {
  const photo = body.photo_url !== undefined && body.photo_url !== storedPhoto ? body.photo_url : undefined;
  const kinds = photo ? await uploadKindsByUrl(ctx, [photo]) : new Map<string, 'image' | 'video'>();
  assertValid({
    name: full || body.name !== undefined ? validateTeammateName(body.name) : undefined,
    title: validateTeammateTitle(body.title),
    bio: validateTeammateBio(body.bio),
    photo_url: validateImageLink(photo, photo ? kinds.get(photo) : undefined),
  });
}

const trimmed = (body: TeammatePatch): Partial<repo.TeammateFields> => ({
  ...(body.name !== undefined ? { name: body.name.trim() } : {}),
  ...(body.title !== undefined ? { title: body.title.trim() } : {}),
  ...(body.bio !== undefined ? { bio: body.bio.trim() } : {}),
  ...(body.photo_url !== undefined ? { photo_url: body.photo_url || null } : {}),
});

/** GET /users/{id}/teammates (public): the whole team in the partner's order. */
export async function listTeammates(ctx: AppContext, partnerId: number): Promise<TeammateList> {
  await partnerAccount(ctx, partnerId);
  const rows = await repo.listTeammates(ctx.db, partnerId);
  return { data: rows.map(teammateView), total: rows.length };
}

/** POST /users/{id}/teammates: adds a member at the end; at most TEAMMATES_MAX (checked under the team's lock). */
export async function createTeammate(ctx: AppContext, caller: Caller, partnerId: number, body: TeammateBody): Promise<Teammate> {
  await requireTeamEditor(ctx, caller, partnerId);
  await checkFields(ctx, body, true);
  const fields = { title: '', bio: '', photo_url: null, ...trimmed(body) } as repo.TeammateFields;
  return ctx.transaction(async (tx) => {
    await repo.lockTeam(tx, partnerId);
    const size = await repo.teamSize(tx, partnerId);
    if (size.count >= TEAMMATES_MAX) throw new ValidationError({ base: [`A team shows at most ${TEAMMATES_MAX} members`] });
    return teammateView(await repo.insertTeammate(tx, partnerId, fields, size.next, ctx.clock.now()));
  });
}

async function teammateOf(ctx: AppContext, partnerId: number, teammateId: number) {
  const row = await repo.findTeammate(ctx.db, partnerId, teammateId);
  if (!row) throw new NotFoundError('Team member not found');
  return row;
}

/** PATCH /users/{id}/teammates/{teammate_id}: changes the given fields. */
export async function updateTeammate(
  ctx: AppContext,
  caller: Caller,
  partnerId: number,
  teammateId: number,
  body: TeammatePatch,
): Promise<Teammate> {
  await requireTeamEditor(ctx, caller, partnerId);
  const row = await teammateOf(ctx, partnerId, teammateId);
  await checkFields(ctx, body, false, row.photo_url);
  return teammateView(await repo.updateTeammate(ctx.db, row.id, trimmed(body), ctx.clock.now()));
}

/** DELETE /users/{id}/teammates/{teammate_id}. */
export async function deleteTeammate(ctx: AppContext, caller: Caller, partnerId: number, teammateId: number): Promise<void> {
  await requireTeamEditor(ctx, caller, partnerId);
  const row = await teammateOf(ctx, partnerId, teammateId);
  await repo.deleteTeammate(ctx.db, row.id);
}

/** PUT /users/{id}/teammates/order: `ids` must name every member once; they take its order. */
export async function reorderTeammates(ctx: AppContext, caller: Caller, partnerId: number, ids: number[]): Promise<TeammateList> {
  await requireTeamEditor(ctx, caller, partnerId);
  await ctx.transaction(async (tx) => {
    await repo.lockTeam(tx, partnerId);
    const current = new Set((await repo.listTeammates(tx, partnerId)).map((row) => row.id));
    const same = ids.length === current.size && new Set(ids).size === ids.length && ids.every((id) => current.has(id));
    if (!same) throw new ValidationError({ ids: ['List every team member once, in the new order'] });
    await repo.setPositions(tx, partnerId, ids, ctx.clock.now());
  });
  return listTeammates(ctx, partnerId);
}
