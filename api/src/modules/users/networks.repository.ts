import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { Page } from '../../lib/paging.js';

/** The members of a network: accounts whose partner_network_id names it (users_partner_network_idx). */
const memberOf = (networkId: number) => eq(users.partner_network_id, networkId);
/** What the public network page shows: members that are neither banned nor merged away. */
const visible = and(isNull(users.banned_at), isNull(users.merged_into_id), eq(users.is_anonymous, false))!;

const memberColumns = {
  id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  organization_name: users.organization_name,
  email: users.email,
  photo_url: users.photo_url,
  is_partner: users.is_partner,
  projects_count: users.projects_count,
  banned_at: users.banned_at,
};

const pageOfMembers = (db: Executor, where: SQL | undefined, page: Page) =>
  db.select(memberColumns).from(users).where(where).orderBy(asc(users.id)).limit(page.limit).offset(page.offset);
export type NetworkMemberRow = Awaited<ReturnType<typeof pageOfMembers>>[number];

/** A page of a network's members in the order they were made (by id), and how many there are. */
export async function listMembers(db: Executor, networkId: number, page: Page, opts: { publicOnly: boolean }) {
  const conditions: SQL[] = [memberOf(networkId)];
  if (opts.publicOnly) conditions.push(visible);
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    pageOfMembers(db, where, page),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Sets (or clears) an account's network; answers whether a row changed. */
export async function setNetwork(db: Executor, userId: number, networkId: number | null): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ partner_network_id: networkId, updated_at: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}
