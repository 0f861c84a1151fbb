import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { sendAnswer } from '../../lib/replies.js';
import { confirmPremium, startPremium } from './premium-payments.service.js';
import { getPremium, updatePremium } from './premium.service.js';

const { IdParams } = contract;
const tags = ['premium'];

/** What the calls that charge answer: paid or trial begun (201), the bank's 3-D Secure step (200), declined (402, with error_code). */
const chargeAnswers = {
  200: contract.PremiumSubscriptionRequiresAction,
  201: contract.PremiumSubscriptionPaid,
  402: contract.PremiumSubscriptionDeclined,
};

/** Premium plans of partner accounts (docs/api-premium.md). */
export const premiumRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/users/:id/premium-subscription',
    {
      schema: {
        tags,
        summary: 'Buy a premium plan (or begin its free trial) for a partner account (Idempotency-Key required)',
        params: IdParams,
        headers: contract.PaymentRequestHeaders,
        body: contract.CreatePremiumSubscriptionBody,
        response: chargeAnswers,
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply as FastifyReply,
        await startPremium(ctx, request.caller, request.params.id, request.body, request.headers['idempotency-key']),
      ),
  );

  app.post(
    '/users/:id/premium-subscription/confirm',
    {
      schema: {
        tags,
        summary: "Finish a premium plan's first charge after the bank's 3-D Secure step",
        params: IdParams,
        body: contract.PaymentIntentBody,
        response: chargeAnswers,
      },
    },
    async (request, reply) => sendAnswer(reply as FastifyReply, await confirmPremium(ctx, request.caller, request.params.id, request.body)),
  );

  app.get(
    '/users/:id/premium-subscription',
    {
      schema: {
        tags,
        summary: "A partner account's premium plan (the live one, else the last)",
        params: IdParams,
        response: { 200: contract.PremiumSubscription },
      },
    },
    (request) => getPremium(ctx, request.caller, request.params.id),
  );

  app.patch(
    '/users/:id/premium-subscription',
    {
      schema: {
        tags,
        summary: 'Cancel at the period end (or take it back), or change the card',
        params: IdParams,
        body: contract.UpdatePremiumSubscriptionBody,
        response: { 200: contract.PremiumSubscription },
      },
    },
    (request) => updatePremium(ctx, request.caller, request.params.id, request.body),
  );
};
