import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { NotFoundError } from '../../lib/errors.js';
import { listOutbox } from './mail.repository.js';

/**
 * The development mailbox: lists the outbox so a newcomer can follow a reset or confirmation link locally.
 * It exists only while no SMTP server is configured, never in production, and only for requests from this machine.
 */
export async function mailboxRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.get<{ Querystring: { to?: string; limit?: number; offset?: number } }>(
    '/dev/mailbox',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            to: { type: 'string', maxLength: 320 },
            limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
            offset: { type: 'integer', minimum: 0, default: 0 },
          },
        },
      },
    },
    async (request) => {
      if (ctx.config.env === 'production' || ctx.mailer.transport === 'smtp' || !isLoopback(request.ip)) throw new NotFoundError();
      const { to, limit = 20, offset = 0 } = request.query;
      return listOutbox(ctx.db, { to, now: ctx.clock.now(), limit, offset });
    },
  );
}

const isLoopback = (ip: string) => ip === '::1' || ip.startsWith('127.') || ip === '::ffff:127.0.0.1';
