import { COLLABORATOR_ROLE_LABELS } from '@storyfund/shared/constants';
import { ANY_ROLE, TEAM_ROLES } from '@storyfund/shared/roles';
import { validateEmail } from '@storyfund/shared/validation';
import type {
  AcceptInvitationQuery,
  Collaborator,
  CollaboratorInvitation,
  CollaboratorInvitationList,
  CollaboratorList,
  InvitationBody,
  InvitationListQuery,
  RoleAssignmentBody,
} from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { requireAccountRole, requireMember, type Caller } from '../../lib/access.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { hashToken, newToken } from '../auth/sessions.service.js';
import { findUserById, normalizeEmail } from '../users/accounts.service.js';
import { ownerDisplayName } from '../projects/project-owner.service.js';
import * as repo from './teams.repository.js';

/** An invitation link works for 7 days (spec §4 Invitations; docs/api-teams.md). */
const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The team's account: a partner that is not banned, not a guest, not folded away; else 404. */
async function partnerAccount(ctx: AppContext, partnerId: number) {
  const user = await findUserById(ctx.db, partnerId);
  if (!user || !user.is_partner || user.banned_at || user.is_anonymous || user.merged_into_id) throw new NotFoundError('Partner not found');
  return user;
}

function invitationView(row: repo.InvitationRow, now: Date): CollaboratorInvitation {
  return {
    id: row.id,
    role: row.role,
    collaborator_email: row.collaborator_email,
    controlled_user_id: row.partner_id,
    created_at: row.created_at.toISOString(),
    sent_at: row.sent_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    expired: row.expires_at.getTime() <= now.getTime(),
  };
}

function collaboratorView(row: repo.CollaboratorRow): Collaborator {
  return {
    id: row.id,
    partner_id: row.partner_id,
    role: row.role,
    user: { id: row.user_id, name: `${row.first_name} ${row.last_name}`.trim(), email: row.email, photo_url: row.photo_url },
    created_at: row.created_at.toISOString(),
  };
}

/** The emailed link: /accept_invitation/{partner}?auth_token=… (the page logs in or signs up first). */
async function mailInvitation(
  ctx: AppContext,
  partner: Awaited<ReturnType<typeof partnerAccount>>,
  row: repo.InvitationRow,
  token: string,
) {
  const name = ownerDisplayName(partner);
  const link = `${ctx.config.publicUrl}/accept_invitation/${partner.id}?auth_token=${token}`;
  await ctx.mailer.send({
    // The invitee asked for nothing yet, but it is the only way the link reaches them: a transactional mail.
    transactional: true,
    to: row.collaborator_email,
    subject: `${name} invited you to their team on Storyfund`,
    text:
      `Hi,\n\n${name} invited you to join their team on Storyfund as ${COLLABORATOR_ROLE_LABELS[row.role]}.\n\n` +
      `Accept the invitation by opening this link (log in or create an account with it):\n${link}\n\n` +
      'The link works once, for 7 days. If you did not expect it, ignore this email.',
  });
}

/** POST partners/{id}/collaborator_invitations: the account's admins (and the account itself) invite an address to a role. */
export async function invite(ctx: AppContext, caller: Caller, partnerId: number, body: InvitationBody): Promise<CollaboratorInvitation> {
  const actor = requireAccountRole(caller, partnerId, TEAM_ROLES);
  const partner = await partnerAccount(ctx, partnerId);
  const invalid = validateEmail(body.collaborator_email);
  if (invalid) throw new ValidationError({ collaborator_email: [invalid] });
  const email = normalizeEmail(body.collaborator_email);
  if (partner.email === email) throw new ValidationError({ collaborator_email: ['This is the account itself; invite someone else'] });
  if (await repo.isCollaboratorEmail(ctx.db, partnerId, email)) {
    throw new ValidationError({ collaborator_email: ['This person is already on the team; change their role instead'] });
  }
  const { token, hash } = newToken();
  const now = ctx.clock.now();
  const row = await ctx.transaction(async (tx) => {
    const inserted = await repo.insertInvitation(tx, {
      partner_id: partnerId,
      collaborator_email: email,
      role: body.role,
      token_hash: hash,
      invited_by_id: actor.id,
      expires_at: new Date(now.getTime() + INVITATION_TTL_MS),
      now,
    });
    if (!inserted) return undefined;
    await ctx.events.emit(tx, 'collaborator.invited', {
      invitation_id: inserted.id,
      partner_id: partnerId,
      collaborator_email: email,
      role: inserted.role,
      invited_by_id: actor.id,
    });
    return inserted;
  });
  if (!row) throw new ValidationError({ collaborator_email: ['This address already has a pending invitation; resend it instead'] });
  await mailInvitation(ctx, partner, row, token);
  return invitationView(row, now);
}

