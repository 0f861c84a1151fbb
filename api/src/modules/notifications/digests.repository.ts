import { sql } from 'drizzle-orm';
import { NOTIFICATION_FREQUENCIES, NOTIFICATION_FREQUENCY_GAPS } from '@storyfund/shared/constants';
import { queryRows, type Executor } from '../../db/client.js';
import { asDate } from '../../db/raw-values.js';

/**
 * Email digests (migration 0055, `notification_digests`): one row per reader, claimed by a conditional upsert
 * before a digest is sent, so two instances running the job at once never both send the same digest.
 */

export interface DueReader {
  user_id: number;
  email: string;
  first_name: string;
  last_sent_at: Date | null;
  covered_until: Date | null;
}

/** The gap of the reader's frequency (shared NOTIFICATION_FREQUENCY_GAPS) as a PostgreSQL interval. */
const gap = sql.join(
  [
    sql`CASE u.notification_frequency`,
    ...NOTIFICATION_FREQUENCIES.map(
      (f) =>
        sql`WHEN ${f} THEN make_interval(months => ${NOTIFICATION_FREQUENCY_GAPS[f].months}::int, days => ${NOTIFICATION_FREQUENCY_GAPS[f].days}::int)`,
    ),
    sql`END`,
  ],
  sql` `,
);

/**
 * Readers whose digest is due: subscribed, with unread notifications newer than their last digest, and a full
 * gap of their frequency since it (or since they signed up, before the first one); not claimed by a running job.
 */
export async function dueReaders(db: Executor, now: Date, limit: number): Promise<DueReader[]> {
  const at = now.toISOString();
  const rows = await queryRows<DueReader & { last_sent_at: Date | string | null; covered_until: Date | string | null }>(
    db,
    sql`SELECT u.id AS user_id, u.email, u.first_name, d.last_sent_at, d.covered_until
        FROM users u
        LEFT JOIN notification_digests d ON d.user_id = u.id
        WHERE u.email IS NOT NULL AND NOT u.unsubscribed AND u.banned_at IS NULL AND u.merged_into_id IS NULL
          AND (d.claimed_until IS NULL OR d.claimed_until <= ${at}::timestamptz)
          AND coalesce(d.last_sent_at, u.created_at) + (${gap}) <= ${at}::timestamptz
          AND EXISTS (SELECT 1 FROM notifications n
                      WHERE n.user_id = u.id AND NOT n.is_read AND n.created_at <= ${at}::timestamptz
                        AND n.created_at > coalesce(d.covered_until, '-infinity'::timestamptz))
        ORDER BY u.id
        LIMIT ${limit}`,
  );
  return rows.map((r) => ({
    ...r,
    last_sent_at: r.last_sent_at === null ? null : asDate(r.last_sent_at),
    covered_until: r.covered_until === null ? null : asDate(r.covered_until),
  }));
}

/**
 * Claims the reader's next digest until `leaseUntil`, only if no one holds a live claim and no digest went out
 * since the caller looked (`seenLastSentAt`). Under concurrency the row lock of the upsert decides: exactly one
 * caller gets true.
 */
export async function claimDigest(
  db: Executor,
  userId: number,
  seenLastSentAt: Date | null,
  now: Date,
  leaseUntil: Date,
): Promise<boolean> {
  const seen = seenLastSentAt?.toISOString() ?? null;
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`INSERT INTO notification_digests (user_id, claimed_until) VALUES (${userId}, ${leaseUntil.toISOString()}::timestamptz)
        ON CONFLICT (user_id) DO UPDATE SET claimed_until = EXCLUDED.claimed_until
        WHERE (notification_digests.claimed_until IS NULL OR notification_digests.claimed_until <= ${now.toISOString()}::timestamptz)
          AND notification_digests.last_sent_at IS NOT DISTINCT FROM ${seen}::timestamptz
        RETURNING user_id`,
  );
  return rows.length === 1;
}

/** The digest went out (or had nothing to say): it covers everything up to `coveredUntil`; the claim ends. */
export async function recordDigestSent(db: Executor, userId: number, sentAt: Date, coveredUntil: Date): Promise<void> {
  await db.execute(
    sql`UPDATE notification_digests
        SET last_sent_at = ${sentAt.toISOString()}::timestamptz, covered_until = ${coveredUntil.toISOString()}::timestamptz, claimed_until = NULL
        WHERE user_id = ${userId}`,
  );
}

/** The claim ends without a digest (sending failed): the next run tries again. */
export async function releaseDigest(db: Executor, userId: number): Promise<void> {
  await db.execute(sql`UPDATE notification_digests SET claimed_until = NULL WHERE user_id = ${userId}`);
}

/** How many unread notifications the digest's window holds (after the last digest's cover, up to `until`). */
export async function digestWindowCount(db: Executor, userId: number, after: Date | null, until: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM notifications
        WHERE user_id = ${userId} AND NOT is_read AND created_at <= ${until.toISOString()}::timestamptz
          AND created_at > coalesce(${after?.toISOString() ?? null}::timestamptz, '-infinity'::timestamptz)`,
  );
  return row?.n ?? 0;
}
