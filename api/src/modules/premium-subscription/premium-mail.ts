import { PREMIUM_PLANS } from '@storyfund/shared/constants';
import { formatUtcDate } from '@storyfund/shared/dates';
import { formatCents } from '@storyfund/shared/money';
import type { AppContext } from '../../app-context.js';
import { donorContact } from '../gifts/gifts.service.js';
import type { PremiumRow } from './premium.repository.js';

/**
 * What the partner is told when a renewal of its premium plan fails (docs/api-premium.md "Renewals and
 * dunning"): each failed attempt (what failed, the next try's date, where to change the card), and the end of
 * the plan after the last one. The monthly gifts' mechanism (subscriptions/subscription-mail.ts): the renewal
 * run's outcome carries the mail and only the run whose outcome was recorded sends it, after the commit, so two
 * runs never both mail; the dedupe key (the plan, its period and attempt) keeps a repeated send to one mail.
 */
export type PremiumRenewalMail = { kind: 'failed'; bank: string | null; retryAt: Date } | { kind: 'ended'; at: Date };

export async function sendPremiumRenewalMail(ctx: AppContext, row: PremiumRow, mail: PremiumRenewalMail): Promise<void> {
  const partner = await donorContact(ctx, row.user_id);
  if (!partner.email) return;
  const plan = `${PREMIUM_PLANS[row.plan].label.toLowerCase()} premium plan (${formatCents(row.price_cents)})`;
  const page = `${ctx.config.publicUrl}/upgrade`;
  const message =
    mail.kind === 'failed'
      ? {
          subject: 'Your Storyfund premium payment did not go through',
          key: `premium:${row.id}:${row.period}:${row.attempt}:failed`,
          lines: [
            `We could not charge your card for your ${plan}.`,
            mail.bank ? `Your bank said: ${mail.bank}` : 'Your bank asked for a confirmation we cannot get while you are away.',
            '',
            `Your account stays premium for now. We will try again on ${formatUtcDate(mail.retryAt)}.`,
            `Please update your card here: ${page}`,
          ],
        }
      : {
          subject: 'Your Storyfund premium plan has ended',
          key: `premium:${row.id}:ended`,
          lines: [
            `We could not charge your card for your ${plan} after several tries, so it ended on ${formatUtcDate(mail.at)}.`,
            'Nothing more will be charged, and the premium tools are off.',
            '',
            `You can upgrade again at any time: ${page}`,
          ],
        };
  await ctx.mailer.send({
    transactional: true,
    to: partner.email,
    subject: message.subject,
    dedupeKey: message.key,
    text: [`Dear ${partner.name || 'friend'},`, '', ...message.lines].join('\n'),
  });
}
