import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';

/**
 * One hit against a sliding window in rate_limit_hits, in one statement: counts the key's live hits (those
 * not yet expired) and, when fewer than `limit`, adds this one, which lives until `expiresAt`. Answers the
 * count including this hit (above `limit`: refused, and not stored, so a refused caller's retries do not
 * push its window on) and when the oldest live hit expires (a slot frees). Only INSERTs: hits of one key
 * never wait on one another's row lock. Under concurrency two hits may both see the last free slot; the
 * overshoot is at most the number of hits in flight at once (docs/decisions.md "Rate limits").
 */
export async function hitWindow(
  db: Executor,
  key: string,
  limit: number,
  now: Date,
  expiresAt: Date,
): Promise<{ count: number; firstExpiry: Date }> {
  const [row] = await queryRows<{ count: number; first_expiry: string | Date }>(
    db,
    sql`
    WITH live AS (
      SELECT count(*)::int AS n, min(expires_at) AS first FROM rate_limit_hits
      WHERE key = ${key} AND expires_at > ${now.toISOString()}
    ), hit AS (
      INSERT INTO rate_limit_hits (key, expires_at) SELECT ${key}, ${expiresAt.toISOString()} FROM live WHERE n < ${limit}
    )
    SELECT n + 1 AS count, coalesce(first, ${expiresAt.toISOString()}) AS first_expiry FROM live`,
  );
  return { count: Number(row!.count), firstExpiry: new Date(row!.first_expiry) };
}

/** Hits that have expired (they count for nothing any more). */
export async function deleteExpired(db: Executor, now: Date): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_hits WHERE expires_at <= ${now.toISOString()}`);
}

export async function clearKey(db: Executor, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_hits WHERE key = ${key}`);
}