/** GET partners/{id}/collaborator_invitations: the pending ones, newest first (limit 10, offset 0). */
export async function listInvitations(
  ctx: AppContext,
  caller: Caller,
  partnerId: number,
  query: InvitationListQuery,
): Promise<CollaboratorInvitationList> {
  requireAccountRole(caller, partnerId, TEAM_ROLES);
  await partnerAccount(ctx, partnerId);
  const { rows, total } = await repo.listPendingInvitations(ctx.db, partnerId, query);
  const now = ctx.clock.now();
  return { data: rows.map((row) => invitationView(row, now)), total };
}

/** POST …/{invitation}/resend: a fresh link (the old one stops working) and 7 more days. */
export async function resendInvitation(
  ctx: AppContext,
  caller: Caller,
  partnerId: number,
  invitationId: number,
): Promise<CollaboratorInvitation> {
  requireAccountRole(caller, partnerId, TEAM_ROLES);
  const partner = await partnerAccount(ctx, partnerId);
  const existing = await repo.findPendingInvitation(ctx.db, partnerId, invitationId);
  if (!existing) throw new NotFoundError('Invitation not found');
  const { token, hash } = newToken();
  const now = ctx.clock.now();
  const row = await repo.renewInvitation(ctx.db, invitationId, hash, now, new Date(now.getTime() + INVITATION_TTL_MS));
  if (!row) throw new NotFoundError('Invitation not found');
  await mailInvitation(ctx, partner, row, token);
  return invitationView(row, now);
}

/** DELETE …/{invitation}: the link stops working. */
export async function deleteInvitation(ctx: AppContext, caller: Caller, partnerId: number, invitationId: number): Promise<void> {
  requireAccountRole(caller, partnerId, TEAM_ROLES);
  await partnerAccount(ctx, partnerId);
  if (!(await repo.deleteInvitation(ctx.db, partnerId, invitationId))) throw new NotFoundError('Invitation not found');
}

/**
 * GET …/accept_invitation?auth_token=: the logged-in caller takes the invited role on the account. The
 * token is the proof (it was emailed to the invited address); it works once, for 7 days.
 */
export async function acceptInvitation(
  ctx: AppContext,
  caller: Caller,
  partnerId: number,
  query: AcceptInvitationQuery,
): Promise<Collaborator> {
  const actor = requireMember(caller);
  await partnerAccount(ctx, partnerId);
  if (actor.id === partnerId)
    throw new ValidationError({ auth_token: ['This invitation is for someone joining your team, not for the account itself'] });
  const invalid = new ValidationError({ auth_token: ['This invitation link is invalid, has been used or has expired; ask for a new one'] });
  const assignmentId = await ctx.transaction(async (tx) => {
    const invitation = await repo.claimInvitation(tx, partnerId, hashToken(query.auth_token), actor.id, ctx.clock.now());
    if (!invitation) return undefined;
    const role = await repo.upsertRole(tx, partnerId, actor.id, invitation.role);
    await ctx.events.emit(tx, 'collaborator.joined', {
      role_assignment_id: role.id,
      invitation_id: invitation.id,
      partner_id: partnerId,
      user_id: actor.id,
      role: role.role,
    });
    return role.id;
  });
  if (assignmentId === undefined) throw invalid;
  return collaboratorView((await repo.findCollaborator(ctx.db, partnerId, assignmentId))!);
}

/** GET partners/{id}/collaborators: anyone on the team (and the account, and admins) sees it. */
export async function listCollaborators(ctx: AppContext, caller: Caller, partnerId: number): Promise<CollaboratorList> {
  requireAccountRole(caller, partnerId, ANY_ROLE);
  await partnerAccount(ctx, partnerId);
  const rows = await repo.listCollaborators(ctx.db, partnerId);
  return { data: rows.map(collaboratorView), total: rows.length };
}

/** PUT partners/{id}/collaborators/{role_assignment_id} (new_role): the account's admins. */
export async function changeRole(
  ctx: AppContext,
  caller: Caller,
  partnerId: number,
  roleAssignmentId: number,
  body: RoleAssignmentBody,
): Promise<Collaborator> {
  requireAccountRole(caller, partnerId, TEAM_ROLES);
  await partnerAccount(ctx, partnerId);
  const row = await repo.findCollaborator(ctx.db, partnerId, roleAssignmentId);
  if (!row) throw new NotFoundError('Collaborator not found');
  await repo.setRole(ctx.db, roleAssignmentId, body.new_role);
  return collaboratorView({ ...row, role: body.new_role });
}

/** DELETE partners/{id}/collaborators/{role_assignment_id}: the account's admins remove someone; anyone may leave. */
export async function removeCollaborator(ctx: AppContext, caller: Caller, partnerId: number, roleAssignmentId: number): Promise<void> {
  const actor = requireMember(caller);
  const row = await repo.findCollaborator(ctx.db, partnerId, roleAssignmentId);
  if (row?.user_id !== actor.id) requireAccountRole(caller, partnerId, TEAM_ROLES);
  if (!row || !(await repo.deleteRole(ctx.db, partnerId, roleAssignmentId))) throw new NotFoundError('Collaborator not found');
}
