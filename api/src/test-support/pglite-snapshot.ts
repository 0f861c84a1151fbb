import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an embedded database with every migration applied, made once per run (empty on PostgreSQL). */
    pgliteSnapshot: string;
  }
}

/**
 * Vitest's global setup. Starting the embedded database costs ~2.5-4 s of one core (its initdb), the
 * migrations a further ~0.4 s, and the suites open ~155 of them. This migrates one, once per run, from the
 * checked-in migrations, and hands its data folder to every test app, which then starts in ~1.1 s
 * (`createTestApp` still runs `migrate`, which finds every file applied). Suites that test the migrations
 * themselves open their own fresh database.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteSnapshot', '');
    return () => undefined;
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
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
