import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import { Type } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { sendAnswer } from '../../lib/replies.js';
import * as service from './gifts.service.js';
import * as lists from './gift-lists.service.js';
import * as periods from './gift-periods.service.js';
import { giftAdminRoutes } from './gift-admin.routes.js';

const { IdParams } = contract;
const tags = ['gifts'];

/** The 201 and 200 of a call that pays a gift; its 402 (declined) is the usual error body. */
const giftAnswers = { 200: contract.GiftRequiresAction, 201: contract.GiftCreated };

/** JSON pages, or (format=csv) the whole history as a spreadsheet, streamed. */
const receivedOrCsv = {
  description: 'JSON pages, or with format=csv every received gift as CSV',
  content: {
    'application/json': { schema: contract.AllReceivedGifts },
    'text/csv': { schema: Type.String({ description: 'A header row, then one row per gift' }) },
  },
};

export const giftsRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(giftAdminRoutes, { ctx });

  app.post(
    '/projects/:id/gifts',
    {
      schema: {
        tags,
        summary: 'Give to a project (Idempotency-Key required; 402 when declined)',
        params: IdParams,
        headers: contract.PaymentRequestHeaders,
        body: contract.CreateGiftBody,
        response: giftAnswers,
      },
    },
    async (request, reply) => {
      const opts = { idempotencyKey: request.headers['idempotency-key'], ip: request.ip };
      const answer = await service.createGift(ctx, request.caller, request.params.id, request.body, opts);
      return sendAnswer(reply as FastifyReply, answer);
    },
  );

  app.post(
    '/projects/:id/gifts/confirm',
    {
      schema: {
        tags,
        summary: "Finish a gift after the bank's 3-D Secure step",
        params: IdParams,
        body: contract.PaymentIntentBody,
        response: giftAnswers,
      },
    },
    async (request, reply) =>
      sendAnswer(reply as FastifyReply, await service.confirmGift(ctx, request.caller, request.params.id, request.body)),
  );

  app.get(
    '/users/:id/gifts',
    {
      schema: {
        tags,
        summary: "An account's own gifts (oneself or an admin)",
        params: IdParams,
        querystring: contract.GiftPageQuery,
        response: { 200: contract.GivenGiftList },
      },
    },
    (request) => lists.listGiven(ctx, request.caller, request.params.id, request.query),
  );

  app.get(
    '/users/:id/received-gifts',
    {
      config: { integrationRead: true },
      schema: {
        tags,
        summary: "Gifts to an account's projects (the account, its admins, platform admins)",
        params: IdParams,
        querystring: contract.GiftPageQuery,
        response: { 200: contract.ReceivedGiftList },
      },
    },
    (request) => lists.listReceived(ctx, request.caller, request.params.id, request.query),
  );

  app.get(
    '/users/:id/gifts-by-period',
    {
      schema: {
        tags,
        summary: 'What an account gave in a period',
        params: IdParams,
        querystring: contract.GiftPeriodQuery,
        response: { 200: contract.GivenGiftsInPeriod },
      },
    },
    (request) => periods.givenInPeriod(ctx, request.caller, request.params.id, request.query),
  );

  app.get(
    '/users/:id/received-gifts-by-period',
    {
      config: { integrationRead: true },
      schema: {
        tags,
        summary: "What an account's projects received in a period",
        params: IdParams,
        querystring: contract.GiftPeriodQuery,
        response: { 200: contract.ReceivedGiftsInPeriod },
      },
    },
    (request) => periods.receivedInPeriod(ctx, request.caller, request.params.id, request.query),
  );

  app.get(
    '/users/:id/all-received-gifts',
    {
      config: { integrationRead: true },
      schema: {
        tags,
        summary: 'Every gift an account received (JSON pages, or CSV)',
        params: IdParams,
        querystring: contract.AllReceivedGiftsQuery,
        response: { 200: receivedOrCsv },
      },
    },
    async (request, reply) => {
      if (request.query.format !== 'csv') return periods.allReceived(ctx, request.caller, request.params.id, request.query);
      const rows = periods.allReceivedCsv(ctx, request.caller, request.params.id);
      // The first chunk runs the authorization check, so a refusal is still an ordinary error answer.
      const first = await rows.next();
      const stream = Readable.from(
        (async function* () {
          if (!first.done) yield first.value;
          yield* rows;
        })(),
      );
      return (reply as FastifyReply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="storyfund-received-gifts-${request.params.id}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
};
