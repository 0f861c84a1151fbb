import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import * as comments from './comments.service.js';
import * as encouragements from './encouragements.service.js';
import * as likes from './likes.service.js';
import * as timeline from './timeline.service.js';
import * as updates from './updates.service.js';

const { EventParams, IdParams, TimelineEvent } = contract;
const tags = ['timeline'];

export const timelineRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/projects/:id/timeline',
    {
      schema: {
        tags,
        summary: "A project's top-level events, newest first",
        params: IdParams,
        querystring: contract.TimelineQuery,
        response: { 200: contract.TimelineEventList },
      },
    },
    (request) => timeline.listTimeline(ctx, request.caller, request.params.id, request.query),
  );

  app.get(
    '/projects/:id/timeline/:eventId',
    {
      schema: {
        tags,
        summary: 'An event and a page of its replies, oldest first',
        params: EventParams,
        querystring: contract.ThreadQuery,
        response: { 200: contract.TimelineThread },
      },
    },
    (request) => timeline.getEventThread(ctx, request.caller, request.params.id, request.params.eventId, request.query),
  );

  app.post(
    '/projects/:id/updates',
    {
      schema: {
        tags,
        summary: 'Post an update (project side)',
        params: IdParams,
        body: contract.UpdateBody,
        response: { 201: TimelineEvent },
      },
    },
    async (request, reply) => reply.status(201).send(await updates.createUpdate(ctx, request.caller, request.params.id, request.body)),
  );

  app.patch(
    '/projects/:id/updates/:eventId',
    {
      schema: {
        tags,
        summary: 'Edit an update (project side)',
        params: EventParams,
        body: contract.UpdateBody,
        response: { 200: TimelineEvent },
      },
    },
    (request) => updates.patchUpdate(ctx, request.caller, request.params.id, request.params.eventId, request.body),
  );

  app.delete(
    '/projects/:id/updates/:eventId',
    { schema: { tags, summary: 'Delete an update (project side)', params: EventParams, response: { 204: contract.EventDeleted } } },
    async (request, reply) => {
      await updates.deleteUpdate(ctx, request.caller, request.params.id, request.params.eventId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/projects/:id/comments',
    {
      schema: {
        tags,
        summary: 'Comment on a project, or reply to an event',
        params: IdParams,
        body: contract.CommentBody,
        response: { 201: TimelineEvent },
      },
    },
    async (request, reply) => reply.status(201).send(await comments.createComment(ctx, request.caller, request.params.id, request.body)),
  );

  app.delete(
    '/projects/:id/comments/:eventId',
    {
      schema: {
        tags,
        summary: 'Delete a comment (its author, the project side or an admin)',
        params: EventParams,
        response: { 204: contract.EventDeleted },
      },
    },
    async (request, reply) => {
      await comments.deleteComment(ctx, request.caller, request.params.id, request.params.eventId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/projects/:id/timeline/:eventId/likes',
    { schema: { tags, summary: 'Like an event', params: EventParams, body: contract.LikeBody, response: { 201: contract.LikeState } } },
    async (request, reply) => {
      const { id, eventId } = request.params;
      return reply.status(201).send(await likes.setLike(ctx, request.caller, id, eventId, true, request.body?.user_id));
    },
  );

  app.delete(
    '/projects/:id/timeline/:eventId/likes',
    { schema: { tags, summary: 'Unlike an event', params: EventParams, body: contract.LikeBody, response: { 200: contract.LikeState } } },
    (request) => likes.setLike(ctx, request.caller, request.params.id, request.params.eventId, false, request.body?.user_id),
  );

  app.post(
    '/projects/:id/encouragements/:eventId/thank',
    {
      schema: {
        tags,
        summary: 'Thank a donor for an encouragement (project side), optionally replying in its thread',
        params: EventParams,
        body: contract.ThankBody,
        response: { 200: TimelineEvent },
      },
    },
    (request) => encouragements.thankEncouragement(ctx, request.caller, request.params.id, request.params.eventId, request.body ?? {}),
  );
};
