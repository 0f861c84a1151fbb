/** Tax receipts and annual statements (docs/api-giving.md "Receipts and statements"). Money is integer cents. */
import { Cents, Id, ListOf, Nullable, Timestamp, Type, type Static } from './common.js';

/** A PDF, sent as a download (`content-disposition: attachment`); fetched with the bearer header, as a blob. */
export const PdfFile = Type.Unsafe<Uint8Array>({
  description: 'A PDF document',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
});

/** POST /users/{id}/send-tax-exempt-receipt: email a gift's receipt again. */
export const SendReceiptBody = Type.Object({ gift_id: Id }, { additionalProperties: false });
export type SendReceiptBody = Static<typeof SendReceiptBody>;

export const ReceiptSent = Type.Object({ sent: Type.Literal(true), receipt_number: Type.String(), to: Type.String() });
export type ReceiptSent = Static<typeof ReceiptSent>;

/** A year the donor gave in: its totals, and when its statement was emailed. */
const StatementYear = Type.Object({
  year: Type.Integer(),
  gifts_count: Type.Integer(),
  total_cents: Cents,
  tax_exempt_cents: Cents,
  sent_at: Nullable(Timestamp),
});

/** GET /users/{id}/annual-statements: newest year first. */
export const StatementYearList = ListOf(StatementYear);
export type StatementYearList = Static<typeof StatementYearList>;

export const StatementParams = Type.Object({ id: Id, year: Type.Integer({ minimum: 1, maximum: 9999 }) });

/** POST /users/{id}/annual-statements/{year}/send. */
export const StatementSent = Type.Object({ sent: Type.Literal(true), to: Type.String() });
export type StatementSent = Static<typeof StatementSent>;
