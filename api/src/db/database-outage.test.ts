import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import { migrate } from './migrate.js';
import { startTcpProxy } from '../test-support/tcp-proxy.js';
import type { FastifyInstance } from 'fastify';
import { capturedLog } from '../test-support/captured-log.js';

const url = process.env.TEST_DATABASE_URL;

// An outage only exists for a database server; the embedded database lives inside the process.
describe.runIf(url)('when the PostgreSQL server becomes unreachable', () => {
  const schema = `test_outage_${randomBytes(4).toString('hex')}`;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const log = capturedLog();

  beforeAll(async () => {
    const target = new URL(url!);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(url!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    database = await openDatabase({ url: viaProxy.toString(), dataDir: 'memory://', searchPath: schema, onPoolError: () => undefined });
    await migrate(database);
    app = await buildApp({
      config: loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'info' }),
      database,
      serveStatic: false,
      logStream: log.stream,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await proxy.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  });

  it('answers 503 within a few seconds, stays up, and recovers by itself', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await proxy.cut();
    const started = Date.now();
    const down = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'outage-login@example.test', password: 'whatever-123' },
    });
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toMatch(/temporarily unavailable/);
    expect(down.headers['retry-after']).toBeDefined();
    expect(Date.now() - started).toBeLessThan(6000);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    // The failure is logged, without the statement's values (the email the login looked up).
    expect(log.text()).toContain('temporarily unavailable');
    expect(log.text()).not.toContain('outage-login@example.test');

    await proxy.restore();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 503 within a few seconds during a silent partition (nothing refused, nothing answered)', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    proxy.stall();
    const started = Date.now();
    const down = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'partition@example.test', password: 'whatever-123' },
    });
    expect(down.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(7000);
    await proxy.restore();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 30_000);
});
