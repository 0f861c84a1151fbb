import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import * as service from './teams.service.js';

const tags = ['teams'];
const { PartnerParams, InvitationParams, RoleAssignmentParams } = contract;

/** A partner's team: collaborator invitations and role assignments (docs/api-teams.md). */
export const teamsRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/partners/:id/collaborator_invitations',
    {
      schema: {
        tags,
        summary: 'Pending collaborator invitations, newest first',
        params: PartnerParams,
        querystring: contract.InvitationListQuery,
        response: { 200: contract.CollaboratorInvitationList },
      },
    },
    (request) => service.listInvitations(ctx, request.caller, request.params.id, request.query),
  );

  app.post(
    '/partners/:id/collaborator_invitations',
    {
      schema: {
        tags,
        summary: 'Invite an email address to a role on the partner account (emails a single-use link)',
        params: PartnerParams,
        body: contract.InvitationBody,
        response: { 201: contract.CollaboratorInvitation },
      },
    },
    async (request, reply) => reply.status(201).send(await service.invite(ctx, request.caller, request.params.id, request.body)),
  );

  app.get(
    '/partners/:id/collaborator_invitations/accept_invitation',
    {
      schema: {
        tags,
        summary: 'Accept an invitation with its emailed auth_token: the caller joins the team',
        params: PartnerParams,
        querystring: contract.AcceptInvitationQuery,
        response: { 200: contract.Collaborator },
      },
    },
    (request) => service.acceptInvitation(ctx, request.caller, request.params.id, request.query),
  );

  app.post(
    '/partners/:id/collaborator_invitations/:collaborator_invitation_id/resend',
    {
      schema: {
        tags,
        summary: 'Send the invitation again with a fresh link (7 more days)',
        params: InvitationParams,
        response: { 200: contract.CollaboratorInvitation },
      },
    },
    (request) => service.resendInvitation(ctx, request.caller, request.params.id, request.params.collaborator_invitation_id),
  );

  app.delete(
    '/partners/:id/collaborator_invitations/:collaborator_invitation_id',
    { schema: { tags, summary: 'Withdraw an invitation', params: InvitationParams, response: { 204: contract.TeamDeleted } } },
    async (request, reply) => {
      await service.deleteInvitation(ctx, request.caller, request.params.id, request.params.collaborator_invitation_id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/partners/:id/collaborators',
    {
      schema: {
        tags,
        summary: 'The partner account’s collaborators and their roles',
        params: PartnerParams,
        response: { 200: contract.CollaboratorList },
      },
    },
    (request) => service.listCollaborators(ctx, request.caller, request.params.id),
  );

  app.put(
    '/partners/:id/collaborators/:role_assignment_id',
    {
      schema: {
        tags,
        summary: 'Change a collaborator’s role',
        params: RoleAssignmentParams,
        body: contract.RoleAssignmentBody,
        response: { 200: contract.Collaborator },
      },
    },
    (request) => service.changeRole(ctx, request.caller, request.params.id, request.params.role_assignment_id, request.body),
  );

  app.delete(
    '/partners/:id/collaborators/:role_assignment_id',
    {
      schema: {
        tags,
        summary: 'Remove a collaborator (the account’s admins), or leave the team (the collaborator)',
        params: RoleAssignmentParams,
        response: { 204: contract.TeamDeleted },
      },
    },
    async (request, reply) => {
      await service.removeCollaborator(ctx, request.caller, request.params.id, request.params.role_assignment_id);
      return reply.status(204).send();
    },
  );
};
