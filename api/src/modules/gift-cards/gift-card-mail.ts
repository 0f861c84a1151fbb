import { formatCents } from '@storyfund/shared/money';
import { formatUtcDate } from '@storyfund/shared/dates';
import { formatGiftCardCode } from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import * as repo from './gift-cards.repository.js';

const redeemLink = (ctx: AppContext, code: string) => `${ctx.config.publicUrl}/redeem?code=${formatGiftCardCode(code)}`;

/** The recipient's email: the code, the value, the buyer's message and where to use it. */
async function sendToRecipient(ctx: AppContext, card: repo.GiftCardRow): Promise<void> {
  if (!card.recipient_email) return;
  const from = card.purchaser_name ?? 'Storyfund';
  await ctx.mailer.send({
    transactional: true,
    to: card.recipient_email,
    subject: `${from} sent you a Storyfund gift card`,
    text: [
      `Dear ${card.recipient_name ?? 'friend'},`,
      '',
      `${from} sent you a ${formatCents(card.amount_loaded_cents)} Storyfund gift card. Give it to any project you choose.`,
      ...(card.message ? ['', card.message] : []),
      '',
      `Your code: ${formatGiftCardCode(card.code)}`,
      `Redeem it: ${redeemLink(ctx, card.code)}`,
      `It expires on ${formatUtcDate(card.expired_at)}.`,
    ].join('\n'),
  });
}

/** The buyer's receipt, with the code (so a lost recipient email can be passed on by hand); once per card. */
export async function sendReceipt(ctx: AppContext, card: repo.GiftCardRow, to: string | null): Promise<void> {
  if (!to) return;
  const when = card.deliver_at && card.deliver_at > card.gift_card_created_at ? `on ${formatUtcDate(card.deliver_at)}` : 'now';
  await ctx.mailer.send({
    transactional: true,
    to,
    dedupeKey: `gift-card:${card.id}:receipt`,
    subject: 'Your Storyfund gift card receipt',
    text: [
      `Dear ${card.purchaser_name ?? 'friend'},`,
      '',
      `Thank you for buying a ${formatCents(card.amount_loaded_cents)} Storyfund gift card${card.recipient_name ? ` for ${card.recipient_name}` : ''}.`,
      card.recipient_email ? `We email it to ${card.recipient_email} ${when}.` : '',
      '',
      `Code: ${formatGiftCardCode(card.code)}`,
      `Amount charged: ${formatCents(card.amount_loaded_cents)}`,
      `Expires: ${formatUtcDate(card.expired_at)}`,
      `Redeem: ${redeemLink(ctx, card.code)}`,
    ].join('\n'),
  });
}

/** Sends the recipient's email now if it is due and nobody sent it yet (right after a purchase). */
export async function deliverIfDue(ctx: AppContext, cardId: number): Promise<void> {
  const card = await repo.claimDelivery(ctx.db, cardId, ctx.clock.now());
  if (card) await sendToRecipient(ctx, card);
}

/**
 * The periodic job (jobs.ts): recipient emails whose day has come, each claimed once across instances.
 * Answers how many were sent.
 */
export async function deliverDueGiftCards(ctx: AppContext, now: Date): Promise<number> {
  let sent = 0;
  for (;;) {
    const due = await repo.claimDueDeliveries(ctx.db, now);
    for (const card of due) {
      await sendToRecipient(ctx, card);
      sent++;
    }
    if (due.length === 0) return sent;
  }
}
