import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';

/** Active projects per category, from the trigger-kept counters of migration 0003. */
export async function countsByCategory(db: Executor): Promise<Map<string, number>> {
  const rows = await queryRows<{ key: string; n: number }>(db, sql`SELECT key, n FROM project_counts WHERE kind = 'category'`);
  return new Map(rows.map((r) => [r.key, r.n]));
}

/** Active projects per country (counters); projects without a country are left out. */
export async function countsByCountry(db: Executor): Promise<{ country_code: string; count: number }[]> {
  return queryRows(
    db,
    sql`SELECT key AS country_code, n AS count FROM project_counts WHERE kind = 'country' AND n > 0 ORDER BY n DESC, key`,
  );
}

/** One trigger-kept counter: 'active', 'unfunded', 'funded', 'staff_pick' (listed picks), or a category or country key. */
export function counter(kind: 'active' | 'unfunded' | 'funded' | 'staff_pick' | 'category' | 'country', key = '') {
  return sql`SELECT coalesce((SELECT n FROM project_counts WHERE kind = ${kind} AND key = ${key}), 0)::int AS total`;
}

/** Active unfunded projects that have raised at least `ratio` of their goal. */
export async function countAlmostThere(db: Executor, ratio: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM projects
        WHERE status = 'active' AND owner_listed AND funded_at IS NULL AND (amount_raised_cents::float8 / goal_amount_cents) >= ${ratio}`,
  );
  return row?.count ?? 0;
}

/** The platform's impact figures: counters, and distinct donors over the gifts. */
export async function insightCounts(db: Executor) {
  const [row] = await queryRows<{ active_projects: number; funded_projects: number; countries: number; givers: number }>(
    db,
    sql`SELECT
          coalesce((SELECT n FROM project_counts WHERE kind = 'active'), 0) AS active_projects,
          coalesce((SELECT n FROM project_counts WHERE kind = 'funded'), 0) AS funded_projects,
          (SELECT count(*)::int FROM project_counts WHERE kind = 'country' AND n > 0) AS countries,
          (SELECT count(DISTINCT donor_id)::int FROM gifts WHERE status = 'succeeded') AS givers`,
  );
  return row!;
}
