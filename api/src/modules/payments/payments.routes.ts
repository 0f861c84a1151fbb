import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import * as service from './payments.service.js';
import * as cards from './cards.service.js';
import { KEEPS_PUBLIC_READS } from '../../lib/http-cache.js';

const { IdParams } = contract;
const tags = ['payments'];

export const paymentsRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The sandbox's 3-D Secure dialog. The client secret, which only the paying browser holds, is the authority.
  app.post(
    '/payments/sandbox/:intentId/authenticate',
    {
      schema: {
        tags,
        summary: "The sandbox's 3-D Secure dialog: approve or fail a payment (sandbox only)",
        params: contract.SandboxIntentParams,
        body: contract.SandboxAuthenticationBody,
        response: { 200: contract.SandboxAuthentication },
      },
    },
    (request) => service.authenticateSandbox(ctx, request.params.intentId, request.body),
  );

  await app.register(webhookRoutes, { ctx });

  app.get(
    '/users/:id/cards',
    { schema: { tags, summary: "An account's saved cards", params: IdParams, response: { 200: contract.CardList } } },
    (request) => cards.listCards(ctx, request.caller, request.params.id),
  );

  app.post(
    '/users/:id/cards',
    {
      config: KEEPS_PUBLIC_READS,
      schema: {
        tags,
        summary: 'Save a card (the first becomes the default)',
        params: IdParams,
        body: contract.CardBody,
        response: { 201: contract.Card },
      },
    },
    async (request, reply) => reply.status(201).send(await cards.saveCard(ctx, request.caller, request.params.id, request.body, false)),
  );

  app.delete(
    '/users/:id/cards/:pmId',
    {
      config: KEEPS_PUBLIC_READS,
      schema: { tags, summary: 'Remove a saved card', params: contract.CardParams, response: { 200: contract.CardRemoved } },
    },
    (request) => cards.removeCard(ctx, request.caller, request.params.id, request.params.pmId),
  );

  app.post(
    '/users/:id/payment-method',
    {
      config: KEEPS_PUBLIC_READS,
      schema: {
        tags,
        summary: 'Set the default card (the one monthly gifts charge), saving it first if needed',
        params: IdParams,
        body: contract.CardBody,
        response: { 200: contract.Card },
      },
    },
    (request) => cards.saveCard(ctx, request.caller, request.params.id, request.body, true),
  );

  app.delete(
    '/users/:id/payment-method',
    {
      config: KEEPS_PUBLIC_READS,
      schema: { tags, summary: 'Remove the default card', params: IdParams, response: { 200: contract.CardRemoved } },
    },
    (request) => cards.removeDefaultCard(ctx, request.caller, request.params.id),
  );
};

/**
 * The processors' webhooks, in their own encapsulated plugin: here, and only here, bodies are kept raw
 * (a Buffer, whatever the content type), because the signature is over the exact bytes sent. The body is
 * the processor's event; its signature, not a schema, is what is checked.
 */
async function webhookRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  for (const provider of ['stripe', 'sandbox'] as const) {
    app.post<{ Body: Buffer | undefined; Headers: contract.WebhookHeaders }>(
      `/payments/webhooks/${provider}`,
      {
        schema: {
          tags,
          summary: `A signed event from ${provider === 'stripe' ? 'Stripe' : 'the sandbox'} (raw JSON body, Stripe-Signature header)`,
          headers: contract.WebhookHeaders,
          response: { 200: contract.WebhookReceipt },
        },
      },
      (request) => service.receiveProcessorWebhook(ctx, provider, request.body, request.headers['stripe-signature']),
    );
  }
}
