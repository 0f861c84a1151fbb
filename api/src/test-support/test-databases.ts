import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an embedded database with every migration applied, made once per run (empty on PostgreSQL). */
    pgliteSnapshot: string;
    /** On PostgreSQL: a database with every migration applied, made once per run, that test apps copy (else empty). */
    pgTemplate: string;
  }
}

/**
 * Vitest's global setup: one migrated database per run, which every test app copies instead of migrating its own.
 *
 * - Embedded: starting PGlite costs ~2.5-4 s of one core (its initdb), the migrations a further ~0.4 s, and the
 *   suites open ~155 of them. One is migrated and dumped; each test app loads the dump (~1.1 s).
 * - PostgreSQL (TEST_DATABASE_URL): migrating a fresh schema took ~0.95 s and dropping it ~0.3 s; copying a
 *   migrated template with CREATE DATABASE … TEMPLATE takes ~60 ms and dropping it ~25 ms. Each test app gets its
 *   own database named `<template>_<random>`, dropped on close; whatever a killed run left is dropped here at the end.
 *
 * `createTestApp` still runs `migrate`, which finds every file applied. Suites that test the migrations
 * themselves open their own fresh database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `sf_test_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${template}`);
    const database = await openDatabase({ url: databaseUrl(url, template), dataDir: 'memory://' });
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
    project.provide('pgliteSnapshot', '');
    project.provide('pgTemplate', template);
    return async () => {
      const left = await adminQuery<{ datname: string }>(url, `SELECT datname FROM pg_database WHERE datname LIKE '${template}%'`);
      // The copies first: a database cannot be dropped while another is being made from it.
      for (const { datname } of left.sort((a, b) => b.datname.length - a.datname.length)) {
        await adminQuery(url, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
    };
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'storyfund-pglite-')), 'migrated.tar');
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(database);
    const dump = await database.dumpDataDir!();
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteSnapshot', file);
  project.provide('pgTemplate', '');
  return async () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

/** The server URL `url` with its database replaced by `name`. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** One statement on the server's own database, over a connection of its own (CREATE DATABASE runs outside a transaction). */
export async function adminQuery<R extends pg.QueryResultRow = pg.QueryResultRow>(url: string, text: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text)).rows;
  } finally {
    await client.end();
  }
}
