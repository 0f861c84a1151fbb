import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { mailOutbox, type StoredAttachment } from '../../db/schema/index.js';

export type MailRow = typeof mailOutbox.$inferSelect;

/** A file sent with a message (small ones only, such as receipts): the outbox keeps it until delivery. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Writes a message to the outbox; a message whose dedupe key is already there is not written again (undefined). */
export async function recordMail(
  db: Executor,
  mail: {
    dedupeKey?: string | undefined;
    to: string;
    subject: string;
    text: string;
    html?: string | undefined;
    attachments?: MailAttachment[] | undefined;
    headers?: Record<string, string> | undefined;
    sendAt: Date;
    transport: 'smtp' | 'outbox';
  },
): Promise<number | undefined> {
  const attachments: StoredAttachment[] = (mail.attachments ?? []).map((a) => ({
    filename: a.filename,
    content_type: a.contentType,
    content_base64: a.content.toString('base64'),
  }));
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      transport: mail.transport,
      send_after: mail.sendAt,
      attachments,
      dedupe_key: mail.dedupeKey ?? null,
      headers: mail.headers ?? {},
    })
    .onConflictDoNothing()
    .returning({ id: mailOutbox.id });
  return row?.id;
}

export async function markMailSent(db: Executor, id: number, error: string | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      error
        ? { error, attempts: sql`${mailOutbox.attempts} + 1` }
        : { sent_at: sql`now()`, error: null, attempts: sql`${mailOutbox.attempts} + 1` },
    )
    .where(eq(mailOutbox.id, id));
}

/**
 * Due SMTP messages not yet sent, claimed by pushing their send time a few minutes on (so another instance
 * running the dispatcher at the same moment skips them; a crash lets them come due again).
 */
export async function claimDueMail(db: Executor, now: Date, maxAttempts: number): Promise<MailRow[]> {
  const lease = new Date(now.getTime() + 5 * 60_000);
  return queryRows<MailRow>(
    db,
    sql`UPDATE mail_outbox SET send_after = ${lease}
        WHERE id IN (SELECT id FROM mail_outbox
                     WHERE sent_at IS NULL AND transport = 'smtp' AND send_after <= ${now} AND attempts < ${maxAttempts}
                     ORDER BY send_after LIMIT 50 FOR UPDATE SKIP LOCKED)
        RETURNING *`,
  );
}

/** The development mailbox: what has been delivered so far (a scheduled message appears once it is due). */
export type OutboxRow = Awaited<ReturnType<typeof listOutbox>>['rows'][number];

export async function listOutbox(db: Executor, opts: { to?: string | undefined; now: Date; limit: number; offset: number }) {
  const due = lte(mailOutbox.send_after, opts.now);
  const where = opts.to ? and(due, eq(mailOutbox.to_address, opts.to.trim().toLowerCase())) : due;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        to_address: mailOutbox.to_address,
        subject: mailOutbox.subject,
        text_body: mailOutbox.text_body,
        html_body: mailOutbox.html_body,
        transport: mailOutbox.transport,
        sent_at: mailOutbox.sent_at,
        error: mailOutbox.error,
        created_at: mailOutbox.created_at,
        send_after: mailOutbox.send_after,
        headers: mailOutbox.headers,
        attachments: sql<
          { filename: string; content_type: string }[]
        >`(SELECT coalesce(jsonb_agg(jsonb_build_object('filename', a->>'filename', 'content_type', a->>'content_type')), '[]'::jsonb) FROM jsonb_array_elements(${mailOutbox.attachments}) a)`,
      })
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** A reader of news mail: their address and whether they unsubscribed (spec §3 User `unsubscribed`). */
export async function newsReader(db: Executor, userId: number): Promise<{ email: string | null; unsubscribed: boolean } | undefined> {
  const [row] = await queryRows<{ email: string | null; unsubscribed: boolean }>(
    db,
    sql`SELECT email, unsubscribed FROM users WHERE id = ${userId} AND banned_at IS NULL AND merged_into_id IS NULL`,
  );
  return row;
}

/** The named signing key, made once (the first instance to ask writes it; every other reads the same one). */
export async function signingKey(db: Executor, name: string, fresh: string): Promise<string> {
  await db.execute(sql`INSERT INTO signing_keys (name, secret) VALUES (${name}, ${fresh}) ON CONFLICT (name) DO NOTHING`);
  const [row] = await queryRows<{ secret: string }>(db, sql`SELECT secret FROM signing_keys WHERE name = ${name}`);
  return row!.secret;
}
