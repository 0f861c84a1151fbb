import type { StatementSent, StatementYearList } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { requireSelfOrAdmin, type Caller } from '../../lib/access.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { donorContact } from '../gifts/gifts.service.js';
import { renderStatementPdf } from './receipt-pdf.js';
import { RECEIPT_RESENDS } from './receipts.service.js';
import * as repo from './receipts.repository.js';

/** GET /users/{id}/annual-statements: the years one gave in, with totals and whether the statement went out. */
export async function listStatements(ctx: AppContext, caller: Caller, userId: number): Promise<StatementYearList> {
  requireSelfOrAdmin(caller, userId);
  const years = await repo.donorYears(ctx.db, userId);
  return { data: years.map((y) => ({ ...y, sent_at: y.sent_at?.toISOString() ?? null })), total: years.length };
}

async function statement(ctx: AppContext, userId: number, year: number) {
  const gifts = await repo.donorYearGifts(ctx.db, userId, year);
  if (gifts.length === 0) return undefined;
  const contact = await donorContact(ctx, userId);
  const email = contact.email ?? gifts.find((g) => g.donor_email)?.donor_email ?? null;
  const pdf = await renderStatementPdf({
    year,
    donorName: contact.isGuest || !contact.name ? 'Guest Donor' : contact.name,
    donorEmail: email,
    // A statement of a past year is the same document whenever it is fetched.
    issuedAt: new Date(Date.UTC(year + 1, 0, 1)),
    lines: gifts.map((g) => ({
      giftAt: g.gift_at,
      organisation: g.organisation,
      projectTitle: g.project_title,
      amountCents: g.amount_cents,
      taxExempt: g.tax_exempt_gift,
      receiptNumber: g.receipt_number,
    })),
  });
  return { pdf, email, filename: `storyfund-statement-${year}.pdf` };
}

function checkYear(ctx: AppContext, year: number) {
  const current = ctx.clock.now().getUTCFullYear();
  if (year < 2000 || year > current) throw new ValidationError({ year: [`Choose a year from 2000 to ${current}`] });
}

/** GET /users/{id}/annual-statements/{year}: the PDF (the current year so far, or a past year). */
export async function statementPdf(ctx: AppContext, caller: Caller, userId: number, year: number) {
  requireSelfOrAdmin(caller, userId);
  checkYear(ctx, year);
  const doc = await statement(ctx, userId, year);
  if (!doc) throw new NotFoundError(`No gifts in ${year}`);
  return doc;
}

async function emailStatement(ctx: AppContext, userId: number, year: number): Promise<string | null> {
  const doc = await statement(ctx, userId, year);
  if (!doc?.email) return null;
  await ctx.mailer.send({
    transactional: true,
    to: doc.email,
    subject: `Your Storyfund giving statement for ${year}`,
    text: [
      `Thank you for everything you gave in ${year}. Your statement is attached.`,
      '',
      `Receipts for gifts to tax-exempt partners are listed on it; all your gifts are at ${ctx.config.publicUrl}/personal`,
    ].join('\n'),
    attachments: [{ filename: doc.filename, contentType: 'application/pdf', content: doc.pdf }],
  });
  return doc.email;
}

/** POST /users/{id}/annual-statements/{year}/send: email it now. */
export async function sendStatement(ctx: AppContext, caller: Caller, userId: number, year: number): Promise<StatementSent> {
  requireSelfOrAdmin(caller, userId);
  checkYear(ctx, year);
  await ctx.rateLimiter.consume(RECEIPT_RESENDS, String(userId));
  const to = await emailStatement(ctx, userId, year);
  if (to === null) throw new ValidationError({ year: [`No gifts in ${year}, or no email address to send to`] });
  await repo.recordStatementSent(ctx.db, userId, year, ctx.clock.now());
  return { sent: true as const, to };
}

/**
 * The periodic job: in January, every donor who gave last year gets that year's statement, once. Donors are
 * claimed in batches (a row in annual_statements) before their mail is written, so two instances running the
 * job at once never send one twice. Answers how many were sent.
 */
export async function sendDueAnnualStatements(ctx: AppContext, now: Date): Promise<number> {
  if (now.getUTCMonth() !== 0) return 0;
  const year = now.getUTCFullYear() - 1;
  let sent = 0;
  for (;;) {
    const batch = await ctx.db.transaction((tx) => repo.claimStatementRecipients(tx, year, 100, now));
    if (batch.length === 0) return sent;
    for (const { donor_id } of batch) {
      if (await emailStatement(ctx, donor_id, year)) sent++;
    }
  }
}
