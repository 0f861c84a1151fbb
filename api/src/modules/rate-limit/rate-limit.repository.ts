import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';

/** One fixed-window counter in rate_limits: counts a hit, starting a new window when the last one ended. */
export async function hitCounter(db: Executor, key: string, now: Date, resetAt: Date): Promise<{ count: number; resetAt: Date }> {
  const [row] = await queryRows<{ count: number; reset_at: string | Date }>(
    db,
    sql`
    INSERT INTO rate_limits (key, count, reset_at) VALUES (${key}, 1, ${resetAt.toISOString()})
    ON CONFLICT (key) DO UPDATE SET
      count    = CASE WHEN rate_limits.reset_at <= ${now.toISOString()} THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= ${now.toISOString()} THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
    RETURNING count, reset_at`,
  );
  return { count: Number(row!.count), resetAt: new Date(row!.reset_at) };
}

/** Windows that have ended (their counters mean nothing any more). */
export async function deleteExpired(db: Executor, now: Date): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE reset_at < ${now.toISOString()}`);
}

export async function clearCounter(db: Executor, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}
