import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import { PUBLIC_READ } from '../../lib/http-cache.js';
import type { AppContext } from '../../app-context.js';
import * as service from './community.service.js';
import { profileFeed } from './feed.service.js';

const tags = ['community'];
const { IdParams, CommunityPostParams, CommunityCommentParams } = contract;

/** Community posts on a partner's profile, their comments and likes, the pin and the profile feed (docs/api-partners.md). */
export const communityRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/users/:id/community-posts',
    {
      schema: {
        tags,
        summary: 'Publish a community post on a partner profile',
        params: IdParams,
        body: contract.CommunityPostBody,
        response: { 201: contract.CommunityPost },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createPost(ctx, request.caller, request.params.id, request.body)),
  );

  app.put(
    '/users/:id/community-posts/:post_id',
    {
      schema: {
        tags,
        summary: 'Edit a community post',
        params: CommunityPostParams,
        body: contract.CommunityPostEditBody,
        response: { 200: contract.CommunityPost },
      },
    },
    (request) => service.editPost(ctx, request.caller, request.params.id, request.params.post_id, request.body),
  );

  app.delete(
    '/users/:id/community-posts/:post_id',
    { schema: { tags, summary: 'Delete a community post', params: CommunityPostParams, response: { 204: contract.CommunityPostDeleted } } },
    async (request, reply) => {
      await service.deletePost(ctx, request.caller, request.params.id, request.params.post_id);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/users/:id/community-posts/:post_id/photos/:photo_id',
    {
      schema: {
        tags,
        summary: 'Remove one photo of a community post (photo_id: its position, from 0)',
        params: contract.CommunityPhotoParams,
        response: { 200: contract.CommunityPost },
      },
    },
    (request) => service.deletePhoto(ctx, request.caller, request.params.id, request.params.post_id, request.params.photo_id),
  );

  app.get(
    '/users/:id/community-posts/:post_id',
    {
      schema: {
        tags,
        summary: 'A community post and its comments',
        params: CommunityPostParams,
        querystring: contract.CommunityThreadQuery,
        response: { 200: contract.CommunityPostThread },
      },
    },
    (request) => service.getThread(ctx, request.caller, request.params.id, request.params.post_id, request.query),
  );

  app.post(
    '/users/:id/community-posts/:post_id/comments',
    {
      schema: {
        tags,
        summary: 'Comment on a community post',
        params: CommunityPostParams,
        body: contract.CommunityCommentBody,
        response: { 201: contract.CommunityComment },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.addComment(ctx, request.caller, request.params.id, request.params.post_id, request.body)),
  );

  for (const [method, liked] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    app[method](
      '/users/:id/feed/:post_id/likes',
      {
        schema: {
          tags,
          summary: liked ? 'Like a community post' : 'Stop liking a community post',
          params: CommunityPostParams,
          body: contract.CommunityLikeBody,
          response: { [liked ? 201 : 200]: contract.CommunityLikeState },
        },
      },
      async (request, reply) => {
        const state = await service.likePost(ctx, request.caller, request.params.id, request.params.post_id, liked, request.body?.user_id);
        return reply.status(liked ? 201 : 200).send(state);
      },
    );
    app[method](
      '/users/:id/community-posts/:post_id/comments/:event_id/like',
      {
        schema: {
          tags,
          summary: liked ? 'Like a comment on a community post' : 'Stop liking a comment on a community post',
          params: CommunityCommentParams,
          body: contract.CommunityLikeBody,
          response: { [liked ? 201 : 200]: contract.CommunityLikeState },
        },
      },
      async (request, reply) => {
        const { id, post_id, event_id } = request.params;
        const state = await service.likeComment(ctx, request.caller, id, post_id, event_id, liked, request.body?.user_id);
        return reply.status(liked ? 201 : 200).send(state);
      },
    );
  }

  app.get(
    '/users/:id/feed/v2',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'A profile feed: community posts, updates, new and funded projects, gifts (types[] picks)',
        params: IdParams,
        querystring: contract.FeedQuery,
        response: { 200: contract.FeedPage },
      },
    },
    (request) => profileFeed(ctx, request.caller, request.params.id, request.query),
  );

  app.post(
    '/users/:id/feed/v2/pin',
    {
      schema: {
        tags,
        summary: 'Pin a community post (one per profile)',
        params: IdParams,
        body: contract.PinBody,
        response: { 200: contract.PinnedPost },
      },
    },
    (request) => service.pinPost(ctx, request.caller, request.params.id, request.body.post_id),
  );

  app.get(
    '/users/:id/feed/v2/pinned',
    { schema: { tags, summary: 'The pinned community post, if any', params: IdParams, response: { 200: contract.PinnedPost } } },
    (request) => service.pinnedPost(ctx, request.caller, request.params.id),
  );
};
