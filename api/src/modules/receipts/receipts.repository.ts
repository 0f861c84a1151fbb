import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';

export interface ReceiptRow {
  gift_id: number;
  year: number;
  seq: number;
  number: string;
  issued_at: Date;
  last_sent_at: Date | null;
  send_count: number;
}

/** A gift with what its receipt or statement line names. */
export interface ReceiptGift {
  id: number;
  donor_id: number;
  amount_cents: number;
  tip_cents: number;
  gift_at: Date;
  status: string;
  tax_exempt_gift: boolean;
  donor_email: string | null;
  project_title: string;
  donor_first_name: string;
  donor_last_name: string;
  donor_account_email: string | null;
  donor_is_guest: boolean;
  organisation: string;
  organisation_address: string | null;
  receipt_number: string | null;
}

const giftColumns = sql`
  g.id, g.donor_id, g.amount_cents, g.tip_cents, g.gift_at, g.status, g.tax_exempt_gift, g.donor_email,
  p.title AS project_title, d.first_name AS donor_first_name, d.last_name AS donor_last_name,
  d.email AS donor_account_email, (d.is_anonymous OR d.guest_user) AS donor_is_guest,
  coalesce(nullif(r.organization_name, ''), trim(r.first_name || ' ' || r.last_name)) AS organisation,
  r.physical_address AS organisation_address, t.number AS receipt_number`;

const giftJoins = sql`
  FROM gifts g
  JOIN projects p ON p.id = g.project_id
  JOIN users d ON d.id = g.donor_id
  JOIN users r ON r.id = g.recipient_id
  LEFT JOIN tax_receipts t ON t.gift_id = g.id`;

/** Raw queries answer timestamps as text on both drivers (Drizzle's parsers); rows here carry Dates. */
const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const giftRow = (row: ReceiptGift): ReceiptGift => ({ ...row, gift_at: asDate(row.gift_at) });
const receiptRow = (row: ReceiptRow): ReceiptRow => ({
  ...row,
  issued_at: asDate(row.issued_at),
  last_sent_at: row.last_sent_at && asDate(row.last_sent_at),
});

export async function findReceiptGift(db: Executor, giftId: number): Promise<ReceiptGift | undefined> {
  const [row] = await queryRows<ReceiptGift>(db, sql`SELECT ${giftColumns} ${giftJoins} WHERE g.id = ${giftId}`);
  return row && giftRow(row);
}

/**
 * The gift's receipt, numbered now if it has none: the next number of the gift's year, under a lock on that
 * year so two gifts never take the same number (several API instances included).
 */
export async function issueReceipt(tx: Executor, giftId: number, giftAt: Date, issuedAt: Date): Promise<ReceiptRow> {
  const year = giftAt.getUTCFullYear();
  const [existing] = await queryRows<ReceiptRow>(tx, sql`SELECT * FROM tax_receipts WHERE gift_id = ${giftId}`);
  if (existing) return receiptRow(existing);
  await queryRows(tx, sql`SELECT pg_advisory_xact_lock(hashtext(${`tax_receipts:${year}`}))`);
  const [again] = await queryRows<ReceiptRow>(tx, sql`SELECT * FROM tax_receipts WHERE gift_id = ${giftId}`);
  if (again) return receiptRow(again);
  const [row] = await queryRows<ReceiptRow>(
    tx,
    sql`INSERT INTO tax_receipts (gift_id, year, seq, number, issued_at)
        SELECT ${giftId}, ${year}, s.seq, 'SF-' || ${year} || '-' || lpad(s.seq::text, 6, '0'), ${issuedAt}
        FROM (SELECT coalesce(max(seq), 0) + 1 AS seq FROM tax_receipts WHERE year = ${year}) s
        RETURNING *`,
  );
  return receiptRow(row!);
}

export async function markReceiptSent(db: Executor, giftId: number, at: Date): Promise<void> {
  await queryRows(db, sql`UPDATE tax_receipts SET last_sent_at = ${at}, send_count = send_count + 1 WHERE gift_id = ${giftId}`);
}

/** A donor's succeeded gifts in a calendar year (UTC), oldest first. */
export async function donorYearGifts(db: Executor, donorId: number, year: number): Promise<ReceiptGift[]> {
  const from = new Date(Date.UTC(year, 0, 1));
  const to = new Date(Date.UTC(year + 1, 0, 1));
  const rows = await queryRows<ReceiptGift>(
    db,
    sql`SELECT ${giftColumns} ${giftJoins}
        WHERE g.donor_id = ${donorId} AND g.status = 'succeeded' AND g.gift_at >= ${from} AND g.gift_at < ${to}
        ORDER BY g.gift_at, g.id`,
  );
  return rows.map(giftRow);
}

/** The years a donor gave in, newest first, with their totals. */
export async function donorYears(db: Executor, donorId: number) {
  const rows = await queryRows<{ year: number; gifts_count: number; total_cents: number; tax_exempt_cents: number; sent_at: Date | null }>(
    db,
    sql`SELECT y.year, y.gifts_count, y.total_cents, y.tax_exempt_cents, s.sent_at
        FROM (SELECT extract(year FROM g.gift_at AT TIME ZONE 'UTC')::int AS year, count(*)::int AS gifts_count,
                     sum(g.amount_cents)::int8 AS total_cents,
                     coalesce(sum(g.amount_cents) FILTER (WHERE g.tax_exempt_gift), 0)::int8 AS tax_exempt_cents
              FROM gifts g WHERE g.donor_id = ${donorId} AND g.status = 'succeeded' GROUP BY 1) y
        LEFT JOIN annual_statements s ON s.donor_id = ${donorId} AND s.year = y.year
        ORDER BY y.year DESC`,
  );
  return rows.map((row) => ({ ...row, sent_at: row.sent_at && asDate(row.sent_at) }));
}

/**
 * Donors with gifts in `year` whose statement has not been sent, who can receive email (an address, not
 * merged away, not banned), claimed so another instance does not send the same ones (ON CONFLICT).
 */
export async function claimStatementRecipients(tx: Executor, year: number, limit: number, at: Date): Promise<{ donor_id: number }[]> {
  const from = new Date(Date.UTC(year, 0, 1));
  const to = new Date(Date.UTC(year + 1, 0, 1));
  return queryRows<{ donor_id: number }>(
    tx,
    sql`INSERT INTO annual_statements (donor_id, year, sent_at)
        SELECT DISTINCT g.donor_id, ${year}::int, ${at}::timestamptz FROM gifts g JOIN users u ON u.id = g.donor_id
        WHERE g.status = 'succeeded' AND g.gift_at >= ${from} AND g.gift_at < ${to}
          AND (u.email IS NOT NULL OR g.donor_email IS NOT NULL) AND u.merged_into_id IS NULL AND u.banned_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM annual_statements s WHERE s.donor_id = g.donor_id AND s.year = ${year})
        LIMIT ${limit}
        ON CONFLICT (donor_id, year) DO NOTHING
        RETURNING donor_id`,
  );
}

export async function recordStatementSent(db: Executor, donorId: number, year: number, at: Date): Promise<void> {
  await queryRows(
    db,
    sql`INSERT INTO annual_statements (donor_id, year, sent_at) VALUES (${donorId}, ${year}, ${at})
        ON CONFLICT (donor_id, year) DO UPDATE SET sent_at = EXCLUDED.sent_at`,
  );
}
