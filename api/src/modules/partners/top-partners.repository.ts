import { and, desc, notInArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { cardColumns, listed } from './partners.repository.js';

/** What a caller's giving and following say about them: the partners they know, and those partners' fields. */
export interface Interests {
  /** Partners the caller gave to (a succeeded gift) or follows: never recommended again. */
  known: number[];
  categories: string[];
  countries: string[];
}

/**
 * The caller's interests: the partners they gave to or follow, those partners' categories and countries, and
 * the categories of the projects they gave to. Reads gifts_donor_idx and user_follows' primary key.
 */
export async function interestsOf(db: Executor, userId: number): Promise<Interests> {
  const [row] = await queryRows<{ known: (number | string)[]; categories: string[]; countries: string[] }>(
    db,
    sql`WITH given AS (
          SELECT DISTINCT g.recipient_id, g.project_id FROM gifts g WHERE g.donor_id = ${userId} AND g.status = 'succeeded'
        ), known AS (
          SELECT recipient_id AS id FROM given
          UNION SELECT f.followed_id FROM user_follows f WHERE f.follower_id = ${userId}
        ), partners AS (
          SELECT u.id, u.country_code, u.partner_categories FROM known k JOIN users u ON u.id = k.id
          WHERE u.is_partner AND u.id <> ${userId}
        )
        SELECT coalesce((SELECT array_agg(id ORDER BY id) FROM known WHERE id <> ${userId}), '{}') AS known,
               coalesce((SELECT array_agg(DISTINCT c ORDER BY c) FROM (
                 SELECT unnest(p.partner_categories) AS c FROM partners p
                 UNION SELECT unnest(pr.categories) FROM given gv JOIN projects pr ON pr.id = gv.project_id
                 WHERE pr.owner_id <> ${userId}
               ) cs), '{}') AS categories,
               coalesce((SELECT array_agg(DISTINCT country_code ORDER BY country_code) FROM partners
                 WHERE country_code IS NOT NULL), '{}') AS countries`,
  );
  return { known: (row?.known ?? []).map(Number), categories: row?.categories ?? [], countries: row?.countries ?? [] };
}

const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** How many of the most raised matching partners are ranked by what they have in common (the window). */
const MATCH_WINDOW = 500;

/**
 * Listed partners matching the interests (a category in common, or the country), most in common first, then
 * most raised: at most `limit` candidates. `match` counts the categories in common, plus one for the country.
 * Only the MATCH_WINDOW most raised matching partners are ranked: they are read in users_partners_raised_idx's
 * order, so the call reads a bounded page however many partners share an interest (docs/api-partners.md
 * "Recommendations": a wide interest matches most of the directory; scoring every match cost 26 ms on 10k).
 */
export async function matchingPartners(db: Executor, userId: number | null, interests: Interests, limit: number) {
  const { categories, countries } = interests;
  const inCategory = categories.length > 0 ? sql`${users.partner_categories} && ${textArray(categories)}` : sql`false`;
  const inCountry = countries.length > 0 ? sql`${users.country_code} = ANY(${textArray(countries)})` : sql`false`;
  const window = db
    .select({ ...cardColumns })
    .from(users)
    .where(and(...candidateConditions(userId, interests.known), sql`(${inCategory} OR ${inCountry})`))
    .orderBy(desc(users.amount_received_cents), desc(users.id))
    .limit(MATCH_WINDOW)
    .as('w');
  const sharedCategories = categories.length > 0 ? sql`c = ANY(${textArray(categories)})` : sql`false`;
  const sameCountry = countries.length > 0 ? sql`${window.country_code} = ANY(${textArray(countries)})` : sql`false`;
  const match = sql<number>`((SELECT count(*) FROM unnest(${window.partner_categories}) c WHERE ${sharedCategories})
    + CASE WHEN ${sameCountry} THEN 1 ELSE 0 END)::int`.as('match');
  return db
    .select({ ...window._.selectedFields, match })
    .from(window)
    .orderBy(desc(match), desc(window.amount_received_cents), desc(window.id))
    .limit(limit);
}

/** The most raised listed partners the caller does not know yet (users_partners_raised_idx). */
export async function mostRaisedPartners(db: Executor, userId: number | null, known: number[], limit: number) {
  return db
    .select(cardColumns)
    .from(users)
    .where(and(...candidateConditions(userId, known)))
    .orderBy(desc(users.amount_received_cents), desc(users.id))
    .limit(limit);
}

/** Listed, not the caller, not a partner they already know. */
function candidateConditions(userId: number | null, known: number[]): SQL[] {
  const conditions: SQL[] = [listed];
  if (userId !== null) conditions.push(sql`${users.id} <> ${userId}`);
  if (known.length > 0) conditions.push(notInArray(users.id, known));
  return conditions;
}

export type CandidateRow = Awaited<ReturnType<typeof mostRaisedPartners>>[number];
