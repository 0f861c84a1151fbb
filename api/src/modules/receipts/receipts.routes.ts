import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { idParams, positiveId } from '../../lib/schemas.js';
import * as receipts from './receipts.service.js';
import * as statements from './annual-statements.service.js';

type IdParams = { Params: { id: number } };
type YearParams = { Params: { id: number; year: number } };

const yearParams = {
  type: 'object',
  required: ['id', 'year'],
  properties: { id: positiveId, year: { type: 'integer', minimum: 1, maximum: 9999 } },
} as const;

const sendReceiptBody = {
  type: 'object',
  additionalProperties: false,
  required: ['gift_id'],
  properties: { gift_id: positiveId },
} as const;

/** PDFs go to the browser as downloads; they are private, so no cache keeps them. */
const sendPdf = (reply: FastifyReply, doc: { filename: string; pdf: Buffer }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${doc.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(doc.pdf);

export async function receiptsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.get<IdParams>('/gifts/:id/receipt', { schema: { params: idParams } }, async (request, reply) =>
    sendPdf(reply, await receipts.receiptPdf(ctx, request.caller, request.params.id)),
  );

  app.post<IdParams & { Body: { gift_id: number } }>(
    '/users/:id/send-tax-exempt-receipt',
    { schema: { params: idParams, body: sendReceiptBody } },
    (request) => receipts.resendReceipt(ctx, request.caller, request.params.id, request.body),
  );

  app.get<IdParams>('/users/:id/annual-statements', { schema: { params: idParams } }, (request) =>
    statements.listStatements(ctx, request.caller, request.params.id),
  );

  app.get<YearParams>('/users/:id/annual-statements/:year', { schema: { params: yearParams } }, async (request, reply) =>
    sendPdf(reply, await statements.statementPdf(ctx, request.caller, request.params.id, request.params.year)),
  );

  app.post<YearParams>('/users/:id/annual-statements/:year/send', { schema: { params: yearParams } }, (request) =>
    statements.sendStatement(ctx, request.caller, request.params.id, request.params.year),
  );
}
