import type { AppContext } from '../../app-context.js';
import type { ProjectRow } from '../projects/project-access.js';
import type { GiftRow } from './gifts.repository.js';
import { donorContact } from './gifts.repository.js';

/**
 * Tells the dedicatee about the gift, once, after the gift's transaction has committed: at once, or on the
 * chosen day (the message waits in the outbox until then). An anonymous gift never names its donor, nor does a guest's.
 */
export async function sendDedication(ctx: AppContext, gift: GiftRow, project: ProjectRow): Promise<void> {
  if (!gift.dedicatee_email) return;
  const donor = gift.anonymous ? undefined : await donorContact(ctx.db, gift.donor_id);
  const giver = donor && !donor.isGuest && donor.name ? donor.name : 'Someone';
  const link = `${ctx.config.publicUrl}/project/${project.id}`;
  await ctx.mailer.send({
    to: gift.dedicatee_email,
    subject: `A gift was made in your honour`,
    ...(gift.dedication_send_at ? { sendAt: gift.dedication_send_at } : {}),
    text: [
      `Dear ${gift.dedicatee_name ?? 'friend'},`,
      '',
      `${giver} gave a gift to "${project.title}" in your honour.`,
      '',
      `See the project: ${link}`,
    ].join('\n'),
  });
}
