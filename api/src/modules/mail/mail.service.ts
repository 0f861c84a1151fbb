import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { claimDueMail, markMailSent, recordMail, type MailAttachment } from './mail.repository.js';

interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Small files only (receipts): the outbox keeps them until delivery. */
  attachments?: MailAttachment[];
  /** Deliver no earlier than this (a scheduled dedication). Default: now. */
  sendAt?: Date;
  /**
   * Sent once per key (`gift:42:dedication`): what an event listener sends, since a listener may run more
   * than once. A second message with the same key is dropped.
   */
  dedupeKey?: string;
}

export interface Mailer {
  /**
   * Records the message in the outbox and, when SMTP is configured and it is due, sends it. Never throws on
   * SMTP failure: the outbox row keeps the error and `deliverDue` tries again.
   */
  send(message: MailMessage): Promise<void>;
  /** Hands due, unsent messages to SMTP (scheduled ones, and earlier failures). Answers how many were sent. */
  deliverDue(): Promise<number>;
  readonly transport: 'smtp' | 'outbox';
}

/** A failed message is tried this many times in all before it is left for an operator. */
const MAX_ATTEMPTS = 5;

export function createMailer(config: AppConfig, db: Database, clock: Clock): Mailer {
  const smtp: Transporter | undefined = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  const transport = smtp ? 'smtp' : 'outbox';

  async function deliver(id: number, message: MailMessage): Promise<boolean> {
    if (!smtp) return false;
    const { to, subject, text, html, attachments } = message;
    try {
      await smtp.sendMail({ from: config.mailFrom, to, subject, text, ...(html ? { html } : {}), ...(attachments ? { attachments } : {}) });
      await markMailSent(db, id, null);
      return true;
    } catch (err) {
      await markMailSent(db, id, (err as Error).message);
      return false;
    }
  }

  return {
    transport,
    async send(message) {
      const now = clock.now();
      const sendAt = message.sendAt && message.sendAt > now ? message.sendAt : now;
      const id = await recordMail(db, { ...message, sendAt, transport });
      if (id !== undefined && sendAt <= now) await deliver(id, message);
    },
    async deliverDue() {
      if (!smtp) return 0;
      let sent = 0;
      for (const row of await claimDueMail(db, clock.now(), MAX_ATTEMPTS)) {
        const attachments = row.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.content_type,
          content: Buffer.from(a.content_base64, 'base64'),
        }));
        const ok = await deliver(row.id, {
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          ...(row.html_body ? { html: row.html_body } : {}),
          attachments,
        });
        if (ok) sent++;
      }
      return sent;
    },
  };
}
