import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { projects, users } from '../../db/schema/index.js';
import type { Page } from '../../lib/paging.js';

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

/** One page of listed partners and how many match: most raised first, or newest first for 'new'. */
export async function listPartners(db: Executor, f: PartnerFilters) {
  const conditions: SQL[] = [listed];
  if (f.listing === 'large') conditions.push(hasLargeProject);
  if (f.category) conditions.push(sql`${users.partner_categories} @> ARRAY[${f.category}]::text[]`);
  if (f.countryCode) conditions.push(eq(users.country_code, f.countryCode));
  const where = and(...conditions);
  const order = f.listing === 'new' ? [desc(users.created_at), desc(users.id)] : [desc(users.amount_received_cents), desc(users.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select(cardColumns)
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export type PartnerCardRow = Awaited<ReturnType<typeof listPartners>>['rows'][number];
