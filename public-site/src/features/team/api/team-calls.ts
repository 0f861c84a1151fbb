/** A partner's team: invitations and collaborators (docs/api-teams.md). Every call names the partner account. */
import { PAGE_SIZES } from '@storyfund/shared/constants';
import type { CollaboratorRole } from '@storyfund/shared/constants';
import type { Collaborator, CollaboratorInvitation, CollaboratorInvitationList, CollaboratorList } from '@storyfund/shared/contract';
import type { Transport } from '@storyfund/shared/transport';

export const collaboratorsKey = (partnerId: number) => `partners/${partnerId}/collaborators`;
export const invitationsKey = (partnerId: number, offset: number) =>
  `partners/${partnerId}/collaborator_invitations?limit=${PAGE_SIZES.invitations}&offset=${offset}`;

export type { Collaborator, CollaboratorInvitation, CollaboratorInvitationList, CollaboratorList };

export const inviteCollaborator = (api: Transport, partnerId: number, body: { role: CollaboratorRole; collaborator_email: string }) =>
  api.post<CollaboratorInvitation>(`partners/${partnerId}/collaborator_invitations`, body);

export const resendInvitation = (api: Transport, partnerId: number, invitationId: number) =>
  api.post<CollaboratorInvitation>(`partners/${partnerId}/collaborator_invitations/${invitationId}/resend`, {});

export const deleteInvitation = (api: Transport, partnerId: number, invitationId: number) =>
  api.delete(`partners/${partnerId}/collaborator_invitations/${invitationId}`);

export const changeRole = (api: Transport, partnerId: number, roleAssignmentId: number, newRole: CollaboratorRole) =>
  api.put<Collaborator>(`partners/${partnerId}/collaborators/${roleAssignmentId}`, { new_role: newRole });

export const removeCollaborator = (api: Transport, partnerId: number, roleAssignmentId: number) =>
  api.delete(`partners/${partnerId}/collaborators/${roleAssignmentId}`);
