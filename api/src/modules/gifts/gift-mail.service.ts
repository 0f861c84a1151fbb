import { thankYouMailSubject, thankYouMailText } from '@storyfund/shared/constants';
import { formatUtcDate } from '@storyfund/shared/dates';
import { formatCents } from '@storyfund/shared/money';
import type { AppContext } from '../../app-context.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { thankYouMessageInUse } from '../donors/thank-you-message.service.js';
import { loadProject } from '../projects/project-access.service.js';
import { donorContact } from './gifts.repository.js';

/**
 * gift.recorded (durable listener): tells the dedicatee about the gift, once: at once, or on the chosen day
 * (the message waits in the outbox until then). An anonymous gift never names its donor, nor does a
 * guest's. Sent once however often the event is handled (the mail's dedupe key). A project banned since
 * the gift sends nothing.
 */
export async function mailDedication(ctx: AppContext, gift: DomainEvents['gift.recorded']): Promise<void> {
  if (!gift.dedicatee_email) return;
  const project = await loadProject(ctx.db, gift.project_id).catch(() => undefined);
  if (!project) return;
  const donor = gift.anonymous ? undefined : await donorContact(ctx.db, gift.donor_id);
  const giver = donor && !donor.isGuest && donor.name ? donor.name : 'Someone';
  const link = `${ctx.config.publicUrl}/project/${project.id}`;
  await ctx.mailer.send({
    transactional: true,
    to: gift.dedicatee_email,
    subject: `A gift was made in your honour`,
    dedupeKey: `gift:${gift.gift_id}:dedication`,
    ...(gift.dedication_send_at ? { sendAt: new Date(gift.dedication_send_at) } : {}),
    text: [
      `Dear ${gift.dedicatee_name ?? 'friend'},`,
      '',
      `${giver} gave a gift to "${project.title}" in your honour.`,
      '',
      `See the project: ${link}`,
    ].join('\n'),
  });
}

/**
 * gift.recorded (durable listener `gifts.mail-thank-you`): a premium partner that wrote its own thank-you text
 * (donors/thank-you-message.service.ts) thanks the donor of each gift to its projects in its own words, above
 * the gift's details. Nothing is sent for other recipients, or once premium ends (`isPremiumPartner`). An
 * anonymous donor is thanked too (the mail goes from Storyfund; the partner learns nothing). Once per gift (the
 * dedupe key); a project banned since the gift sends nothing.
 */
export async function mailThankYou(ctx: AppContext, gift: DomainEvents['gift.recorded']): Promise<void> {
  const message = await thankYouMessageInUse(ctx, gift.recipient_id);
  if (!message) return;
  const project = await loadProject(ctx.db, gift.project_id).catch(() => undefined);
  const donor = await donorContact(ctx.db, gift.donor_id);
  if (!project || !donor.email) return;
  await ctx.mailer.send({
    transactional: true,
    to: donor.email,
    subject: thankYouMailSubject(project.title),
    dedupeKey: `gift:${gift.gift_id}:thank-you`,
    text: thankYouMailText({
      donorName: donor.name,
      message,
      partnerName: project.owner_name,
      amount: formatCents(gift.amount_cents),
      projectTitle: project.title,
      day: formatUtcDate(gift.at),
      projectUrl: `${ctx.config.publicUrl}/project/${project.id}`,
    }),
  });
}
