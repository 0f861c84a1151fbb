import { and, asc, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ProjectSort, ProjectStatus } from '@storyfund/shared/constants';
import { queryRows, queryRowsPrepared, type Executor } from '../../db/client.js';
import { projects } from '../../db/schema/index.js';
import { pageTotal, type IdPage, type Page } from '../../lib/paging.js';
import { counter } from './listing-stats.repository.js';

/** Amount still needed; the expression of projects_left_idx. */
export const amountLeft = sql`(${projects.goal_amount_cents} - ${projects.amount_raised_cents})`;
/** Share of the goal raised; the expression of projects_unfunded_ratio_idx. */
export const fundedRatio = sql`((${projects.amount_raised_cents})::float8 / ${projects.goal_amount_cents})`;
export const isActive = eq(projects.status, 'active');
/**
 * Listed: active, and the owner neither banned nor hidden from feeds (projects.owner_listed, migration 0086). Every
 * listing and feed across owners reads this; an owner's own list reads `isActive`.
 */
export const isListed = and(isActive, eq(projects.owner_listed, true))!;
export const hasCategory = (category: string) => sql`${projects.categories} @> ARRAY[${category}]::text[]`;

/**
 * One page of project ids in order, and how many match: the pattern of every listing. `total` is a
 * counter query (listing-stats.repository.ts `counter`) when the filter is exactly what a counter counts;
 * else a count of the filter (an ordered index scan may stop after a page; the count needs them all). One round trip:
 * the total rides beside each id (an uncorrelated subquery, run once); only an empty page counts on its own. A
 * prepared statement (db/client.ts): a feed's text is fixed, its filter values and page are parameters.
 */
export async function idPage(db: Executor, where: SQL | undefined, orderBy: SQL[], page: Page, total?: SQL): Promise<IdPage> {
  const count = total ?? sql`SELECT count(*)::int AS total FROM ${projects}${where ? sql` WHERE ${where}` : sql``}`;
  const ids = db
    .select({ id: projects.id, total: sql<number>`(${count})`.as('total') })
    .from(projects)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset);
  const rows = await queryRowsPrepared<{ id: number | string; total: number }>(db, ids.getSQL());
  if (rows.length > 0) return { ids: rows.map((r) => Number(r.id)), total: rows[0]!.total };
  const [counted] = await queryRowsPrepared<{ total: number }>(db, count);
  return { ids: [], total: counted?.total ?? 0 };
}

/**
 * A search's page and its total in one scan: the matches are read once through the full-text index (the
 * `OFFSET 0` subquery keeps the planner from walking an ordered index and filtering every row by the
 * query), counted beside the page with `count(*) OVER ()`, and sorted for the page (top-N). The order
 * refers to `projects`, which here names the matches. Only a page past the end counts on its own.
 */
