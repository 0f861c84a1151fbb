import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { escapeHtml } from './mail-html.service.js';
import { claimDueMail, markMailSent, newsReader, recordMail, type MailAttachment } from './mail.repository.js';
import { unsubscribeLinks, unsubscribeToken } from './unsubscribe-token.service.js';

interface MailBase {
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

/**
 * Every message declares whether it is transactional (docs/api-notifications.md "Which mails are
 * transactional"): one the reader needs whatever their settings (a password reset, a receipt, a charge
 * notice), or news (a digest, a review request), which names its reader so that the one rule lives here: a
 * reader who unsubscribed (spec §3 User `unsubscribed`) gets no news, and every news message carries a
 * one-click unsubscribe link and the RFC 8058 List-Unsubscribe and List-Unsubscribe-Post headers.
 */
type MailMessage = MailBase & ({ transactional: true } | { transactional: false; userId: number });

export interface Mailer {
  /**
   * Records the message in the outbox and, when SMTP is configured and it is due, sends it. Never throws on
   * SMTP failure: the outbox row keeps the error and `deliverDue` tries again. Answers false when nothing was
   * written: news to a reader who unsubscribed (or is gone), or a dedupe key already used.
   */
  send(message: MailMessage): Promise<boolean>;
  /** Hands due, unsent messages to SMTP (scheduled ones, and earlier failures). Answers how many were sent. */
  deliverDue(): Promise<number>;
  readonly transport: 'smtp' | 'outbox';
}

type Outgoing = MailBase & { headers?: Record<string, string> };

/** A failed message is tried this many times in all before it is left for an operator. */
const MAX_ATTEMPTS = 5;

export function createMailer(config: AppConfig, db: Database, clock: Clock): Mailer {
  const smtp: Transporter | undefined = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  const transport = smtp ? 'smtp' : 'outbox';

  async function deliver(id: number, message: Outgoing): Promise<boolean> {
    if (!smtp) return false;
    const { to, subject, text, html, attachments, headers } = message;
    try {
      await smtp.sendMail({
        from: config.mailFrom,
        to,
        subject,
        text,
        ...(html ? { html } : {}),
        ...(attachments ? { attachments } : {}),
        ...(headers && Object.keys(headers).length > 0 ? { headers } : {}),
      });
      await markMailSent(db, id, null);
      return true;
    } catch (err) {
      await markMailSent(db, id, (err as Error).message);
      return false;
    }
  }

  /** News for a reader still subscribed: the unsubscribe link in both parts, and the RFC 8058 headers. */
  async function asNews(message: MailBase & { userId: number }): Promise<Outgoing | undefined> {
    const reader = await newsReader(db, message.userId);
    if (!reader || reader.unsubscribed) return undefined;
    const links = unsubscribeLinks(config.publicUrl, await unsubscribeToken(db, message.userId));
    const footer = `You get this email because of your notification settings (${config.publicUrl}/personal). Unsubscribe: ${links.page}`;
    const htmlFooter =
      '<p style="font-size: 13px; color: #52606d;">You get this email because of your ' +
      `<a href="${escapeHtml(`${config.publicUrl}/personal`)}">notification settings</a>. ` +
      `<a href="${escapeHtml(links.page)}">Unsubscribe</a></p>`;
    const html = message.html
      ? message.html.includes('</body>')
        ? message.html.replace('</body>', `${htmlFooter}\n</body>`)
        : `${message.html}\n${htmlFooter}`
      : undefined;
    return {
      ...message,
      text: `${message.text.replace(/\s+$/, '')}\n\n--\n${footer}\n`,
      ...(html ? { html } : {}),
      headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }

  return {
    transport,
    async send(message) {
      const outgoing = message.transactional ? message : await asNews(message);
      if (!outgoing) return false;
      const now = clock.now();
      const sendAt = outgoing.sendAt && outgoing.sendAt > now ? outgoing.sendAt : now;
      const id = await recordMail(db, { ...outgoing, sendAt, transport });
      if (id !== undefined && sendAt <= now) await deliver(id, outgoing);
      return id !== undefined;
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
          headers: row.headers,
        });
        if (ok) sent++;
      }
      return sent;
    },
  };
}
