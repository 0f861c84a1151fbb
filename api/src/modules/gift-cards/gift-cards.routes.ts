import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { sendAnswer } from '../../lib/replies.js';
import * as purchases from './gift-card-purchase.service.js';
import * as service from './gift-cards.service.js';
import * as newUser from './new-user-gift-cards.service.js';

const { IdParams } = contract;
const tags = ['gift-cards'];

/** The 201 and 200 of a purchase; its 402 (declined) is the usual error body. */
const purchaseAnswers = { 200: contract.GiftCardRequiresAction, 201: contract.GiftCardPurchased };

/** Gift cards (docs/api-giving.md "Gift cards"); who may call what is in docs/authorization-gift-cards.md. */
export const giftCardsRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/gift-cards',
    {
      schema: {
        tags,
        summary: 'Buy a gift card (Idempotency-Key required; as a guest with is_guest; 402 when declined)',
        headers: contract.PaymentRequestHeaders,
        body: contract.PurchaseGiftCardBody,
        response: purchaseAnswers,
      },
    },
    async (request, reply) => {
      const opts = { idempotencyKey: request.headers['idempotency-key'], ip: request.ip };
      return sendAnswer(reply as FastifyReply, await purchases.buyGiftCard(ctx, request.caller, request.body, opts));
    },
  );

  app.post(
    '/gift-cards/confirm',
    {
      schema: {
        tags,
        summary: "Finish a purchase after the bank's 3-D Secure step",
        body: contract.PaymentIntentBody,
        response: purchaseAnswers,
      },
    },
    async (request, reply) => sendAnswer(reply as FastifyReply, await purchases.confirmPurchase(ctx, request.caller, request.body)),
  );

  app.get(
    '/gift-cards/admin',
    {
      schema: {
        tags,
        summary: 'Every card, newest first (admins)',
        querystring: contract.AdminGiftCardQuery,
        response: { 200: contract.AdminGiftCardList },
      },
    },
    (request) => service.listAll(ctx, request.caller, request.query),
  );

  app.post(
    '/gift-cards/admin',
    {
      schema: {
        tags,
        summary: 'Make a card the platform pays for (admins)',
        body: contract.CreateAdminGiftCardBody,
        response: { 201: contract.AdminGiftCardAnswer },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createAdminCard(ctx, request.caller, request.body)),
  );

  app.get(
    '/gift-cards/new-user-budget',
    { schema: { tags, summary: 'The free cards budget for new visitors (admins)', response: { 200: contract.NewUserBudget } } },
    (request) => newUser.getBudget(ctx, request.caller),
  );

  app.put(
    '/gift-cards/new-user-budget',
    {
      schema: {
        tags,
        summary: 'Set the free cards budget (admins)',
        body: contract.NewUserBudgetBody,
        response: { 200: contract.NewUserBudget },
      },
    },
    (request) => newUser.setBudget(ctx, request.caller, request.body),
  );

  app.get(
    '/gift-cards/:code',
    {
      schema: {
        tags,
        summary: "A card's balance, for anyone holding its code (30 lookups an hour per address)",
        params: contract.GiftCardCodeParams,
        response: { 200: contract.GiftCardBalance },
      },
    },
    (request) => service.checkBalance(ctx, request.params.code, request.ip),
  );

  app.post(
    '/gift-cards/:id/cancel',
    { schema: { tags, summary: 'Cancel a card (admins)', params: IdParams, response: { 200: contract.AdminGiftCardAnswer } } },
    (request) => service.cancelCard(ctx, request.caller, request.params.id),
  );

  app.post(
    '/new-user-gift-cards',
    { schema: { tags, summary: 'A free card for a new visitor (409 when there is none)', response: { 201: contract.NewUserGiftCard } } },
    async (request, reply) => reply.status(201).send(await newUser.issueNewUserCard(ctx, request.caller, request.ip)),
  );

  app.get(
    '/new-user-gift-cards/offer',
    { schema: { tags, summary: 'Whether a free card is there for this visitor now', response: { 200: contract.NewUserGiftCardOffer } } },
    (request) => newUser.newUserOffer(ctx, request.caller, request.ip),
  );

  app.get(
    '/users/:id/gift-cards',
    {
      schema: {
        tags,
        summary: 'The cards an account bought, with their codes (oneself or an admin)',
        params: IdParams,
        querystring: contract.GiftCardPageQuery,
        response: { 200: contract.GiftCardList },
      },
    },
    (request) => service.listBought(ctx, request.caller, request.params.id, request.query),
  );
};
