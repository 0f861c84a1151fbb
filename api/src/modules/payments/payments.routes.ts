import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { idParams } from '../../lib/schemas.js';
import * as service from './payments.service.js';
import * as cards from './cards.service.js';

const authenticateSchema = {
  params: { type: 'object', required: ['intentId'], properties: { intentId: { type: 'string', minLength: 1, maxLength: 255 } } },
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['outcome', 'client_secret'],
    properties: { outcome: { type: 'string', enum: ['approve', 'fail'] }, client_secret: { type: 'string', minLength: 1, maxLength: 255 } },
  },
} as const;

/** payment_method_id is checked by the service (422 errors.payment_method_id), not coerced here. */
const cardBody = { type: 'object', additionalProperties: false, properties: { payment_method_id: {} } } as const;
const cardParams = {
  type: 'object',
  required: ['id', 'pmId'],
  properties: { ...idParams.properties, pmId: { type: 'string', minLength: 1, maxLength: 255 } },
} as const;

type IdParams = { Params: { id: number } };
type CardBody = { Body: { payment_method_id?: unknown } | null };

export async function paymentsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  // The sandbox's 3-D Secure dialog. The client secret, which only the paying browser holds, is the authority.
  app.post<{ Params: { intentId: string }; Body: { outcome: 'approve' | 'fail'; client_secret: string } }>(
    '/payments/sandbox/:intentId/authenticate',
    { schema: authenticateSchema },
    (request) => service.authenticateSandbox(ctx, request.params.intentId, request.body),
  );

  await app.register(webhookRoutes, { ctx });

  app.get<IdParams>('/users/:id/cards', { schema: { params: idParams } }, (request) =>
    cards.listCards(ctx, request.caller, request.params.id),
  );
  app.post<IdParams & CardBody>('/users/:id/cards', { schema: { params: idParams, body: cardBody } }, async (request, reply) =>
    reply.status(201).send(await cards.saveCard(ctx, request.caller, request.params.id, request.body ?? {}, false)),
  );
  app.delete<{ Params: { id: number; pmId: string } }>('/users/:id/cards/:pmId', { schema: { params: cardParams } }, (request) =>
    cards.removeCard(ctx, request.caller, request.params.id, request.params.pmId),
  );
  app.post<IdParams & CardBody>('/users/:id/payment-method', { schema: { params: idParams, body: cardBody } }, (request) =>
    cards.saveCard(ctx, request.caller, request.params.id, request.body ?? {}, true),
  );
  app.delete<IdParams>('/users/:id/payment-method', { schema: { params: idParams } }, (request) =>
    cards.removeDefaultCard(ctx, request.caller, request.params.id),
  );
}

/**
 * The processors' webhooks, in their own encapsulated plugin: here, and only here, bodies are kept raw
 * (a Buffer, whatever the content type), because the signature is over the exact bytes sent.
 */
async function webhookRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  for (const provider of ['stripe', 'sandbox'] as const) {
    app.post<{ Body: Buffer | undefined }>(`/payments/webhooks/${provider}`, (request) =>
      service.receiveProcessorWebhook(ctx, provider, request.body, request.headers['stripe-signature']),
    );
  }
}
