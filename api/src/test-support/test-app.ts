import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import type { ContextOverrides } from '../app-context.js';
import type { AppContext } from '../app-context.js';
import { adminQuery, databaseUrl } from './test-databases.js';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: DatabaseHandle;
  /** On PostgreSQL, the URL of this app's own database (for a raw second connection); undefined on the embedded one. */
  databaseUrl: string | undefined;
  /** Every route the app declared, as declared. */
  routes: RouteOptions[];
  /** Builds another API instance over the same database: on PostgreSQL with its own connection pool, as a second server would. */
  anotherInstance(): Promise<{ app: FastifyInstance; ctx: AppContext; close(): Promise<void> }>;
  close(): Promise<void>;
}

/**
 * A real app over a real, empty database: in-memory PGlite, or a database of its own on the PostgreSQL server
 * named by TEST_DATABASE_URL (dropped on close). Both start as copies of the run's migrated database
 * (test-support/test-databases.ts). Only true externals are replaced, through `overrides`.
 */
export async function createTestApp(
  opts: {
    config?: Partial<AppConfig>;
    env?: Record<string, string>;
    overrides?: ContextOverrides;
    logStream?: NodeJS.WritableStream;
    /** Serve the built sites from config.staticDirs too (PUBLIC_SITE_DIR and BACKOFFICE_DIR in `env`). */
    serveStatic?: boolean;
  } = {},
): Promise<TestApp> {
  const server = process.env.TEST_DATABASE_URL || undefined;
  const copy = server ? `${inject('pgTemplate')}_${randomBytes(6).toString('hex')}` : undefined;
  if (server) await adminQuery(server, `CREATE DATABASE ${copy} TEMPLATE ${inject('pgTemplate')}`);
  const url = server && copy ? databaseUrl(server, copy) : undefined;
  const database = await openDatabase({ url, dataDir: 'memory://', ...(url ? {} : { loadDataDir: migratedSnapshot() }) });
  await migrate(database);
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://storyfund.test', ...opts.env }, opts.config);
  const routes: RouteOptions[] = [];
  const app = await buildApp({
    config,
    database,
    overrides: opts.overrides,
    serveStatic: opts.serveStatic ?? false,
    logStream: opts.logStream,
    onRoute: (route) => routes.push(route),
  });
  await app.ready();
  return {
    app,
    ctx: app.ctx,
    database,
    databaseUrl: url,
    routes,
    async anotherInstance() {
      // PGlite is one in-process connection: the second instance shares it (PostgreSQL shows the races).
      const second = url ? await openDatabase({ url, dataDir: 'memory://' }) : database;
      const other = await buildApp({ config, database: second, overrides: opts.overrides, serveStatic: false, logStream: opts.logStream });
      await other.ready();
      return {
        app: other,
        ctx: other.ctx,
        async close() {
          await other.close();
          if (second !== database) await second.close();
        },
      };
    },
    async close() {
      await app.close();
      await database.close();
      if (server && copy) await adminQuery(server, `DROP DATABASE ${copy} WITH (FORCE)`);
    },
  };
}

let snapshot: Blob | undefined;
/** The run's migrated embedded database (test-support/test-databases.ts), read once per test process. */
function migratedSnapshot(): Blob | undefined {
  const file = inject('pgliteSnapshot');
  if (!file) return undefined;
  snapshot ??= new Blob([fs.readFileSync(file)]);
  return snapshot;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

let seq = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now().toString(36)}-${seq++}@example.test`;

let ipSeq = 0;
/** A client address no other request of this test process used, so per-IP rate limits stay independent. */
export const nextIp = () => {
  const n = ++ipSeq;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** Signs up through the API, as a browser would (from a fresh client address unless `ip` is given). */
export async function signUp(app: FastifyInstance, overrides: Record<string, unknown> = {}, ip = nextIp()) {
  const body = { email: uniqueEmail(), password: 'correct-horse-42', first_name: 'Erin', last_name: 'Example', ...overrides };
  const response = await app.inject({ method: 'POST', url: '/api/users', payload: body, remoteAddress: ip });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const { token, user } = json<{ token: string; user: { id: number; email: string } }>(response);
  return { token, user, email: body.email as string, password: body.password as string };
}

/** Makes an existing user a platform admin, directly in the database (no API grants that yet). */
export async function makeAdmin(test: TestApp, userId: number): Promise<void> {
  const { updateUser } = await import('../modules/users/users.repository.js');
  await updateUser(test.ctx.db, userId, { is_admin: true });
}

/** The latest email sent to `to`, from the outbox. */
export async function lastMailTo(test: TestApp, to: string) {
  const { listOutbox } = await import('../modules/mail/mail.repository.js');
  const { rows } = await listOutbox(test.ctx.db, { to, now: test.ctx.clock.now(), limit: 1, offset: 0 });
  return rows[0];
}

export const linkToken = (text: string, path: string) => new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1];
