import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { PaymentAnswer } from '../payments/payment-requests.service.js';
import type { GiftBody } from './gift-input.js';
import * as schemas from './gifts.schemas.js';
import * as service from './gifts.service.js';
import * as lists from './gift-lists.service.js';
import * as periods from './gift-periods.service.js';
import { Readable } from 'node:stream';

type IdParams = { Params: { id: number } };

const send = (reply: FastifyReply, answer: PaymentAnswer) => {
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
      const answer = await service.createGift(ctx, request.caller, request.params.id, request.body ?? {}, {
        idempotencyKey,
        ip: request.ip,
      });
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

  app.get<IdParams & { Querystring: periods.PeriodQuery }>(
    '/users/:id/gifts-by-period',
    { schema: { params: schemas.idParams, querystring: schemas.periodQuery } },
    (request) => periods.givenInPeriod(ctx, request.caller, request.params.id, request.query),
  );

  app.get<IdParams & { Querystring: periods.PeriodQuery }>(
    '/users/:id/received-gifts-by-period',
    { schema: { params: schemas.idParams, querystring: schemas.periodQuery } },
    (request) => periods.receivedInPeriod(ctx, request.caller, request.params.id, request.query),
  );

  app.get<IdParams & { Querystring: lists.Page & { format?: 'json' | 'csv' } }>(
    '/users/:id/all-received-gifts',
    { schema: { params: schemas.idParams, querystring: schemas.allReceivedQuery } },
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
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="storyfund-received-gifts-${request.params.id}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
}
