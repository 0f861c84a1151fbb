import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { PaymentAnswer } from '../payments/payment-requests.service.js';
import type { PurchaseBody } from './gift-card-input.js';
import type { KindFilter } from './gift-cards.repository.js';
import * as schemas from './gift-cards.schemas.js';
import * as purchases from './gift-card-purchase.service.js';
import * as service from './gift-cards.service.js';
import * as newUser from './new-user-gift-cards.service.js';

type IdParams = { Params: { id: number } };
type Page = { limit: number; offset: number };

const send = (reply: FastifyReply, answer: PaymentAnswer) => {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.statusCode).send(answer.body);
};

/** Gift cards (docs/api-giving.md "Gift cards"); who may call what is in docs/authorization-gift-cards.md. */
export async function giftCardsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.post<{ Body: PurchaseBody | null }>('/gift-cards', { schema: { body: schemas.purchaseBody } }, async (request, reply) => {
    const header = request.headers['idempotency-key'];
    const idempotencyKey = Array.isArray(header) ? undefined : header;
    return send(reply, await purchases.buyGiftCard(ctx, request.caller, request.body ?? {}, { idempotencyKey, ip: request.ip }));
  });

  app.post<{ Body: { payment_intent_id: string } }>(
    '/gift-cards/confirm',
    { schema: { body: schemas.confirmBody } },
    async (request, reply) => send(reply, await purchases.confirmPurchase(ctx, request.caller, request.body)),
  );

  app.get<{ Querystring: Page & { kind?: KindFilter } }>(
    '/gift-cards/admin',
    { schema: { querystring: schemas.adminListQuery } },
    (request) => service.listAll(ctx, request.caller, request.query),
  );

  app.post<{ Body: service.AdminCardBody }>('/gift-cards/admin', { schema: { body: schemas.adminCardBody } }, async (request, reply) =>
    reply.status(201).send(await service.createAdminCard(ctx, request.caller, request.body)),
  );

  app.get('/gift-cards/new-user-budget', (request) => newUser.getBudget(ctx, request.caller));

  app.put<{ Body: newUser.BudgetBody }>('/gift-cards/new-user-budget', { schema: { body: schemas.budgetBody } }, (request) =>
    newUser.setBudget(ctx, request.caller, request.body),
  );

  app.get<{ Params: { code: string } }>('/gift-cards/:code', { schema: { params: schemas.codeParams } }, (request) =>
    service.checkBalance(ctx, request.params.code, request.ip),
  );

  app.post<IdParams>('/gift-cards/:id/cancel', { schema: { params: schemas.idParams } }, (request) =>
    service.cancelCard(ctx, request.caller, request.params.id),
  );

  app.post('/new-user-gift-cards', async (request, reply) =>
    reply.status(201).send(await newUser.issueNewUserCard(ctx, request.caller, request.ip)),
  );

  app.get('/new-user-gift-cards/offer', (request) => newUser.newUserOffer(ctx, request.caller, request.ip));

  app.get<IdParams & { Querystring: Page }>(
    '/users/:id/gift-cards',
    { schema: { params: schemas.idParams, querystring: schemas.boughtQuery } },
    (request) => service.listBought(ctx, request.caller, request.params.id, request.query),
  );
}
