import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './client.js';

export const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

const MIGRATION_LOCK_KEY = 727274;

/**
 * Applies the checked-in SQL migrations in file-name order, each once and in its own transaction.
 * The same files serve the embedded database and a PostgreSQL server. An advisory lock keeps several
 * API instances starting at once from applying the same file twice.
 */
export async function migrate(handle: DatabaseHandle, dir = migrationsDir): Promise<string[]> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
  await handle.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  const applied: string[] = [];
  for (const file of files) {
    const body = fs.readFileSync(path.join(dir, file), 'utf8');
    const done = await handle.rawTransaction(async (raw) => {
      await raw.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const rows = await raw.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (rows.length > 0) return false;
      try {
        await raw.exec(body);
      } catch (err) {
        throw new Error(`Migration ${file} failed: ${(err as Error).message}`, { cause: err });
      }
      await raw.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (done) applied.push(file);
  }
  return applied;
}
