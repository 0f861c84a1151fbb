import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { sendAnswer } from '../../lib/replies.js';
import * as payments from './subscription-payments.service.js';
import * as service from './subscriptions.service.js';

const { IdParams } = contract;
const tags = ['monthly gifts'];

/** What the calls that charge answer: paid (201), the bank's 3-D Secure step (200), declined (402, with error_code). */
const chargeAnswers = {
  200: contract.SubscriptionRequiresAction,
  201: contract.SubscriptionPaid,
  402: contract.SubscriptionDeclined,
};

/** Monthly gifts (contract C, docs/api-giving.md "Monthly gifts"). */
export const subscriptionsRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/projects/:id/subscription',
    {
      schema: {
        tags,
        summary: 'Start a monthly gift and charge its first month (Idempotency-Key required)',
        params: IdParams,
        headers: contract.PaymentRequestHeaders,
        body: contract.CreateSubscriptionBody,
        response: chargeAnswers,
      },
    },
    async (request, reply) => {
      const opts = { idempotencyKey: request.headers['idempotency-key'], ip: request.ip };
      return sendAnswer(
        reply as FastifyReply,
        await payments.startSubscription(ctx, request.caller, request.params.id, request.body, opts),
      );
    },
  );

  app.post(
    '/projects/:id/subscription/confirm',
    {
      schema: {
        tags,
        summary: "Finish a month's payment after the bank's 3-D Secure step",
        params: IdParams,
        body: contract.PaymentIntentBody,
        response: chargeAnswers,
      },
    },
    async (request, reply) =>
      sendAnswer(reply as FastifyReply, await payments.confirmSubscription(ctx, request.caller, request.params.id, request.body)),
  );

  app.post(
    '/projects/:id/subscription/pay',
    { schema: { tags, summary: 'Pay an outstanding month now, on session', params: IdParams, response: chargeAnswers } },
    async (request, reply) => sendAnswer(reply as FastifyReply, await payments.payOutstanding(ctx, request.caller, request.params.id)),
  );

  app.get(
    '/projects/:id/subscription',
    { schema: { tags, summary: "The caller's monthly gift to a project", params: IdParams, response: { 200: contract.Subscription } } },
    (request) => service.getSubscription(ctx, request.caller, request.params.id),
  );

  app.patch(
    '/projects/:id/subscription',
    {
      schema: {
        tags,
        summary: 'Change the amount (from the next month) or the card',
        params: IdParams,
        body: contract.UpdateSubscriptionBody,
        response: { 200: contract.Subscription },
      },
    },
    (request) => service.updateSubscription(ctx, request.caller, request.params.id, request.body),
  );

  for (const path of ['/projects/:id/subscription', '/projects/:id/gifts/monthly']) {
    app.delete(
      path,
      { schema: { tags, summary: 'Stop a monthly gift', params: IdParams, response: { 200: contract.SubscriptionStopped } } },
      (request) => service.stopSubscription(ctx, request.caller, request.params.id),
    );
  }

  app.get(
    '/users/:id/subscription/list',
    {
      schema: {
        tags,
        summary: "An account's monthly gifts, live ones first (oneself or an admin)",
        params: IdParams,
        querystring: contract.SubscriptionPageQuery,
        response: { 200: contract.SubscriptionList },
      },
    },
    (request) => service.listSubscriptions(ctx, request.caller, request.params.id, request.query),
  );

  app.get(
    '/users/:id/subscription/:subscriptionId',
    {
      schema: {
        tags,
        summary: "One of an account's monthly gifts (oneself or an admin)",
        params: contract.UserSubscriptionParams,
        response: { 200: contract.Subscription },
      },
    },
    (request) => service.getUserSubscription(ctx, request.caller, request.params.id, request.params.subscriptionId),
  );
};
