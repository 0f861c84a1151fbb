import { sql } from 'drizzle-orm';
import { preparedStatement, queryRows, type Executor } from '../../db/client.js';
import { asDate, asDateOrNull } from '../../db/raw-values.js';

/**
 * A partner's network donors (one per normalised email: the unique key `network_donors_email_key` decides
 * duplicates, also between concurrent writers) and its donor imports (docs/api-donors.md).
 */

export interface NetworkDonorRow {
  id: number;
  partner_id: number;
  first_name: string;
  last_name: string;
  email: string;
  user_id: number | null;
  user_first_name: string | null;
  user_last_name: string | null;
  source: 'added' | 'imported' | 'gave';
  import_id: number | null;
  created_at: Date;
  invited_at: Date | null;
  gave_at: Date | null;
}

const donorColumns = sql`d.id, d.partner_id, d.first_name, d.last_name, d.email, d.user_id, u.first_name AS user_first_name,
  u.last_name AS user_last_name, d.source, d.import_id, d.created_at, d.invited_at, d.gave_at`;

type RawDonor = Omit<NetworkDonorRow, 'created_at' | 'invited_at' | 'gave_at'> & {
  created_at: Date | string;
  invited_at: Date | string | null;
  gave_at: Date | string | null;
};
const donorRow = (row: RawDonor): NetworkDonorRow => ({
  ...row,
  created_at: asDate(row.created_at),
  invited_at: asDateOrNull(row.invited_at),
  gave_at: asDateOrNull(row.gave_at),
});

/** The partner account's kind and plan; undefined when there is no such (usable) account. */
// Read after every gift (the thank-you mail's listener asks for the recipient, #14): prepared, not built per call.
const partnerStatement = preparedStatement<{
  id: number;
  is_partner: boolean;
  is_premium: boolean;
  usable: boolean;
  first_name: string;
  last_name: string;
  organization_name: string | null;
  show_organization_name: boolean;
}>(
  'users_partner_for_donors',
  `SELECT id, is_partner, is_premium, first_name, last_name, organization_name, show_organization_name, (banned_at IS NULL AND NOT is_anonymous AND merged_into_id IS NULL) AS usable
     FROM users WHERE id = $1`,
);

export async function findPartner(db: Executor, partnerId: number) {
  const [row] = await partnerStatement(db, [partnerId]);
  return row;
}

/** A full account by id or by (normalised) email, to link a donor to. */
export async function findAccount(db: Executor, by: { id: number } | { email: string }) {
  const where = 'id' in by ? sql`id = ${by.id}` : sql`email = ${by.email}`;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE ${where} AND NOT is_anonymous AND merged_into_id IS NULL`,
  );
  return row;
}

export interface NewDonor {
  first_name: string;
  last_name: string;
  email: string;
  email_normalized: string;
}

/** One donor added by hand; undefined when the email is already in the partner's network. */
export async function insertDonor(
  db: Executor,
  values: NewDonor & { partner_id: number; user_id: number | null; added_by_id: number; now: Date },
): Promise<number | undefined> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO network_donors (partner_id, first_name, last_name, email, email_normalized, user_id, source, added_by_id, created_at)
        VALUES (${values.partner_id}, ${values.first_name}, ${values.last_name}, ${values.email}, ${values.email_normalized},
          ${values.user_id}, 'added', ${values.added_by_id}, ${values.now.toISOString()}::timestamptz)
        ON CONFLICT (partner_id, email_normalized) DO NOTHING RETURNING id`,
  );
  return row?.id;
}

/**
 * A batch of imported donors in one multi-row INSERT, each linked to the account with its email if there is
 * one. Emails already in the network are skipped (ON CONFLICT DO NOTHING); answers the emails it created.
 */
