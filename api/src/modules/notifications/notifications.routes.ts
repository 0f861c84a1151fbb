import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import { Type } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { matchesEtag } from '../../lib/http-cache.js';
import * as service from './notifications.service.js';
import { KEEPS_PUBLIC_READS } from '../../lib/http-cache.js';

const tags = ['notifications'];

export const notificationsRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: "The caller's notifications, newest first (keyset paged with before_id)",
        querystring: contract.NotificationQuery,
        response: { 200: contract.NotificationList },
      },
    },
    (request) => service.listNotifications(ctx, request.caller, request.query),
  );

  app.get(
    '/notifications/unread-count',
    {
      schema: {
        tags,
        summary: "How many of the caller's notifications are unread (ETag: a poll answers 304 while it is unchanged)",
        response: {
          200: contract.UnreadCount,
          304: Type.Unsafe<void>(Type.Null({ description: 'Not modified (If-None-Match)' })),
        },
      },
    },
    async (request, reply) => {
      const answer = await service.unreadCount(ctx, request.caller);
      // The count is all the answer says, so it is the entity tag; private: it is the caller's own.
      const etag = `W/"unread-${answer.unread_count}"`;
      reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'authorization');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return answer;
    },
  );

  app.post(
    '/notifications/:id/read',
    {
      config: KEEPS_PUBLIC_READS,
      schema: {
        tags,
        summary: "Marks one of the caller's notifications read; answers the unread count",
        params: contract.IdParams,
        response: { 200: contract.UnreadCount },
      },
    },
    (request) => service.markRead(ctx, request.caller, request.params.id),
  );

  app.post(
    '/notifications/mark-all-as-read',
    {
      config: KEEPS_PUBLIC_READS,
      schema: {
        tags,
        summary: "Marks all of the caller's notifications read; answers how many it marked and the unread count",
        response: { 200: contract.MarkAllRead },
      },
    },
    (request) => service.markAllRead(ctx, request.caller),
  );
};
