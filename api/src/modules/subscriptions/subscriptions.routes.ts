import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { PaymentAnswer } from '../payments/payment-requests.service.js';
import type { SubscriptionBody, SubscriptionPatch } from './subscription-input.js';
import * as payments from './subscription-payments.service.js';
import * as schemas from './subscriptions.schemas.js';
import * as service from './subscriptions.service.js';

type IdParams = { Params: { id: number } };

const send = (reply: FastifyReply, answer: PaymentAnswer) => {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.statusCode).send(answer.body);
};

/** Monthly gifts (contract C, docs/api-giving.md "Monthly gifts"). */
export async function subscriptionsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.post<IdParams & { Body: SubscriptionBody | null }>(
    '/projects/:id/subscription',
    { schema: { params: schemas.idParams, body: schemas.createBody } },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const idempotencyKey = Array.isArray(header) ? undefined : header;
      return send(
        reply,
        await payments.startSubscription(ctx, request.caller, request.params.id, request.body ?? {}, { idempotencyKey, ip: request.ip }),
      );
    },
  );

  app.post<IdParams & { Body: { payment_intent_id: string } }>(
    '/projects/:id/subscription/confirm',
    { schema: { params: schemas.idParams, body: schemas.confirmBody } },
    async (request, reply) => send(reply, await payments.confirmSubscription(ctx, request.caller, request.params.id, request.body)),
  );

  app.post<IdParams>('/projects/:id/subscription/pay', { schema: { params: schemas.idParams } }, async (request, reply) =>
    send(reply, await payments.payOutstanding(ctx, request.caller, request.params.id)),
  );

  app.get<IdParams>('/projects/:id/subscription', { schema: { params: schemas.idParams } }, (request) =>
    service.getSubscription(ctx, request.caller, request.params.id),
  );

  app.patch<IdParams & { Body: SubscriptionPatch | null }>(
    '/projects/:id/subscription',
    { schema: { params: schemas.idParams, body: schemas.patchBody } },
    (request) => service.updateSubscription(ctx, request.caller, request.params.id, request.body ?? {}),
  );

  for (const path of ['/projects/:id/subscription', '/projects/:id/gifts/monthly']) {
    app.delete<IdParams>(path, { schema: { params: schemas.idParams } }, (request) =>
      service.stopSubscription(ctx, request.caller, request.params.id),
    );
  }

  app.get<IdParams & { Querystring: service.Page }>(
    '/users/:id/subscription/list',
    { schema: { params: schemas.idParams, querystring: schemas.pageQuery } },
    (request) => service.listSubscriptions(ctx, request.caller, request.params.id, request.query),
  );

  app.get<{ Params: { id: number; subscriptionId: number } }>(
    '/users/:id/subscription/:subscriptionId',
    { schema: { params: schemas.userSubscriptionParams } },
    (request) => service.getUserSubscription(ctx, request.caller, request.params.id, request.params.subscriptionId),
  );
}
