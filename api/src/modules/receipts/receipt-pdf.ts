import PDFDocument from 'pdfkit';
import { formatCents } from '@storyfund/shared/money';
import { formatUtcDate } from '@storyfund/shared/dates';

/** What a tax receipt states (one gift to a tax-exempt partner). */
export interface ReceiptData {
  number: string;
  issuedAt: Date;
  giftId: number;
  giftAt: Date;
  amountCents: number;
  tipCents: number;
  donorName: string;
  donorEmail: string | null;
  organisation: string;
  organisationAddress: string | null;
  projectTitle: string;
}

/** A year of one donor's gifts. */
export interface StatementData {
  year: number;
  donorName: string;
  donorEmail: string | null;
  issuedAt: Date;
  lines: {
    giftAt: Date;
    organisation: string;
    projectTitle: string;
    amountCents: number;
    taxExempt: boolean;
    receiptNumber: string | null;
  }[];
}

/** Dates on receipts are calendar days in UTC, as DD/MM/YYYY (spec §9). */
const day = (d: Date) => formatUtcDate(d);

function render(build: (doc: PDFKit.PDFDocument) => void, title: string, createdAt: Date): Promise<Buffer> {
  // Fixed metadata dates keep a document's bytes the same each time it is rendered.
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: { Title: title, Author: 'Storyfund', CreationDate: createdAt, ModDate: createdAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  build(doc);
  doc.end();
  return done;
}

function header(doc: PDFKit.PDFDocument, title: string) {
  doc.font('Helvetica-Bold').fontSize(20).text('Storyfund', { continued: false });
  doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor('#555').text('storyfund.org · Fundraising for people and partners you trust');
  doc.moveDown(1.2).fillColor('#000').font('Helvetica-Bold').fontSize(16).text(title);
  doc.moveDown(0.8).font('Helvetica').fontSize(11);
}

function row(doc: PDFKit.PDFDocument, label: string, value: string) {
  const y = doc.y;
  doc.font('Helvetica-Bold').text(label, 56, y, { width: 170 });
  doc.font('Helvetica').text(value, 230, y, { width: 326 });
  doc.moveDown(0.4);
}

export function renderReceiptPdf(r: ReceiptData): Promise<Buffer> {
  return render(
    (doc) => {
      header(doc, 'Tax receipt');
      row(doc, 'Receipt number', r.number);
      row(doc, 'Date issued', day(r.issuedAt));
      row(doc, 'Received from', r.donorEmail ? `${r.donorName} <${r.donorEmail}>` : r.donorName);
      row(doc, 'Received by', r.organisationAddress ? `${r.organisation}\n${r.organisationAddress}` : r.organisation);
      row(doc, 'For', r.projectTitle);
      row(doc, 'Date of gift', day(r.giftAt));
      row(doc, 'Gift number', String(r.giftId));
      row(doc, 'Amount of the gift', `${formatCents(r.amountCents)} USD`);
      doc.moveDown(1);
      doc.text(
        `${r.organisation} is a tax-exempt organisation and confirms it received this gift. No goods or services were ` +
          'provided in exchange for this contribution. Please keep this receipt for your tax records.',
        56,
        doc.y,
        { width: 500 },
      );
      if (r.tipCents > 0) {
        doc
          .moveDown(0.6)
          .text(
            `Your optional tip of ${formatCents(r.tipCents)} went to Storyfund, not to ${r.organisation}, and is not part of this receipt.`,
            { width: 500 },
          );
      }
    },
    `Tax receipt ${r.number}`,
    r.issuedAt,
  );
}

export function renderStatementPdf(s: StatementData): Promise<Buffer> {
  const total = s.lines.reduce((sum, l) => sum + l.amountCents, 0);
  const deductible = s.lines.filter((l) => l.taxExempt).reduce((sum, l) => sum + l.amountCents, 0);
  return render(
    (doc) => {
      header(doc, `Annual giving statement ${s.year}`);
      row(doc, 'Donor', s.donorEmail ? `${s.donorName} <${s.donorEmail}>` : s.donorName);
      row(doc, 'Period', `01/01/${s.year} to 31/12/${s.year} (UTC)`);
      row(doc, 'Gifts', String(s.lines.length));
      row(doc, 'Total given', `${formatCents(total)} USD`);
      row(doc, 'To tax-exempt partners', `${formatCents(deductible)} USD`);
      doc.moveDown(1).font('Helvetica-Bold').fontSize(10);
      const cols = [56, 126, 306, 466];
      const line = (cells: string[]) => {
        const y = doc.y;
        cells.forEach((c, i) => doc.text(c, cols[i]!, y, { width: (cols[i + 1] ?? 556) - cols[i]! - 6 }));
        doc.moveDown(0.3);
      };
      line(['Date', 'Recipient and project', 'Receipt', 'Amount']);
      doc.font('Helvetica');
      for (const l of s.lines) {
        if (doc.y > 700) doc.addPage();
        line([
          day(l.giftAt),
          `${l.organisation}: ${l.projectTitle}`,
          l.receiptNumber ?? (l.taxExempt ? '' : 'not tax-exempt'),
          `${formatCents(l.amountCents)}`,
        ]);
      }
      doc
        .moveDown(1)
        .fontSize(9)
        .fillColor('#555')
        .text(
          'Gifts to tax-exempt partners carry a receipt number; their receipts are the documents for your tax records. ' +
            'Tips to Storyfund are not included.',
          56,
          doc.y,
          { width: 500 },
        );
    },
    `Annual giving statement ${s.year}`,
    s.issuedAt,
  );
}
