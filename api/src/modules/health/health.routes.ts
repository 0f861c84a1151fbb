import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';

export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.get('/health', async () => {
    await ctx.db.execute(sql`select 1`);
    return { status: 'ok', database: ctx.dbKind };
  });
}
