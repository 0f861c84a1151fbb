import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import * as service from './contact-messages.service.js';
import { KEEPS_PUBLIC_READS } from '../../lib/http-cache.js';

const tags = ['contact'];

/** The contact form (spec §7 POST users/send-contact-us-message) and staff's contact-messages resource. */
export const contactMessagesRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/users/send-contact-us-message',
    {
      config: KEEPS_PUBLIC_READS,
      schema: {
        tags,
        summary: 'Sends a message to the Storyfund team (anyone; rate-limited; bot-checked when configured)',
        body: contract.ContactMessageBody,
        response: { 201: contract.ContactReceipt },
      },
    },
    async (request, reply) => reply.status(201).send(await service.sendContactMessage(ctx, request.caller, request.body, request.ip)),
  );

  app.get(
    '/contact-messages',
    {
      schema: {
        tags,
        summary: 'Contact messages, newest first (admins)',
        querystring: contract.ContactMessageQuery,
        response: { 200: contract.ContactMessageList },
      },
    },
    (request) => service.listContactMessages(ctx, request.caller, request.query),
  );

  app.get(
    '/contact-messages/:id',
    { schema: { tags, summary: 'One contact message (admins)', params: contract.IdParams, response: { 200: contract.ContactMessage } } },
    (request) => service.getContactMessage(ctx, request.caller, request.params.id),
  );

  app.post(
    '/contact-messages/:id/answer',
    {
      config: KEEPS_PUBLIC_READS,
      schema: {
        tags,
        summary: 'Answers a contact message: emailed to the sender (admins)',
        params: contract.IdParams,
        body: contract.ContactAnswerBody,
        response: { 200: contract.ContactMessage },
      },
    },
    (request) => service.answerContactMessage(ctx, request.caller, request.params.id, request.body),
  );
};
