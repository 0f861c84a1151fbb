import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { ping } from '../../db/client.js';

export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.get('/health', async () => {
    await ping(ctx.db);
    return { status: 'ok', database: ctx.dbKind };
  });
}
