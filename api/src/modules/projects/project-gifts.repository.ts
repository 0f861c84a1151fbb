import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { asDate } from '../../db/raw-values.js';
import type { Page } from '../../lib/paging.js';

/**
 * Read-only views of the gifts core that project pages need (only status 'succeeded' counts). The
 * giving module owns writing gifts.
 */
export interface GiverRow {
  donor_id: number | null;
  anonymous: boolean;
  guest: boolean;
  first_name: string | null;
  last_name: string | null;
  organization_name: string | null;
  show_organization_name: boolean | null;
  photo_url: string | null;
  amount_cents: number;
  gifts_count: number;
  monthly: boolean;
  first_gift_at: Date;
  last_gift_at: Date;
  last_amount_cents: number;
}

/**
 * Gifts to a project grouped into givers, latest gift first. A donor's regular gifts form one group;
 * with `separateAnonymous` every anonymous gift stands alone (no two can be linked to one donor), else
 * a donor's anonymous gifts form their own group. An anonymous group never carries the donor's id or
 * name; the caller renders it as 'Anonymous'.
 */
export async function giversPage(
  db: Executor,
  projectId: number,
  opts: Page & { monthlyOnly?: boolean; separateAnonymous: boolean },
): Promise<{ rows: GiverRow[]; total: number }> {
  const monthly = opts.monthlyOnly ? sql`AND g.monthly_gift` : sql``;
  const groupKey = opts.separateAnonymous ? sql`CASE WHEN g.anonymous THEN g.id ELSE g.donor_id END` : sql`g.donor_id`;
  const grouped = sql`SELECT g.anonymous, ${groupKey} AS key, min(g.donor_id) AS donor_id,
                             sum(g.amount_cents)::int8 AS amount_cents, count(*)::int AS gifts_count, bool_or(g.monthly_gift) AS monthly,
                             min(g.gift_at) AS first_gift_at, max(g.gift_at) AS last_gift_at,
                             (array_agg(g.amount_cents ORDER BY g.gift_at DESC, g.id DESC))[1]::int8 AS last_amount_cents
                      FROM gifts g WHERE g.project_id = ${projectId} AND g.status = 'succeeded' ${monthly}
                      GROUP BY g.anonymous, ${groupKey}`;
  const [rows, [count]] = await Promise.all([
    queryRows<GiverRow>(
      db,
      sql`SELECT CASE WHEN s.anonymous THEN NULL ELSE s.donor_id END AS donor_id, s.anonymous,
                 (NOT s.anonymous AND (u.guest_user OR u.is_anonymous)) AS guest,
                 CASE WHEN s.anonymous THEN NULL ELSE u.first_name END AS first_name,
                 CASE WHEN s.anonymous THEN NULL ELSE u.last_name END AS last_name,
                 CASE WHEN s.anonymous THEN NULL ELSE u.organization_name END AS organization_name,
                 CASE WHEN s.anonymous THEN NULL ELSE u.show_organization_name END AS show_organization_name,
                 CASE WHEN s.anonymous THEN NULL ELSE u.photo_url END AS photo_url,
                 s.amount_cents, s.gifts_count, s.monthly, s.first_gift_at, s.last_gift_at, s.last_amount_cents
          FROM (${grouped}) s JOIN users u ON u.id = s.donor_id
          ORDER BY s.last_gift_at DESC, s.key DESC
          LIMIT ${opts.limit} OFFSET ${opts.offset}`,
    ),
    queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM (${grouped}) s`),
  ]);
  const data = rows.map((r) => ({
    ...r,
    donor_id: r.donor_id === null ? null : Number(r.donor_id),
    amount_cents: Number(r.amount_cents),
    last_amount_cents: Number(r.last_amount_cents),
    first_gift_at: asDate(r.first_gift_at),
    last_gift_at: asDate(r.last_gift_at),
  }));
  return { rows: data, total: count?.total ?? 0 };
}
