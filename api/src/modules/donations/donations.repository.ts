import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { asDate } from '../../db/raw-values.js';

/**
 * The partner donations table's SQL (docs/api-donations.md): succeeded gifts to the partner's projects
 * (`recipient_id`), each with its project and donor account. Pages are index range scans: newest first reads
 * gifts_recipient_idx (covering the filters' columns, migration 0080), by amount gifts_recipient_amount_idx (0056).
 */
export interface DonationFilter {
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
  projectId?: number | undefined;
  kind?: 'one-time' | 'monthly' | undefined;
  minCents?: number | undefined;
  maxCents?: number | undefined;
  q?: string | undefined;
  /** Only this donor's named gifts (donor detail). */
  donorId?: number | undefined;
}

export interface DonationSort {
  sort: 'gift_at' | 'amount';
  direction: 'asc' | 'desc';
}

export interface DonationRow {
  id: number;
  gift_at: Date;
  /** The time as the database wrote it (microseconds kept), for the export's keyset. */
  gift_at_key: string;
  amount_cents: number;
  monthly_gift: boolean;
  anonymous: boolean;
  project_id: number;
  project_title: string;
  donor_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  organization_name: string | null;
  show_organization_name: boolean;
  is_anonymous: boolean;
  guest_user: boolean;
}

/** A gift whose donor the partner may see: not anonymous, and not a guest's. */
const named = sql`NOT g.anonymous AND NOT d.is_anonymous AND NOT d.guest_user`;

function whereOf(partnerId: number, f: DonationFilter): SQL {
  const parts: SQL[] = [sql`g.recipient_id = ${partnerId}`, sql`g.status = 'succeeded'`];
  if (f.from) parts.push(sql`g.gift_at >= ${f.from.toISOString()}::timestamptz`);
  if (f.to) parts.push(sql`g.gift_at < ${f.to.toISOString()}::timestamptz`);
  if (f.projectId !== undefined) parts.push(sql`g.project_id = ${f.projectId}`);
  if (f.kind) parts.push(f.kind === 'monthly' ? sql`g.monthly_gift` : sql`NOT g.monthly_gift`);
  if (f.minCents !== undefined) parts.push(sql`g.amount_cents >= ${f.minCents}`);
  if (f.maxCents !== undefined) parts.push(sql`g.amount_cents <= ${f.maxCents}`);
  if (f.donorId !== undefined) parts.push(sql`g.donor_id = ${f.donorId}`, named);
  if (f.q) {
    // Search matches named donors only: an anonymous gift must not be found by its donor's name or email.
    const pattern = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      named,
      sql`((d.first_name || ' ' || d.last_name) ILIKE ${pattern} OR d.email ILIKE ${pattern}
           OR (d.show_organization_name AND d.organization_name ILIKE ${pattern}))`,
    );
  }
  return sql.join(parts, sql` AND `);
}

const sortColumn = (s: DonationSort) => (s.sort === 'amount' ? sql`g.amount_cents` : sql`g.gift_at`);
const orderOf = (s: DonationSort) => {
  const dir = s.direction === 'asc' ? sql`ASC` : sql`DESC`;
  return sql`ORDER BY ${sortColumn(s)} ${dir}, g.id ${dir}`;
};

const columns = sql`g.id, g.gift_at, g.amount_cents, g.monthly_gift, g.anonymous, g.project_id, p.title AS project_title,
  g.donor_id, d.first_name, d.last_name, d.email, d.organization_name, d.show_organization_name, d.is_anonymous, d.guest_user`;
const from = sql`FROM gifts g JOIN projects p ON p.id = g.project_id JOIN users d ON d.id = g.donor_id`;

const toRow = (r: Record<string, unknown>): DonationRow =>
  ({
    ...r,
    id: Number(r.id),
    amount_cents: Number(r.amount_cents),
    project_id: Number(r.project_id),
    donor_id: Number(r.donor_id),
    gift_at: asDate(r.gift_at as string),
    gift_at_key: r.gift_at instanceof Date ? r.gift_at.toISOString() : String(r.gift_at),
  }) as DonationRow;

