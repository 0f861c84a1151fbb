import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { asDate } from '../../db/raw-values.js';

/** A partner's own thank-you text (table partner_thank_you_messages, migration 0064), one row per account. */

export interface ThankYouMessageRow {
  message: string;
  updated_at: Date;
}

export async function findMessage(db: Executor, partnerId: number): Promise<ThankYouMessageRow | undefined> {
  const [row] = await queryRows<{ message: string; updated_at: Date | string }>(
    db,
    sql`SELECT message, updated_at FROM partner_thank_you_messages WHERE partner_id = ${partnerId}`,
  );
  return row && { message: row.message, updated_at: asDate(row.updated_at) };
}

export async function saveMessage(db: Executor, partnerId: number, message: string, now: Date): Promise<void> {
  await queryRows(
    db,
    sql`INSERT INTO partner_thank_you_messages (partner_id, message, updated_at) VALUES (${partnerId}, ${message}, ${now.toISOString()}::timestamptz)
        ON CONFLICT (partner_id) DO UPDATE SET message = EXCLUDED.message, updated_at = EXCLUDED.updated_at`,
  );
}

export async function deleteMessage(db: Executor, partnerId: number): Promise<void> {
  await queryRows(db, sql`DELETE FROM partner_thank_you_messages WHERE partner_id = ${partnerId}`);
}
