import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import * as service from './teammates.service.js';

const tags = ['profiles'];
const { IdParams, TeammateParams } = contract;

/** A partner's public team members, the profile's our_team child: list, add, edit, remove, reorder (docs/api-profiles.md). */
export const teammatesRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/users/:id/teammates',
    {
      schema: { tags, summary: 'A partner’s team members, in order (public)', params: IdParams, response: { 200: contract.TeammateList } },
    },
    (request) => service.listTeammates(ctx, request.params.id),
  );

  app.post(
    '/users/:id/teammates',
    {
      schema: {
        tags,
        summary: 'Add a team member (the partner, its team admins, admins)',
        params: IdParams,
        body: contract.TeammateBody,
        response: { 201: contract.Teammate },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createTeammate(ctx, request.caller, request.params.id, request.body)),
  );

  app.put(
    '/users/:id/teammates/order',
    {
      schema: {
        tags,
        summary: 'Put the team members in a new order (every id once)',
        params: IdParams,
        body: contract.TeammateOrder,
        response: { 200: contract.TeammateList },
      },
    },
    (request) => service.reorderTeammates(ctx, request.caller, request.params.id, request.body.ids),
  );

  app.patch(
    '/users/:id/teammates/:teammate_id',
    {
      schema: {
        tags,
        summary: 'Edit a team member',
        params: TeammateParams,
        body: contract.TeammatePatch,
        response: { 200: contract.Teammate },
      },
    },
    (request) => service.updateTeammate(ctx, request.caller, request.params.id, request.params.teammate_id, request.body),
  );

  app.delete(
    '/users/:id/teammates/:teammate_id',
    { schema: { tags, summary: 'Remove a team member', params: TeammateParams, response: { 204: contract.TeammateDeleted } } },
    async (request, reply) => {
      await service.deleteTeammate(ctx, request.caller, request.params.id, request.params.teammate_id);
      return reply.status(204).send();
    },
  );
};
