/**
 * Teams (issue #10, docs/api-teams.md): a partner's collaborator invitations and its collaborators (role
 * assignments). Roles are COLLABORATOR_ROLES (admin, project_manager, content_manager).
 */
import { COLLABORATOR_ROLES, PAGE_SIZES } from '../constants/index.js';
import { Id, ListOf, Nullable, PageQuery, StringEnum, Text, Timestamp, Type, type Static } from './common.js';

const Role = StringEnum(COLLABORATOR_ROLES);

export const PartnerParams = Type.Object({ id: Id });
export type PartnerParams = Static<typeof PartnerParams>;

export const InvitationParams = Type.Object({ id: Id, collaborator_invitation_id: Id });
export type InvitationParams = Static<typeof InvitationParams>;

export const RoleAssignmentParams = Type.Object({ id: Id, role_assignment_id: Id });
export type RoleAssignmentParams = Static<typeof RoleAssignmentParams>;

/** POST partners/{id}/collaborator_invitations. */
export const InvitationBody = Type.Object({ role: Role, collaborator_email: Text(320) }, { additionalProperties: false });
export type InvitationBody = Static<typeof InvitationBody>;

export const InvitationListQuery = PageQuery(PAGE_SIZES.invitations);
export type InvitationListQuery = Static<typeof InvitationListQuery>;

/** A pending invitation (accepted ones become collaborators; statuses are not shown, spec §3). */
export const CollaboratorInvitation = Type.Object({
  id: Id,
  role: Role,
  collaborator_email: Type.String(),
  controlled_user_id: Id,
  created_at: Timestamp,
  sent_at: Timestamp,
  expires_at: Timestamp,
  /** The link's 7 days are over: resend to send a fresh one. */
  expired: Type.Boolean(),
});
export type CollaboratorInvitation = Static<typeof CollaboratorInvitation>;

export const CollaboratorInvitationList = ListOf(CollaboratorInvitation);
export type CollaboratorInvitationList = Static<typeof CollaboratorInvitationList>;

/** GET partners/{id}/collaborator_invitations/accept_invitation?auth_token= */
export const AcceptInvitationQuery = Type.Object({ auth_token: Text(200, { minLength: 1 }) });
export type AcceptInvitationQuery = Static<typeof AcceptInvitationQuery>;

/** A role assignment: the collaborator, and what they may do on the partner account. */
export const Collaborator = Type.Object({
  id: Id,
  partner_id: Id,
  role: Role,
  user: Type.Object({ id: Id, name: Type.String(), email: Nullable(Type.String()), photo_url: Nullable(Type.String()) }),
  created_at: Timestamp,
});
export type Collaborator = Static<typeof Collaborator>;

export const CollaboratorList = ListOf(Collaborator);
export type CollaboratorList = Static<typeof CollaboratorList>;

/** PUT partners/{id}/collaborators/{role_assignment_id}. */
export const RoleAssignmentBody = Type.Object({ new_role: Role }, { additionalProperties: false });
export type RoleAssignmentBody = Static<typeof RoleAssignmentBody>;

/** A 204: the invitation or the role assignment is gone. */
export const TeamDeleted = Type.Unsafe<void>(Type.Null({ description: 'Deleted' }));
