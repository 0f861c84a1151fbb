import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import * as receipts from './receipts.service.js';
import * as statements from './annual-statements.service.js';

const { IdParams } = contract;
const tags = ['receipts'];

/** PDFs go to the browser as downloads; they are private, so no cache keeps them. */
const sendPdf = (reply: FastifyReply, doc: { filename: string; pdf: Buffer }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${doc.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(doc.pdf);

export const receiptsRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/gifts/:id/receipt',
    {
      schema: {
        tags,
        summary: "A tax-exempt gift's receipt (its donor or an admin)",
        params: IdParams,
        response: { 200: contract.PdfFile },
      },
    },
    async (request, reply) => sendPdf(reply as FastifyReply, await receipts.receiptPdf(ctx, request.caller, request.params.id)),
  );

  app.post(
    '/users/:id/send-tax-exempt-receipt',
    {
      schema: {
        tags,
        summary: "Email a gift's receipt again (10 an hour)",
        params: IdParams,
        body: contract.SendReceiptBody,
        response: { 200: contract.ReceiptSent },
      },
    },
    (request) => receipts.resendReceipt(ctx, request.caller, request.params.id, request.body),
  );

  app.get(
    '/users/:id/annual-statements',
    {
      schema: {
        tags,
        summary: 'The years an account gave in, with their totals',
        params: IdParams,
        response: { 200: contract.StatementYearList },
      },
    },
    (request) => statements.listStatements(ctx, request.caller, request.params.id),
  );

  app.get(
    '/users/:id/annual-statements/:year',
    {
      schema: { tags, summary: "A year's giving statement", params: contract.StatementParams, response: { 200: contract.PdfFile } },
    },
    async (request, reply) =>
      sendPdf(reply as FastifyReply, await statements.statementPdf(ctx, request.caller, request.params.id, request.params.year)),
  );

  app.post(
    '/users/:id/annual-statements/:year/send',
    {
      schema: {
        tags,
        summary: "Email a year's giving statement now",
        params: contract.StatementParams,
        response: { 200: contract.StatementSent },
      },
    },
    (request) => statements.sendStatement(ctx, request.caller, request.params.id, request.params.year),
  );
};
