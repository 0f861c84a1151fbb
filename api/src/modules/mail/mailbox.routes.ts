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
    // Both the connection and the client a trusted proxy names must be on this machine: a proxy on this
    // machine forwards remote clients, and a remote client may write any X-Forwarded-For it likes.
    (request) => listMailbox(ctx, request.query, isLoopback(request.socket.remoteAddress) && isLoopback(request.ip)),
  );
};

const isLoopback = (ip: string | undefined) => ip !== undefined && (ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.'));
