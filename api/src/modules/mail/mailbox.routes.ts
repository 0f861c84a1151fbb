import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MailboxPage, MailboxQuery } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { listMailbox } from './mailbox.service.js';

/** GET /dev/mailbox: the development mailbox (404 in production, with SMTP, or from another machine). */
export const mailboxRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['platform'],
        summary: 'The outbox of a development server, newest first (from this machine only)',
        querystring: MailboxQuery,
        response: { 200: MailboxPage },
      },
    },
    (request) => listMailbox(ctx, request.query, isLoopback(request.ip)),
  );
};

const isLoopback = (ip: string) => ip === '::1' || ip.startsWith('127.') || ip === '::ffff:127.0.0.1';
