import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { GiftBody } from './gift-input.js';
import * as schemas from './gifts.schemas.js';
import * as service from './gifts.service.js';
import * as lists from './gift-lists.service.js';

type IdParams = { Params: { id: number } };

const send = (reply: FastifyReply, answer: service.GiftAnswer) => {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.statusCode).send(answer.body);
};

export async function giftsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.post<IdParams & { Body: GiftBody | null }>(
    '/projects/:id/gifts',
    { schema: { params: schemas.idParams, body: schemas.createGiftBody } },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const idempotencyKey = Array.isArray(header) ? undefined : header;
      const answer = await service.createGift(ctx, request.caller, request.params.id, request.body ?? {}, { idempotencyKey, ip: request.ip });
      return send(reply, answer);
    },
  );

  app.post<IdParams & { Body: { payment_intent_id: string } }>(
    '/projects/:id/gifts/confirm',
    { schema: { params: schemas.idParams, body: schemas.confirmGiftBody } },
    async (request, reply) => send(reply, await service.confirmGift(ctx, request.caller, request.params.id, request.body)),
  );

  app.get<IdParams & { Querystring: lists.Page }>(
    '/users/:id/gifts',
    { schema: { params: schemas.idParams, querystring: schemas.pageQuery } },
    (request) => lists.listGiven(ctx, request.caller, request.params.id, request.query),
  );

  app.get<IdParams & { Querystring: lists.Page }>(
    '/users/:id/received-gifts',
    { schema: { params: schemas.idParams, querystring: schemas.pageQuery } },
    (request) => lists.listReceived(ctx, request.caller, request.params.id, request.query),
  );
}
