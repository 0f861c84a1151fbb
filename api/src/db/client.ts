import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { getTableColumns, sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { schema } from './schema/index.js';
import { acquireDataDirLock, type DataDirLock } from './embedded-lock.js';

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL text with no parameters (migrations, schema set-up). */
  exec(sqlText: string): Promise<void>;
  /** Runs `fn` in one transaction on one connection, with raw SQL access (migrations, maintenance). */
  rawTransaction<T>(fn: (raw: RawSql) => Promise<T>): Promise<T>;
  /** The embedded database's data folder as a tarball (the tests' migrated snapshot); absent on a server. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

interface RawSql {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  exec(text: string): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects a PostgreSQL server; otherwise the embedded database is used. */
  url?: string | undefined;
  /** Folder for the embedded database; 'memory://' keeps it in memory. */
  dataDir: string;
  /** On a server, confine this handle to one schema (the migration and outage tests use their own). */
  searchPath?: string;
  /** Start the embedded database from this dump of a data folder (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
  /**
   * Per-query time limit on a server: DATABASE_QUERY_TIMEOUT_MS, default 5 s, so during a silent network
   * partition a request answers 503 within seconds; 0 for none, as bulk jobs need. Migrations and other raw
   * maintenance (`exec`, `rawTransaction`) have their own, longer limit.
   */
  queryTimeoutMs?: number;
  onPoolError?: (err: Error) => void;
}

const DEFAULT_QUERY_TIMEOUT_MS = 5000;
/** Migrations may build indexes over large tables. */
const MAINTENANCE_TIMEOUT_MS = 30 * 60 * 1000;

const INT8_OID = 20;
const parseInt8 = (value: string) => Number(value);

// node-postgres returns int8 (bigint, count(*)) as strings; money and counters are int8, parse them to numbers.
pg.types.setTypeParser(INT8_OID, parseInt8);

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options) : openPglite(options.dataDir, options.loadDataDir);
}

function queryTimeoutFromEnv(): number {
  const value = Number(process.env.DATABASE_QUERY_TIMEOUT_MS ?? DEFAULT_QUERY_TIMEOUT_MS);
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_QUERY_TIMEOUT_MS;
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    ...(options.queryTimeoutMs === 0 ? {} : { query_timeout: options.queryTimeoutMs ?? queryTimeoutFromEnv() }),
    // JIT compiling pays off for long analytic scans, not for this API's calls: on the 1M-gift bench a report's
    // query that crossed jit_above_cost spent 30-40 ms compiling before it ran (docs/operations.md).
    options: ['-c jit=off', ...(options.searchPath ? [`-c search_path=${options.searchPath}`] : [])].join(' '),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (err) => options.onPoolError?.(err));
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    exec: async (sqlText) => {
      await pool.query({ text: sqlText, query_timeout: MAINTENANCE_TIMEOUT_MS } as pg.QueryConfig);
    },
    rawTransaction: async (fn) => {
      const client = await pool.connect();
      const long = (text: string, values?: unknown[]) => ({ text, values, query_timeout: MAINTENANCE_TIMEOUT_MS }) as pg.QueryConfig;
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async (text, params) => (await client.query(long(text, params))).rows,
          exec: async (text) => {
            await client.query(long(text));
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  const lock: DataDirLock | undefined = inMemory ? undefined : await acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(inMemory ? undefined : dataDir, {
      parsers: { [INT8_OID]: parseInt8 },
      // The contrib extensions the migrations create (PostgreSQL ships them; PGlite loads them on demand).
      extensions: { pg_trgm },
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      exec: async (sqlText) => {
        await client.exec(sqlText);
      },
      rawTransaction: (fn) =>
        client.transaction((tx) =>
          fn({
            query: async (text, params) => (await tx.query(text, params)).rows as never[],
            exec: async (text) => {
              await tx.exec(text);
            },
          }),
        ),
      dumpDataDir: () => client.dumpDataDir('none'),
      close: async () => {
        await client.close();
        await lock?.release();
      },
    };
  } catch (err) {
    await lock?.release();
    throw err;
  }
}

/** Runs a raw `sql` query on either driver and returns its rows. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * `queryRows` as a named prepared statement, named after its text: PostgreSQL parses and plans it once per connection
 * (a generic plan after five runs, when it costs no more than the custom ones) instead of on every call. For the hot
 * listing reads, whose text is fixed and whose values are parameters: planning the cards' four-table join took ~0.6 ms
 * of its ~1.5 ms (issue #14, docs/performance.md). PGlite ignores the name. Never for text that varies with the
 * values (an inlined list): each text stays prepared on each pooled connection.
 */
export async function queryRowsPrepared<T>(db: Executor, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const name = `sf_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 24)}`;
  const result = (await db._.session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}

/** A round trip to the database (the health check). */
export async function ping(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}

interface DriverClient {
  query(...args: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The driver's client under an executor: node-postgres's pool or a transaction's connection, or PGlite's. */
function driverClient(db: Executor): DriverClient {
  return (db._.session as unknown as { client: DriverClient }).client;
}

/**
 * A statement of a hot path (the gift write, #14) with its SQL text fixed once: on PostgreSQL a named prepared
 * statement (parsed and planned once per connection), on either driver the rows as the driver answers them, with
 * no query building or row mapping per call. Columns are snake_case in the schema, so `SELECT` of a table's
 * `columnList` answers the same row shape as the query builder's `select()`; timestamps are Dates and int8 are
 * numbers on both drivers (the type parsers above). The name must be unique to the text. `queryRowsPrepared` above
 * is the other way to prepare: for a statement composed from `sql` fragments (its text is built on every call and
 * named after it); this one is for text that never changes, where building it per call is the cost to avoid.
 */
export function preparedStatement<R>(name: string, text: string): (db: Executor, values: unknown[]) => Promise<R[]> {
  return async (db, values) => {
    const client = driverClient(db);
    const result =
      client instanceof pg.Pool || client instanceof pg.Client
        ? await client.query({ name, text, values })
        : await client.query(text, values);
    return result.rows as R[];
  };
}

/** A table's columns, quoted and in schema order, for the fixed SQL of `preparedStatement`. */
export function columnList(table: Parameters<typeof getTableColumns>[0], alias?: string): string {
  return Object.values(getTableColumns(table))
    .map((column) => `${alias ? `${alias}.` : ''}"${column.name}"`)
    .join(', ');
}
