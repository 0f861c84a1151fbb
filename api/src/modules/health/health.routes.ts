import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Health } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { ping } from '../../db/client.js';

export const healthRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness: the process is up and its database answers (503 when not)',
        response: { 200: Health },
      },
    },
    async (): Promise<Health> => {
      await ping(ctx.db);
      return { status: 'ok', database: ctx.dbKind };
    },
  );
};
