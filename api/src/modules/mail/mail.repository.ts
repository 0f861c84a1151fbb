import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

export async function recordMail(
  db: Executor,
  mail: { to: string; subject: string; text: string; html?: string | undefined; transport: 'smtp' | 'outbox' },
): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html ?? null, transport: mail.transport })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

export async function markMailSent(db: Executor, id: number, error: string | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set(error ? { error } : { sent_at: sql`now()`, error: null })
    .where(eq(mailOutbox.id, id));
}

export async function listOutbox(db: Executor, opts: { to?: string | undefined; limit: number; offset: number }) {
  const where = opts.to ? eq(mailOutbox.to_address, opts.to.trim().toLowerCase()) : undefined;
  const [rows, [count]] = await Promise.all([
    db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.id)).limit(opts.limit).offset(opts.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(mailOutbox).where(where),
  ]);
  return { data: rows, total: count?.total ?? 0 };
}
