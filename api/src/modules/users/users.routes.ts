import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import * as service from './users.service.js';
import { exportUsers } from './users-export.service.js';
import { sendCsv } from '../../lib/replies.js';
import { KEEPS_PUBLIC_READS } from '../../lib/http-cache.js';

const { IdParams } = contract;
const tags = ['users'];

export const usersRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'List accounts (admins)',
        querystring: contract.ListUsersQuery,
        response: { 200: contract.SessionUserList },
      },
    },
    (request) => service.listUsers(ctx, request.caller, request.query),
  );

  app.get(
    '/users/export',
    {
      schema: {
        tags,
        summary: 'The filtered users list as CSV, streamed (admins)',
        querystring: contract.ExportUsersQuery,
        response: { 200: contract.CsvFile('The accounts, by id') },
      },
    },
    async (request, reply) => sendCsv(reply as FastifyReply, exportUsers(ctx, request.caller, request.query)),
  );

  app.get('/users/:id', { schema: { tags, summary: 'One account', params: IdParams, response: { 200: contract.UserAnswer } } }, (request) =>
    service.getUser(ctx, request.caller, request.params.id),
  );

  app.patch(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Change a profile or settings',
        params: IdParams,
        body: contract.UpdateUserBody,
        response: { 200: contract.SessionUser },
      },
    },
    (request) => service.updateProfile(ctx, request.caller, request.params.id, request.body),
  );

  app.post(
    '/users/:id/update-login-info',
    {
      // A new country is announced (user.profile-changed), which drops the read cache; the rest is private.
      config: KEEPS_PUBLIC_READS,
      schema: { tags, summary: 'Record a login', params: IdParams, body: contract.LoginInfoBody, response: { 200: contract.LoginInfo } },
    },
    (request) => service.updateLoginInfo(ctx, request.caller, request.params.id, request.body ?? {}),
  );

  for (const direction of ['followers', 'following'] as const) {
    app.get(
      `/users/:id/${direction}`,
      {
        schema: {
          tags,
          summary: direction === 'followers' ? 'Who follows an account' : 'Whom an account follows',
          params: IdParams,
          querystring: contract.PageQuery(30),
          response: { 200: contract.PublicUserList },
        },
      },
      (request) => service.listFollows(ctx, request.caller, request.params.id, direction, request.query),
    );
  }

  app.post(
    '/users/:id/followers',
    { schema: { tags, summary: 'Follow an account', params: IdParams, response: { 201: contract.FollowCounters } } },
    async (request, reply) => reply.status(201).send(await service.follow(ctx, request.caller, request.params.id)),
  );

  app.delete(
    '/users/:id/followers',
    { schema: { tags, summary: 'Stop following an account', params: IdParams, response: { 200: contract.FollowCounters } } },
    (request) => service.unfollow(ctx, request.caller, request.params.id),
  );
};
