import type { MailboxPage, MailboxQuery } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { NotFoundError } from '../../lib/errors.js';
import { listOutbox, type OutboxRow } from './mail.repository.js';

/**
 * The development mailbox: the outbox, so a newcomer can follow a reset or confirmation link locally. It exists
 * only while no SMTP server is configured, never in production, and only for a caller on this machine.
 */
export async function listMailbox(ctx: AppContext, query: MailboxQuery, fromThisMachine: boolean): Promise<MailboxPage> {
  if (ctx.config.env === 'production' || ctx.mailer.transport === 'smtp' || !fromThisMachine) throw new NotFoundError();
  const { rows, total } = await listOutbox(ctx.db, { to: query.to, now: ctx.clock.now(), limit: query.limit, offset: query.offset });
  return { data: rows.map(mailboxView), total };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function mailboxView(row: OutboxRow): MailboxPage['data'][number] {
  return {
    id: row.id,
    to_address: row.to_address,
    subject: row.subject,
    text_body: row.text_body,
    html_body: row.html_body,
    transport: row.transport,
    sent_at: iso(row.sent_at),
    error: row.error,
    created_at: row.created_at.toISOString(),
    send_after: row.send_after.toISOString(),
    attachments: row.attachments,
    headers: row.headers,
  };
}
