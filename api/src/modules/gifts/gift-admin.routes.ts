import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import * as service from './gift-admin.service.js';
import * as convert from './gift-convert.service.js';

const { IdParams } = contract;
const tags = ['gifts'];

/** The back-office's gifts (admins): the table, one gift with its ledger, the refund and the conversion. */
export const giftAdminRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/gifts',
    {
      schema: {
        tags,
        summary: 'Every gift, paged, sorted and filtered (admins)',
        querystring: contract.AdminGiftQuery,
        response: { 200: contract.AdminGiftList },
      },
    },
    (request) => service.listGifts(ctx, request.caller, request.query),
  );

  app.get(
    '/gifts/:id',
    {
      schema: {
        tags,
        summary: 'One gift with its ledger lines and its project books (admins)',
        params: IdParams,
        response: { 200: contract.AdminGiftDetail },
      },
    },
    (request) => service.giftDetail(ctx, request.caller, request.params.id),
  );

  app.post(
    '/gifts/:id/refund',
    {
      schema: {
        tags,
        summary: 'Refund a gift, with a reason: the processor, the gift card and every total (admins; once)',
        params: IdParams,
        body: contract.RefundGiftBody,
        response: { 200: contract.AdminGiftDetail },
      },
    },
    (request) => service.refundGift(ctx, request.caller, request.params.id, request.body),
  );

  app.get(
    '/gifts/:id/convert-targets',
    {
      schema: {
        tags,
        summary: "The projects a gift may be converted to: its recipient's other live projects (admins)",
        params: IdParams,
        response: { 200: contract.ConvertTargetList },
      },
    },
    (request) => convert.convertTargets(ctx, request.caller, request.params.id),
  );

  app.post(
    '/gifts/:id/convert',
    {
      schema: {
        tags,
        summary: 'Move a one-time gift to another project of its recipient, with a reason, through the ledger (admins)',
        params: IdParams,
        body: contract.ConvertGiftBody,
        response: { 200: contract.AdminGiftDetail },
      },
    },
    (request) => convert.convertGift(ctx, request.caller, request.params.id, request.body),
  );
};