async function searchPage(db: Executor, where: SQL, orderBy: SQL[], page: Page): Promise<IdPage> {
  const rows = await queryRows<{ id: number | string; total: number }>(
    db,
    sql`SELECT projects.id, count(*) OVER ()::int AS total
        FROM (SELECT * FROM ${projects} WHERE ${where} OFFSET 0) AS projects
        ORDER BY ${sql.join(orderBy, sql`, `)}
        LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  const total = await pageTotal(rows, page, async () => {
    const [count] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(projects)
      .where(where);
    return count?.total ?? 0;
  });
  return { ids: rows.map((r) => Number(r.id)), total };
}

/**
 * A plain search (no other filter, ranked): the same page and total as `searchPage` over `isListed`, in one prepared
 * statement (the query and the page are parameters) whose branches run as the query asks:
 * - one word (one lexeme, `numnode` 1: the common search) reads `project_search_terms` (migration 0091), each listed
 *   project's rank for each of its lexemes computed when its vector was written: the page is the first entries of
 *   the word's index range, the total an index-only count of it (2.4 ms of SQL for 'water' on the bench data);
 * - anything else (several words, a phrase, OR, a negation) ranks the matches' vectors in `project_search` (0090),
 *   the listed projects' vectors alone. The rank is computed beside the id, so the count's window carries two
 *   numbers a match: the `OFFSET 0` keeps the planner from flattening the subquery, which would buffer every match's
 *   vector in the window and rank it only after.
 * Both order by rank, then the newest id, and give the same rank to the same project.
 */
async function rankedSearchPage(db: Executor, q: string, page: Page): Promise<IdPage> {
  const rows = await queryRowsPrepared<{ id: number | string; total: number }>(
    db,
    sql`WITH k AS (SELECT websearch_to_tsquery('english', ${q}) AS query)
        SELECT id, total FROM (
          (SELECT t.project_id AS id, t.rank,
                  (SELECT count(*) FROM project_search_terms c WHERE c.term = (SELECT query::text FROM k))::int AS total
           FROM project_search_terms t
           WHERE t.term = (SELECT query::text FROM k) AND (SELECT numnode(query) FROM k) = 1
           ORDER BY t.rank DESC, t.project_id DESC
           LIMIT ${page.limit} OFFSET ${page.offset})
          UNION ALL
          (SELECT m.id, m.rank, count(*) OVER ()::int AS total
           FROM (SELECT s.project_id AS id, ts_rank(s.search_vector, k.query) AS rank
                 FROM project_search s, k
                 WHERE numnode(k.query) <> 1 AND s.search_vector @@ k.query
                 OFFSET 0) AS m
           ORDER BY m.rank DESC, m.id DESC
           LIMIT ${page.limit} OFFSET ${page.offset})
        ) AS page
        ORDER BY rank DESC, id DESC`,
  );
  const total = await pageTotal(rows, page, async () => {
    const [counted] = await queryRowsPrepared<{ total: number }>(
      db,
      sql`SELECT count(*)::int AS total FROM project_search WHERE search_vector @@ websearch_to_tsquery('english', ${q})`,
    );
    return counted?.total ?? 0;
  });
  return { ids: rows.map((r) => Number(r.id)), total };
}

export interface ListFilters extends Page {
  ownerId?: number | undefined;
  category?: string | undefined;
  countryCode?: string | undefined;
  q?: string | undefined;
  taxExempt?: boolean | undefined;
  notFunded?: boolean | undefined;
  sponsored?: boolean | undefined;
  sort?: ProjectSort | undefined;
}

const SORTS: Record<ProjectSort, SQL[]> = {
  'Least Left': [asc(amountLeft), asc(projects.id)],
  'Most Left': [desc(amountLeft), desc(projects.id)],
  Oldest: [asc(projects.created_at), asc(projects.id)],
  Newest: [desc(projects.created_at), desc(projects.id)],
};

/**
 * GET /projects: listed projects (an owner's own list: active ones), filtered; `q` is full-text search (websearch syntax, English stemming)
 * over title (weight A), owner name (B) and description (C), ranked unless a sort is asked for.
 */
export async function listProjectIds(db: Executor, f: ListFilters): Promise<IdPage> {
  const conditions: SQL[] = [f.ownerId ? isActive : isListed];
  if (f.ownerId) conditions.push(eq(projects.owner_id, f.ownerId));
  if (f.category) conditions.push(hasCategory(f.category));
  if (f.countryCode) conditions.push(eq(projects.country_code, f.countryCode));
  if (f.taxExempt) conditions.push(eq(projects.owner_tax_exempt, true));
  if (f.notFunded) conditions.push(isNull(projects.funded_at));
  if (f.sponsored) conditions.push(eq(projects.is_sponsored_project, true));
  let order = SORTS[f.sort ?? 'Newest'];
  if (f.q) {
    const query = sql`websearch_to_tsquery('english', ${f.q})`;
    conditions.push(sql`${projects.search_vector} @@ ${query}`);
    if (!f.sort) order = [sql`ts_rank(${projects.search_vector}, ${query}) DESC`, desc(projects.id)];
  }
  // The common totals come from the trigger-kept counters instead of counting every active project.
  const filters = [f.ownerId, f.category, f.countryCode, f.taxExempt, f.notFunded, f.sponsored, f.q].filter(Boolean).length;
  const total =
    filters === 0
      ? counter('active')
      : filters === 1 && f.category
        ? counter('category', f.category)
        : filters === 1 && f.notFunded
          ? counter('unfunded')
          : undefined;
  if (f.q && filters === 1 && !f.sort) return rankedSearchPage(db, f.q, f);
  if (f.q) return searchPage(db, and(...conditions)!, order, f);
  return idPage(db, and(...conditions), order, f, total);
}

/**
 * GET /projects/owner-projects: one owner's projects, newest first unless `direction` is asc. `statuses`
 * says which the viewer may see (active only for the public); `query` matches the title.
 */
export async function ownerProjectIds(
  db: Executor,
  opts: Page & {
    ownerId: number;
    statuses: ProjectStatus[];
    query?: string | undefined;
    direction: 'asc' | 'desc';
    sort?: ProjectSort | undefined;
    sponsored?: boolean | undefined;
    closedFirst?: boolean | undefined;
  },
): Promise<IdPage> {
  const conditions: SQL[] = [eq(projects.owner_id, opts.ownerId), inArray(projects.status, opts.statuses)];
  if (opts.query) conditions.push(ilike(projects.title, `%${opts.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (opts.sponsored) conditions.push(eq(projects.is_sponsored_project, true));
  const order = opts.closedFirst
    ? [sql`${projects.closed_at} DESC NULLS LAST`, desc(projects.id)]
    : opts.sort
      ? SORTS[opts.sort]
      : opts.direction === 'asc'
        ? [asc(projects.created_at), asc(projects.id)]
        : [desc(projects.created_at), desc(projects.id)];
  return idPage(db, and(...conditions), order, opts);
}

/**
 * GET /users/{id}/network-projects: the active projects of a network's members that are neither banned nor
 * merged away, newest first (the members by users_partner_network_idx of migration 0001, their projects by owner).
 */
export async function networkProjectIds(db: Executor, networkId: number, page: Page): Promise<IdPage> {
  const members = sql`SELECT u.id FROM users u WHERE u.partner_network_id = ${networkId}
    AND u.banned_at IS NULL AND u.merged_into_id IS NULL AND NOT u.is_anonymous`;
  return idPage(db, and(isActive, sql`${projects.owner_id} IN (${members})`), SORTS.Newest, page);
}
