import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { projects } from '../../db/schema/index.js';
import type { IdPage, Page } from '../../lib/paging.js';
import { amountLeft, isActive, isListed } from './listings.repository.js';

const reservePool = and(isListed, eq(projects.in_reserve, true), isNull(projects.funded_at));

/**
 * The project a special large gift of `amountCents` goes to: from the reserve pool (active, unfunded,
 * in_reserve), the one whose remaining amount fits the gift most tightly; when none can absorb it all,
 * the one with the most left (projects_reserve_idx).
 */
export async function specialGiftProjectId(db: Executor, amountCents: number): Promise<number | undefined> {
  const [fit] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(reservePool, sql`${amountLeft} >= ${amountCents}`))
    .orderBy(asc(amountLeft), asc(projects.id))
    .limit(1);
  if (fit) return fit.id;
  const [largest] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(reservePool)
    .orderBy(desc(amountLeft), desc(projects.id))
    .limit(1);
  return largest?.id;
}

/** The active project carrying a COTN event invite code, in any case (projects_cotn_code_idx). */
export async function cotnProjectId(db: Executor, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(sql`lower(${projects.cotn_invite_code}) = lower(${code})`, isActive))
    .limit(1);
  return row?.id;
}

/** The Grove event project: the newest active project that is both special and featured. */
export async function groveProjectId(db: Executor): Promise<number | undefined> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(isListed, eq(projects.is_featured, true), eq(projects.is_special, true)))
    .orderBy(desc(projects.created_at), desc(projects.id))
    .limit(1);
  return row?.id;
}

/** The line: a sponsorship project's active children that no one gives to monthly yet, longest waiting first. */
export async function sponsorLineIds(db: Executor, projectId: number, page: Page): Promise<IdPage> {
  const where = sql`c.sponsorship_project_id = ${projectId} AND c.status = 'active'
    AND NOT EXISTS (SELECT 1 FROM gifts g WHERE g.project_id = c.id AND g.status = 'succeeded' AND g.monthly_gift)`;
  // The page and its count in one scan; a page past the end counts on its own.
  const rows = await queryRows<{ id: number; total: number }>(
    db,
    sql`SELECT c.id, count(*) OVER ()::int AS total FROM projects c WHERE ${where}
        ORDER BY c.created_at, c.id LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  if (rows.length > 0 || page.offset === 0) return { ids: rows.map((r) => Number(r.id)), total: rows[0]?.total ?? 0 };
  const [count] = await queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM projects c WHERE ${where}`);
  return { ids: [], total: count?.total ?? 0 };
}
