import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CollaboratorRole } from '@storyfund/shared/constants';
import type { Executor } from '../../db/client.js';
import { collaboratorInvitations, userRoles, users } from '../../db/schema/index.js';

/**
 * Collaborator invitations and role assignments (user_roles). An invitation is accepted by one conditional
 * UPDATE (accepted_at IS NULL, not expired), so of concurrent accepts exactly one wins.
 */

export type InvitationRow = typeof collaboratorInvitations.$inferSelect;

const pending = (partnerId: number) => and(eq(collaboratorInvitations.partner_id, partnerId), isNull(collaboratorInvitations.accepted_at));

export async function insertInvitation(
  db: Executor,
  values: {
    partner_id: number;
    collaborator_email: string;
    role: CollaboratorRole;
    token_hash: Buffer;
    invited_by_id: number;
    expires_at: Date;
    now: Date;
  },
): Promise<InvitationRow | undefined> {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(collaboratorInvitations)
    .values({ ...rest, created_at: now, sent_at: now })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function listPendingInvitations(db: Executor, partnerId: number, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(collaboratorInvitations)
      .where(pending(partnerId))
      .orderBy(desc(collaboratorInvitations.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(collaboratorInvitations).where(pending(partnerId)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findPendingInvitation(db: Executor, partnerId: number, invitationId: number) {
  const [row] = await db
    .select()
    .from(collaboratorInvitations)
    .where(and(pending(partnerId), eq(collaboratorInvitations.id, invitationId)));
  return row;
}

export async function findPendingInvitationByEmail(db: Executor, partnerId: number, email: string) {
  const [row] = await db
    .select({ id: collaboratorInvitations.id })
    .from(collaboratorInvitations)
    .where(and(pending(partnerId), sql`lower(${collaboratorInvitations.collaborator_email}) = ${email}`));
  return row;
}

/** A resend: a fresh token and 7 more days. */
export async function renewInvitation(db: Executor, id: number, tokenHash: Buffer, now: Date, expiresAt: Date) {
  const [row] = await db
    .update(collaboratorInvitations)
    .set({ token_hash: tokenHash, sent_at: now, expires_at: expiresAt })
    .where(and(eq(collaboratorInvitations.id, id), isNull(collaboratorInvitations.accepted_at)))
    .returning();
  return row;
}

export async function deleteInvitation(db: Executor, partnerId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(collaboratorInvitations)
    .where(and(pending(partnerId), eq(collaboratorInvitations.id, id)))
    .returning({ id: collaboratorInvitations.id });
  return rows.length > 0;
}

/** Marks the invitation of this token accepted by `userId`, once: answers it, or nothing when invalid, used or expired. */
export async function claimInvitation(db: Executor, partnerId: number, tokenHash: Buffer, userId: number, now: Date) {
  const [row] = await db
    .update(collaboratorInvitations)
    .set({ accepted_at: now, accepted_by_id: userId })
    .where(and(pending(partnerId), eq(collaboratorInvitations.token_hash, tokenHash), gt(collaboratorInvitations.expires_at, now)))
    .returning();
  return row;
}

/** Gives `userId` the role on the account (a second invitation changes the role of an existing assignment). */
export async function upsertRole(db: Executor, partnerId: number, userId: number, role: CollaboratorRole) {
  const [row] = await db
    .insert(userRoles)
    .values({ controlled_user_id: partnerId, user_id: userId, role })
    .onConflictDoUpdate({ target: [userRoles.controlled_user_id, userRoles.user_id], set: { role } })
    .returning();
  return row!;
}

const collaboratorColumns = {
  id: userRoles.id,
  partner_id: userRoles.controlled_user_id,
  role: userRoles.role,
  created_at: userRoles.created_at,
  user_id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
  photo_url: users.photo_url,
};

export async function listCollaborators(db: Executor, partnerId: number) {
  return db
    .select(collaboratorColumns)
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.user_id))
    .where(eq(userRoles.controlled_user_id, partnerId))
    .orderBy(asc(userRoles.id));
}

export type CollaboratorRow = Awaited<ReturnType<typeof listCollaborators>>[number];

export async function findCollaborator(db: Executor, partnerId: number, roleAssignmentId: number) {
  const [row] = await db
    .select(collaboratorColumns)
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.user_id))
    .where(and(eq(userRoles.controlled_user_id, partnerId), eq(userRoles.id, roleAssignmentId)));
  return row;
}

export async function setRole(db: Executor, roleAssignmentId: number, role: CollaboratorRole): Promise<void> {
  await db.update(userRoles).set({ role }).where(eq(userRoles.id, roleAssignmentId));
}

export async function deleteRole(db: Executor, partnerId: number, roleAssignmentId: number): Promise<boolean> {
  const rows = await db
    .delete(userRoles)
    .where(and(eq(userRoles.controlled_user_id, partnerId), eq(userRoles.id, roleAssignmentId)))
    .returning({ id: userRoles.id });
  return rows.length > 0;
}

/** Is this address already a collaborator of the account? */
export async function isCollaboratorEmail(db: Executor, partnerId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.user_id))
    .where(and(eq(userRoles.controlled_user_id, partnerId), eq(users.email, email)));
  return !!row;
}
