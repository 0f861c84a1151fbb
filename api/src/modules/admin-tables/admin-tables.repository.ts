/**
 * The back-office's remaining admin tables (docs/backoffice.md "Admin tables"). Each table is one SELECT (its
 * rows with every column named as the API answers it) read as a subquery `t`: filters and sorts apply to
 * `t`'s columns, a page is `ORDER BY <sort>, id LIMIT OFFSET`, an export batch `WHERE id > after ORDER BY id`.
 * Per-row aggregates are scalar subqueries in the select list, so PostgreSQL computes them for the page's
 * rows only (after the sort and the limit) when the sort is on a plain column.
 */
import { sql, type SQL } from 'drizzle-orm';
import { UPDATE_OVERDUE_DAYS } from '@storyfund/shared/constants';
import { queryRows, type Executor } from '../../db/client.js';
import type { Page } from '../../lib/paging.js';

/** A row as the driver answers it: numbers may come back as strings (int8), dates as Date or string. */
export type RawRow = Record<string, unknown>;

/** An account's name as the back-office shows it: the organisation, else the person, else the email. */
function accountName(alias: string): SQL {
  const a = alias;
  return sql.raw(
    `coalesce(nullif(${a}.organization_name, ''), nullif(trim(coalesce(${a}.first_name, '') || ' ' || coalesce(${a}.last_name, '')), ''), ${a}.email, '#' || ${a}.id)`,
  );
}

/** A `%q%` pattern for ILIKE, with the wildcards in q escaped. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One table: its SELECT and how a sort name reads as an ORDER BY expression over `t`. */
export interface TableSource {
  select: (now: Date) => SQL;
  sorts: Record<string, SQL>;
}

export const SUBSCRIBED_USERS: TableSource = {
  select: () => sql`SELECT s.id, s.donor_id, ${accountName('d')} AS donor_name, d.email AS donor_email, s.project_id,
      p.title AS project_title, s.amount_cents, s.tip_cents, coalesce(s.billing_anchor, s.created_at) AS since,
      greatest(s.period - 1, 0) AS months_paid, s.next_charge_at, s.status
    FROM subscriptions s JOIN users d ON d.id = s.donor_id JOIN projects p ON p.id = s.project_id
    WHERE s.status IN ('active', 'past_due')`,
  sorts: {
    since: sql`t.since`,
    amount_cents: sql`t.amount_cents`,
    next_charge_at: sql`t.next_charge_at`,
    donor_name: sql`lower(t.donor_name)`,
    project_title: sql`lower(t.project_title)`,
  },
};

export const PARTNERS: TableSource = {
  select: () => sql`SELECT u.id, ${accountName('u')} AS name, u.email, u.country_code, u.partner_categories AS categories,
      u.amount_received_cents, u.projects_count, u.followers_count,
      (SELECT round(avg(r.rating), 2) FROM reviews r WHERE r.partner_id = u.id) AS rating,
      (SELECT count(*) FROM reviews r WHERE r.partner_id = u.id) AS reviews_count,
      u.is_premium, u.is_white_labeled_partner, u.large_partner, u.tax_exempt_teller, u.tax_exempt_requested_at,
      u.banned_at, u.created_at
    FROM users u WHERE u.is_partner AND u.merged_into_id IS NULL`,
  sorts: {
    created_at: sql`t.created_at`,
    name: sql`lower(t.name)`,
    amount_received_cents: sql`t.amount_received_cents`,
    projects_count: sql`t.projects_count`,
    followers_count: sql`t.followers_count`,
    rating: sql`t.rating`,
  },
};

export const SIGNUPS: TableSource = {
  select: () => sql`SELECT u.id, ${accountName('u')} AS name, u.email,
      CASE WHEN u.is_partner THEN 'partner' WHEN u.guest_user THEN 'guest' ELSE 'donor' END AS kind,
      u.signup_source AS source,
      (SELECT min(g.gift_at) FROM gifts g WHERE g.donor_id = u.id AND g.status = 'succeeded') AS first_gift_at,
      u.created_at
    FROM users u WHERE NOT u.is_anonymous AND u.merged_into_id IS NULL`,
  sorts: { created_at: sql`t.created_at`, name: sql`lower(t.name)` },
};

