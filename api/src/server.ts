import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { isDatabaseUnavailable } from './db/errors.js';
import { safeErrorMessage } from './plugins/log-redaction.js';
import { buildApp } from './app.js';
import type { AppContext } from './app-context.js';
import { seedDemo } from './seed/demo-seed.js';
import { startPeriodicJobs } from './jobs.js';

/** Entry point: `node api/dist/server.js`. Opens the database, applies migrations, seeds on request, serves. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (err) => console.warn(`Database connection lost: ${err.message}`),
  });
  const app = await buildApp({ config, database });
  const ready = prepareDatabase(database, app.ctx, app.log, process.env.SEED_DEMO === '1');
  // Until the schema is ready (or while a server database is unreachable at start) the API answers 503.
  let isReady = false;
  let stopJobs = () => {};
  ready.then(() => {
    isReady = true;
    if (config.backgroundJobs) stopJobs = startPeriodicJobs(app.ctx, app.log);
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!isReady && request.url.startsWith('/api/')) {
      return reply.status(503).header('retry-after', '2').send({ message: 'The service is starting. Please try again shortly.' });
    }
  });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    stopJobs();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server';
  console.log(`Storyfund is running at http://localhost:${config.port} (${where})`);
  const credentials = await ready;
  if (credentials) {
    console.log('Demo accounts (email / password):');
    for (const line of credentials) console.log(`  ${line}`);
  }
}

async function prepareDatabase(
  database: Awaited<ReturnType<typeof openDatabase>>,
  ctx: AppContext,
  log: { warn(msg: string): void; info(msg: string): void },
  seed: boolean,
): Promise<string[] | undefined> {
  for (let attempt = 1; ; attempt++) {
    try {
      const applied = await migrate(database);
      if (applied.length > 0) log.info(`Applied migrations: ${applied.join(', ')}`);
      return seed ? await seedDemo(ctx) : undefined;
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      log.warn(`Database unreachable (${safeErrorMessage(err)}); retrying in 2 s (attempt ${attempt})`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

main().catch((err: Error) => {
  console.error(`Storyfund could not start: ${safeErrorMessage(err)}`);
  process.exit(1);
});
