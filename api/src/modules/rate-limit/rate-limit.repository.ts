import { sql } from 'drizzle-orm';
import { preparedStatement, type Executor } from '../../db/client.js';

/**
 * One hit against a sliding window in rate_limit_hits, in one statement: counts the key's live hits (those
 * not yet expired) and, when fewer than `limit`, adds this one, which lives until `expiresAt`. Answers the
 * count including this hit (above `limit`: refused, and not stored, so a refused caller's retries do not
 * push its window on) and when the oldest live hit expires (a slot frees). Only INSERTs: hits of one key
 * never wait on one another's row lock. Under concurrency two hits may both see the last free slot; the
 * overshoot is at most the number of hits in flight at once (docs/decisions.md "Rate limits").
 * The count stops at `limit` (a key past it is refused however far past), and the oldest hit is the first
 * entry of the key's index: a key with thousands of live hits (a busy address under a raised limit) costs
 * what one with `limit` does (#14).
 */
const hitStatement = preparedStatement<{ count: number; first_expiry: string | Date }>(
  'rate_limit_hit_capped',
  `WITH live AS (
     SELECT count(*)::int AS n FROM (SELECT 1 FROM rate_limit_hits WHERE key = $1 AND expires_at > $2 LIMIT $4) h
   ), oldest AS (
     SELECT expires_at FROM rate_limit_hits WHERE key = $1 AND expires_at > $2 ORDER BY expires_at LIMIT 1
   ), hit AS (
     INSERT INTO rate_limit_hits (key, expires_at) SELECT $1, $3 FROM live WHERE n < $4
   )
   SELECT n + 1 AS count, coalesce((SELECT expires_at FROM oldest), $3) AS first_expiry FROM live`,
);

export async function hitWindow(
  db: Executor,
  key: string,
  limit: number,
  now: Date,
  expiresAt: Date,
): Promise<{ count: number; firstExpiry: Date }> {
  // Every call that is rate limited asks this (a gift asks it once, #14): prepared, not built per call.
  const [row] = await hitStatement(db, [key, now.toISOString(), expiresAt.toISOString(), limit]);
  return { count: Number(row!.count), firstExpiry: new Date(row!.first_expiry) };
}

/** Hits that have expired (they count for nothing any more). */
export async function deleteExpired(db: Executor, now: Date): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_hits WHERE expires_at <= ${now.toISOString()}`);
}

export async function clearKey(db: Executor, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_hits WHERE key = ${key}`);
}
