import type { FastifyReply } from 'fastify';

/**
 * Sends an answer whose status the service decided: a call that pays answers 201 when paid, 200 when the bank
 * wants the customer, 402 when declined. An answer stored by an earlier request with the same
 * Idempotency-Key carries `Idempotent-Replayed: true`, as Stripe's do.
 */
export function sendAnswer(reply: FastifyReply, answer: { statusCode: number; body: unknown; replayed: boolean }): FastifyReply {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.statusCode).send(answer.body);
}
