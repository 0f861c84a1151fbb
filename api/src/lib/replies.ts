import type { FastifyReply } from 'fastify';
import { csvStream, type CsvExport } from './csv.js';

/**
 * Sends an answer whose status the service decided: a call that pays answers 201 when paid, 200 when the bank
 * wants the customer, 402 when declined. An answer stored by an earlier request with the same
 * Idempotency-Key carries `Idempotent-Replayed: true`, as Stripe's do.
 */
export function sendAnswer(reply: FastifyReply, answer: { statusCode: number; body: unknown; replayed: boolean }): FastifyReply {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.statusCode).send(answer.body);
}

/**
 * Streams a CSV export (lib/csv.ts) as a download: `text/csv`, `Content-Disposition: attachment` with the
 * export's file name, never cached. The service has already checked who may export; its rows are read batch
 * by batch while the client takes them.
 */
export function sendCsv<T>(reply: FastifyReply, exp: CsvExport<T>): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${exp.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(csvStream(exp));
}
