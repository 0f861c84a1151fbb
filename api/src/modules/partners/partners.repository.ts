import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRowsPrepared, type Executor } from '../../db/client.js';
import { projects, users } from '../../db/schema/index.js';
import { pageTotal, type Page } from '../../lib/paging.js';

/** A listed partner: the predicate of the users_partners_* indexes (migration 0020). */
export const listed = and(
  eq(users.is_partner, true),
  sql`${users.banned_at} IS NULL`,
  eq(users.hidden_from_feeds, false),
  sql`${users.merged_into_id} IS NULL`,
)!;

/** A partner with an active project whose goal is over 50000 cents (spec §9 "Large project"). */
const LARGE_GOAL_CENTS = 50_000;
const hasLargeProject = sql`EXISTS (SELECT 1 FROM ${projects} WHERE ${projects.owner_id} = ${users.id}
  AND ${projects.status} = 'active' AND ${projects.goal_amount_cents} > ${LARGE_GOAL_CENTS})`;

export type PartnerListing = 'all' | 'new' | 'large';

export interface PartnerFilters extends Page {
  listing: PartnerListing;
  category?: string | undefined;
  countryCode?: string | undefined;
}

export const cardColumns = {
  id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  organization_name: users.organization_name,
  photo_url: users.photo_url,
  country_code: users.country_code,
  partner_categories: users.partner_categories,
  amount_received_cents: users.amount_received_cents,
  followers_count: users.followers_count,
  projects_count: users.projects_count,
  tax_exempt_teller: users.tax_exempt_teller,
};

/** A directory card's columns (`cardColumns`), as the driver answers them (int8 is a number on both drivers). */
export type PartnerCardRow = Pick<typeof users.$inferSelect, keyof typeof cardColumns>;

/**
 * One page of listed partners and how many match: most raised first, or newest first for 'new'. One prepared
 * statement (db/client.ts; its text is one of a few, fixed by which filters are set, the values parameters): the
 * total rides beside each card (an uncorrelated subquery, run once), as in the project listings (`idPage`); only a
 * page past the end counts on its own (`pageTotal`). Built and planned per call, the page and its count were most
 * of a directory miss's time (#14).
 */
export async function listPartners(db: Executor, f: PartnerFilters): Promise<{ rows: PartnerCardRow[]; total: number }> {
  const conditions: SQL[] = [listed];
  if (f.listing === 'large') conditions.push(hasLargeProject);
  if (f.category) conditions.push(sql`${users.partner_categories} @> ARRAY[${f.category}]::text[]`);
  if (f.countryCode) conditions.push(eq(users.country_code, f.countryCode));
  const where = and(...conditions);
  const order = f.listing === 'new' ? [desc(users.created_at), desc(users.id)] : [desc(users.amount_received_cents), desc(users.id)];
  const count = sql`SELECT count(*)::int AS total FROM ${users} WHERE ${where}`;
  const page = db
    .select({ ...cardColumns, total: sql<number>`(${count})`.as('total') })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(f.limit)
    .offset(f.offset);
  const rows = await queryRowsPrepared<PartnerCardRow & { total: number }>(db, page.getSQL());
  const total = await pageTotal(rows, f, async () => (await queryRowsPrepared<{ total: number }>(db, count))[0]?.total ?? 0);
  return { rows, total };
}
