import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { recordMail, markMailSent } from './mail.repository.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Records the message in the outbox and, when SMTP is configured, sends it. Never throws on SMTP failure. */
  send(message: MailMessage): Promise<void>;
  readonly transport: 'smtp' | 'outbox';
}

export function createMailer(config: AppConfig, db: Database): Mailer {
  const smtp: Transporter | undefined = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  return {
    transport: smtp ? 'smtp' : 'outbox',
    async send(message) {
      const id = await recordMail(db, { ...message, transport: smtp ? 'smtp' : 'outbox' });
      if (!smtp) return;
      try {
        await smtp.sendMail({ from: config.mailFrom, ...message });
        await markMailSent(db, id, null);
      } catch (err) {
        // The outbox row keeps the failure; a later retry job can resend it.
        await markMailSent(db, id, (err as Error).message);
      }
    },
  };
}