/** Funded, active projects whose last update (or funding, before the first) is older than the cadence. */
export const OVERDUE: TableSource = {
  select: (now) => {
    const at = now.toISOString();
    return sql`SELECT x.id, x.title, x.owner_id, x.owner_name, x.funded_at, x.last_update_at,
        floor(extract(epoch FROM (${at}::timestamptz - greatest(x.funded_at, coalesce(x.last_update_at, x.funded_at)))) / 86400)::int8
          - ${UPDATE_OVERDUE_DAYS} AS days_overdue
      FROM (SELECT p.id, p.title, p.owner_id, ${accountName('u')} AS owner_name, p.funded_at,
              (SELECT max(e.created_at) FROM timeline_events e
                WHERE e.project_id = p.id AND e.type = 'update' AND e.deleted_at IS NULL AND e.parent_id IS NULL) AS last_update_at
            FROM projects p JOIN users u ON u.id = p.owner_id
            WHERE p.status = 'active' AND p.funded_at IS NOT NULL) x
      WHERE greatest(x.funded_at, coalesce(x.last_update_at, x.funded_at))
            < ${at}::timestamptz - make_interval(days => ${UPDATE_OVERDUE_DAYS})`;
  },
  sorts: {
    days_overdue: sql`t.days_overdue`,
    last_update_at: sql`t.last_update_at`,
    title: sql`lower(t.title)`,
    owner_name: sql`lower(t.owner_name)`,
  },
};

/** Every account that has given: lifetime given (kept in step by the gifts), its gifts, and a live monthly gift. */
export const DONORS_GIVEN: TableSource = {
  select: () => sql`SELECT u.id, ${accountName('u')} AS name, u.email, u.amount_given_cents,
      (SELECT count(*) FROM gifts g WHERE g.donor_id = u.id AND g.status = 'succeeded') AS gifts_count,
      (SELECT min(g.gift_at) FROM gifts g WHERE g.donor_id = u.id AND g.status = 'succeeded') AS first_gift_at,
      (SELECT max(g.gift_at) FROM gifts g WHERE g.donor_id = u.id AND g.status = 'succeeded') AS last_gift_at,
      EXISTS (SELECT 1 FROM subscriptions s WHERE s.donor_id = u.id AND s.status IN ('active', 'past_due')) AS monthly,
      u.created_at
    FROM users u WHERE u.amount_given_cents > 0 AND u.merged_into_id IS NULL`,
  sorts: { amount_given_cents: sql`t.amount_given_cents`, name: sql`lower(t.name)`, created_at: sql`t.created_at` },
};

const whereOf = (conditions: SQL[]) => (conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``);

/** A page of a table, ordered by `sort` then by id (stable for equal values), and how many rows match. */
export async function listPage(
  db: Executor,
  source: TableSource,
  now: Date,
  conditions: SQL[],
  order: { sort: string; order: 'asc' | 'desc' },
  page: Page,
): Promise<{ rows: RawRow[]; total: number }> {
  const from = sql`FROM (${source.select(now)}) t ${whereOf(conditions)}`;
  const sortBy = source.sorts[order.sort];
  if (!sortBy) throw new Error(`unknown sort ${order.sort}`);
  const direction = sql.raw(order.order === 'asc' ? 'ASC NULLS LAST' : 'DESC NULLS LAST');
  const tie = sql.raw(order.order === 'asc' ? 't.id ASC' : 't.id DESC');
  const [rows, [count]] = await Promise.all([
    queryRows<RawRow>(db, sql`SELECT t.* ${from} ORDER BY ${sortBy} ${direction}, ${tie} LIMIT ${page.limit} OFFSET ${page.offset}`),
    queryRows<{ n: number | string }>(db, sql`SELECT count(*)::int8 AS n ${from}`),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** One batch of an export: the matching rows after `afterId`, by id (keyset). */
export function rowsAfter(db: Executor, source: TableSource, now: Date, conditions: SQL[], afterId: number | undefined, limit: number) {
  const all = afterId === undefined ? conditions : [...conditions, sql`t.id > ${afterId}`];
  return queryRows<RawRow>(db, sql`SELECT t.* FROM (${source.select(now)}) t ${whereOf(all)} ORDER BY t.id LIMIT ${limit}`);
}
