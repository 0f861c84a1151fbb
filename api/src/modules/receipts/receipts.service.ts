import type { ReceiptSent, SendReceiptBody } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { requireActor, requireSelfOrAdmin, type Caller } from '../../lib/access.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import type { RateLimitRule } from '../rate-limit/rate-limit.service.js';
import { renderReceiptPdf, type ReceiptData } from './receipt-pdf.js';
import * as repo from './receipts.repository.js';

/** Resends per donor: enough for a lost email, not enough to use us as a mail cannon. */
export const RECEIPT_RESENDS: RateLimitRule = { name: 'receipt:resend', limit: 10, windowSeconds: 60 * 60 };

/** The name a receipt gives the donor: a guest's typed name is not kept, so guests are "Guest Donor". */
function donorName(gift: repo.ReceiptGift): string {
  const name = `${gift.donor_first_name} ${gift.donor_last_name}`.trim();
  return gift.donor_is_guest || !name ? 'Guest Donor' : name;
}

const donorEmail = (gift: repo.ReceiptGift) => gift.donor_account_email ?? gift.donor_email;

async function receiptDocument(ctx: AppContext, gift: repo.ReceiptGift) {
  const receipt = await ctx.db.transaction((tx) => repo.issueReceipt(tx, gift.id, gift.gift_at, ctx.clock.now()));
  const data: ReceiptData = {
    number: receipt.number,
    issuedAt: receipt.issued_at,
    giftId: gift.id,
    giftAt: gift.gift_at,
    amountCents: gift.amount_cents,
    tipCents: gift.tip_cents,
    donorName: donorName(gift),
    donorEmail: donorEmail(gift),
    organisation: gift.organisation,
    organisationAddress: gift.organisation_address,
    projectTitle: gift.project_title,
  };
  return { receipt, pdf: await renderReceiptPdf(data) };
}

async function emailReceipt(ctx: AppContext, gift: repo.ReceiptGift, dedupeKey?: string) {
  const to = donorEmail(gift);
  const { receipt, pdf } = await receiptDocument(ctx, gift);
  if (!to) return { receipt, sent: false };
  await ctx.mailer.send({
    transactional: true,
    to,
    ...(dedupeKey ? { dedupeKey } : {}),
    subject: `Your tax receipt ${receipt.number} from ${gift.organisation}`,
    text: [
      `Thank you for your gift to "${gift.project_title}".`,
      '',
      `${gift.organisation} is a tax-exempt organisation. Your receipt ${receipt.number} is attached; you can also`,
      `download it any time from your gifts: ${ctx.config.publicUrl}/personal`,
    ].join('\n'),
    attachments: [{ filename: `storyfund-receipt-${receipt.number}.pdf`, contentType: 'application/pdf', content: pdf }],
  });
  await repo.markReceiptSent(ctx.db, gift.id, ctx.clock.now());
  return { receipt, sent: true };
}

/**
 * gift.recorded (durable listener): a tax-exempt gift's receipt is numbered and emailed to the donor (a
 * guest's email when the guest gave one), once however often the event is handled (the receipt number is
 * kept per gift, the mail has a dedupe key). Gifts to other recipients get none.
 */
export async function issueGiftReceipt(ctx: AppContext, event: DomainEvents['gift.recorded']): Promise<void> {
  const gift = await repo.findReceiptGift(ctx.db, event.gift_id);
  if (!gift || !gift.tax_exempt_gift || gift.status !== 'succeeded') return;
  await emailReceipt(ctx, gift, `gift:${gift.id}:receipt`);
}

/** A gift the caller may have a receipt for: its donor's own (or any, for an admin), tax-exempt, succeeded. */
async function receiptGift(ctx: AppContext, caller: Caller, giftId: number): Promise<repo.ReceiptGift> {
  const actor = requireActor(caller);
  const gift = await repo.findReceiptGift(ctx.db, giftId);
  if (!gift || gift.status !== 'succeeded' || (!actor.is_admin && gift.donor_id !== actor.id)) throw new NotFoundError('Gift not found');
  if (!gift.tax_exempt_gift) throw new NotFoundError('This gift went to a recipient that is not tax-exempt, so it has no tax receipt');
  return gift;
}

/** GET /gifts/{id}/receipt: the PDF. */
export async function receiptPdf(ctx: AppContext, caller: Caller, giftId: number) {
  const gift = await receiptGift(ctx, caller, giftId);
  const { receipt, pdf } = await receiptDocument(ctx, gift);
  return { filename: `storyfund-receipt-${receipt.number}.pdf`, pdf };
}

/** POST /users/{id}/send-tax-exempt-receipt {gift_id}: email the receipt again. */
export async function resendReceipt(ctx: AppContext, caller: Caller, userId: number, input: SendReceiptBody): Promise<ReceiptSent> {
  requireSelfOrAdmin(caller, userId);
  const gift = await repo.findReceiptGift(ctx.db, input.gift_id);
  if (!gift || gift.donor_id !== userId || gift.status !== 'succeeded') throw new NotFoundError('Gift not found');
  if (!gift.tax_exempt_gift)
    throw new ValidationError({ gift_id: ['This gift went to a recipient that is not tax-exempt, so it has no tax receipt'] });
  const to = donorEmail(gift);
  if (!to) throw new ValidationError({ gift_id: ['Add an email address to your account to receive receipts'] });
  await ctx.rateLimiter.consume(RECEIPT_RESENDS, String(userId));
  const { receipt } = await emailReceipt(ctx, gift);
  return { sent: true, receipt_number: receipt.number, to };
}