export async function insertImportedDonors(
  db: Executor,
  batch: readonly NewDonor[],
  meta: { partner_id: number; import_id: number; added_by_id: number; now: Date },
): Promise<Set<string>> {
  if (batch.length === 0) return new Set();
  const values = sql.join(
    batch.map((d) => sql`(${d.first_name}, ${d.last_name}, ${d.email}, ${d.email_normalized})`),
    sql`, `,
  );
  const rows = await queryRows<{ email_normalized: string }>(
    db,
    sql`INSERT INTO network_donors (partner_id, first_name, last_name, email, email_normalized, user_id, source, import_id, added_by_id, created_at)
        SELECT ${meta.partner_id}::bigint, v.first_name, v.last_name, v.email, v.email_normalized, u.id, 'imported', ${meta.import_id}::bigint,
          ${meta.added_by_id}::bigint, ${meta.now.toISOString()}::timestamptz
        FROM (VALUES ${values}) AS v (first_name, last_name, email, email_normalized)
        LEFT JOIN users u ON u.email = v.email_normalized AND NOT u.is_anonymous AND u.merged_into_id IS NULL
        ON CONFLICT (partner_id, email_normalized) DO NOTHING
        RETURNING email_normalized`,
  );
  return new Set(rows.map((r) => r.email_normalized));
}

export async function findDonor(db: Executor, partnerId: number, donorId: number): Promise<NetworkDonorRow | undefined> {
  const [row] = await queryRows<RawDonor>(
    db,
    sql`SELECT ${donorColumns} FROM network_donors d LEFT JOIN users u ON u.id = d.user_id
        WHERE d.partner_id = ${partnerId} AND d.id = ${donorId}`,
  );
  return row && donorRow(row);
}

/** The partner's donors, newest first; `query` matches a name or the email (case-insensitive). */
export async function listDonors(db: Executor, partnerId: number, page: { limit: number; offset: number; query?: string }) {
  const term = page.query?.trim();
  const like = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = like
    ? sql`d.partner_id = ${partnerId} AND (d.first_name ILIKE ${like} OR d.last_name ILIKE ${like} OR d.email_normalized ILIKE ${like}
        OR (d.first_name || ' ' || d.last_name) ILIKE ${like})`
    : sql`d.partner_id = ${partnerId}`;
  const [rows, [total]] = await Promise.all([
    queryRows<RawDonor>(
      db,
      sql`SELECT ${donorColumns} FROM network_donors d LEFT JOIN users u ON u.id = d.user_id
          WHERE ${where} ORDER BY d.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    queryRows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM network_donors d WHERE ${where}`),
  ]);
  return { rows: rows.map(donorRow), total: Number(total?.n ?? 0) };
}

/**
 * The donor of a named gift joins the recipient partner's network (source `gave`), or, already there (added,
 * imported, or an earlier gift), keeps its row and source and gets its account and first-gift time: one row
 * per partner and normalised email, also between concurrent gifts (the unique key). Only a full account's
 * gift to a partner that is not itself counts: a guest's or anonymous account's gift adds nobody.
 */
// After every gift to a partner (the gift.recorded listener, #14): prepared, not built per call.
const upsertGaveStatement = preparedStatement(
  'network_donors_upsert_gave',
  `INSERT INTO network_donors (partner_id, first_name, last_name, email, email_normalized, user_id, source, created_at, gave_at)
   SELECT r.id, d.first_name, d.last_name, btrim(d.email), lower(btrim(d.email)), d.id, 'gave', $3::timestamptz, $3::timestamptz
     FROM users d JOIN users r ON r.id = $2 AND r.is_partner AND r.id <> d.id
    WHERE d.id = $1 AND d.email IS NOT NULL AND btrim(d.email) <> '' AND NOT d.is_anonymous AND NOT d.guest_user
      AND d.merged_into_id IS NULL
   ON CONFLICT (partner_id, email_normalized) DO UPDATE
     SET user_id = coalesce(network_donors.user_id, EXCLUDED.user_id), gave_at = least(network_donors.gave_at, EXCLUDED.gave_at)`,
);

export async function upsertGaveDonor(db: Executor, gift: { donor_id: number; recipient_id: number; at: Date }): Promise<void> {
  await upsertGaveStatement(db, [gift.donor_id, gift.recipient_id, gift.at.toISOString()]);
}

/** Marks a donor invited (the one mail a network donor gets, on the partner's explicit action). */
export async function markInvited(db: Executor, donorId: number, now: Date): Promise<void> {
  await queryRows(db, sql`UPDATE network_donors SET invited_at = ${now.toISOString()}::timestamptz WHERE id = ${donorId}`);
}