/** Whether the filter reads the donor's columns (a search, a donor's own gifts); else it reads gifts alone. */
const readsDonor = (f: DonationFilter) => f.q !== undefined || f.donorId !== undefined;
/** What a count reads: the filters never name the project's columns (every gift has its project). */
const countFrom = (f: DonationFilter) => (readsDonor(f) ? sql`FROM gifts g JOIN users d ON d.id = g.donor_id` : sql`FROM gifts g`);

export async function donationsPage(
  db: Executor,
  partnerId: number,
  f: DonationFilter,
  s: DonationSort,
  page: { limit: number; offset: number },
): Promise<{ rows: DonationRow[]; total: number }> {
  const where = whereOf(partnerId, f);
  // Without a donor filter, the count and the page's offset walk gifts alone (index scans of the partner's
  // gifts), and only the page's rows are joined to their project and donor: a partner with 200k gifts counted
  // them through two joins (0.5 s) and a deep page joined every row it skipped (1 s). A search's count joins
  // the donors alone: the matching accounts (users_search_trgm_idx) against the partner's (recipient, donor)
  // index, which carries `anonymous` (migration 0085); joining projects too made it read every gift's row.
  const byGifts = !readsDonor(f);
  const pageSql = byGifts
    ? sql`SELECT ${columns} ${from}
          WHERE g.id IN (SELECT g.id FROM gifts g WHERE ${where} ${orderOf(s)} LIMIT ${page.limit} OFFSET ${page.offset})
          ${orderOf(s)}`
    : sql`SELECT ${columns} ${from} WHERE ${where} ${orderOf(s)} LIMIT ${page.limit} OFFSET ${page.offset}`;
  const [rows, [count]] = await Promise.all([
    queryRows<Record<string, unknown>>(db, pageSql),
    queryRows<{ total: number | string }>(db, sql`SELECT count(*) AS total ${countFrom(f)} WHERE ${where}`),
  ]);
  return { rows: rows.map(toRow), total: Number(count?.total ?? 0) };
}

/** The export's key: the sort column's value and the id. */
export interface DonationKey {
  value: number | string;
  id: number;
}

export const keyOf =
  (s: DonationSort) =>
  (row: DonationRow): DonationKey => ({
    value: s.sort === 'amount' ? row.amount_cents : row.gift_at_key,
    id: row.id,
  });

/** The rows after `after` in the sort's order (keyset, never OFFSET), for the streamed export. */
export async function donationsAfter(
  db: Executor,
  partnerId: number,
  f: DonationFilter,
  s: DonationSort,
  after: DonationKey | undefined,
  limit: number,
): Promise<DonationRow[]> {
  const cmp = s.direction === 'asc' ? sql`>` : sql`<`;
  const value = s.sort === 'amount' ? sql`${after?.value}::int8` : sql`${after?.value}::timestamptz`;
  const keyset = after ? sql` AND (${sortColumn(s)}, g.id) ${cmp} (${value}, ${after.id})` : sql``;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT ${columns} ${from} WHERE ${whereOf(partnerId, f)}${keyset} ${orderOf(s)} LIMIT ${limit}`,
  );
  return rows.map(toRow);
}

/** A named donor's gifts to the partner: count, sum, first and last (anonymous gifts left out). */
export async function donorTotals(db: Executor, partnerId: number, donorId: number) {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT count(*) AS gifts, coalesce(sum(g.amount_cents), 0) AS lifetime, min(g.gift_at) AS first_at, max(g.gift_at) AS last_at
        ${countFrom({ donorId })} WHERE ${whereOf(partnerId, { donorId })}`,
  );
  const gifts = Number(row?.gifts ?? 0);
  if (gifts === 0) return undefined;
  return {
    gifts,
    lifetime: Number(row?.lifetime ?? 0),
    first: asDate(row!.first_at as string),
    last: asDate(row!.last_at as string),
  };
}

/** The donor's live, named monthly gifts to the partner's projects. */
export async function donorMonthly(db: Executor, partnerId: number, donorId: number) {
  const rows = await queryRows<{ status: string; amount_cents: number | string }>(
    db,
    sql`SELECT s.status, s.amount_cents FROM subscriptions s JOIN projects p ON p.id = s.project_id
        WHERE p.owner_id = ${partnerId} AND s.donor_id = ${donorId} AND NOT s.anonymous AND s.status IN ('active', 'past_due')`,
  );
  return rows.map((r) => ({ status: r.status as 'active' | 'past_due', amount_cents: Number(r.amount_cents) }));
}
