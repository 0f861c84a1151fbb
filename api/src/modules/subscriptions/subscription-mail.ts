import { formatCents } from '@storyfund/shared/money';
import { formatUtcDate } from '@storyfund/shared/dates';
import type { AppContext } from '../../app-context.js';
import * as repo from './subscriptions.repository.js';

/**
 * What the donor is told about a renewal that did not go through. Mail goes out after the outcome's
 * transaction commits; a failing outbox write never undoes a recorded outcome.
 */
export type RenewalMail =
  | { kind: 'declined'; message: string; retryAt: Date }
  | { kind: 'confirm'; retryAt: Date }
  | { kind: 'stopped'; reason: 'failures' | 'project_closed' };

export async function sendRenewalMail(ctx: AppContext, subscription: repo.SubscriptionRow, mail: RenewalMail): Promise<void> {
  const who = await repo.mailContext(ctx.db, subscription.id);
  if (!who?.email) return;
  const monthly = `${formatCents(subscription.amount_cents + subscription.tip_cents)} a month`;
  const project = `"${who.project_title}"`;
  const page = `${ctx.config.publicUrl}/monthly`;
  const hello = `Dear ${who.first_name || 'friend'},`;
  const message =
    mail.kind === 'declined'
      ? {
          subject: `Your monthly gift to ${project} did not go through`,
          lines: [
            `We could not charge your card for your monthly gift of ${monthly} to ${project}.`,
            `Your bank said: ${mail.message}`,
            '',
            `Please update your card here: ${page}`,
            `We will try again on ${formatUtcDate(mail.retryAt)}.`,
          ],
        }
      : mail.kind === 'confirm'
        ? {
            subject: `Please confirm your monthly gift to ${project}`,
            lines: [
              `Your bank asks you to confirm this month's payment of ${monthly} to ${project}.`,
              '',
              `Confirm it here: ${page}?confirm=${subscription.id}`,
              `Otherwise we will try again on ${formatUtcDate(mail.retryAt)}.`,
            ],
          }
        : {
            subject: `Your monthly gift to ${project} has stopped`,
            lines: [
              mail.reason === 'failures'
                ? `We could not charge your card for your monthly gift of ${monthly} to ${project} after several tries, so it has stopped. Nothing more will be charged.`
                : `${project} is no longer taking gifts, so your monthly gift of ${monthly} has stopped. Nothing more will be charged.`,
              '',
              `You can start a new monthly gift at any time: ${page}`,
            ],
          };
  await ctx.mailer.send({ transactional: true, to: who.email, subject: message.subject, text: [hello, '', ...message.lines].join('\n') });
}
