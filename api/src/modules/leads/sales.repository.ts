import { sql } from 'drizzle-orm';
import type { PremiumPlan } from '@storyfund/shared/constants';
import { queryRows, type Executor } from '../../db/client.js';
import { staffName } from './leads.repository.js';

/**
 * The /sales report's SQL (docs/backoffice.md "Conversions (/sales)"): the leads, and, read-only like the
 * reports, the premium plans (premium_subscriptions, premium_payments) of the partner accounts they converted.
 * Ranges are instants [from, to), periods the bucket's first day in UTC.
 */

export interface SalesRange {
  from: Date;
  to: Date;
  bucket: 'day' | 'week' | 'month';
}

const between = (column: string, range: SalesRange) =>
  sql`${sql.raw(column)} >= ${range.from.toISOString()}::timestamptz AND ${sql.raw(column)} < ${range.to.toISOString()}::timestamptz`;
const periodOf = (column: string, range: SalesRange) =>
  sql`to_char(date_trunc(${sql.raw(`'${range.bucket}'`)}, ${sql.raw(column)} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;

/** Won leads in the range by the member of staff who owns them and by period. */
export async function conversionsBySeller(
  db: Executor,
  range: SalesRange,
): Promise<{ owner_id: number; owner_name: string; period: string; won: number; partners: number }[]> {
  const rows = await queryRows<{ owner_id: number | string; owner_name: string; period: string; won: number; partners: number }>(
    db,
    sql`SELECT l.owner_id, ${staffName('o')} AS owner_name, ${periodOf('l.won_at', range)} AS period,
          count(*)::int AS won, count(l.partner_user_id)::int AS partners
        FROM leads l JOIN users o ON o.id = l.owner_id
        WHERE ${between('l.won_at', range)}
        GROUP BY l.owner_id, o.id, period ORDER BY period, owner_name`,
  );
  return rows.map((r) => ({ ...r, owner_id: Number(r.owner_id) }));
}

/**
 * Premium conversions in the range by seller, period and plan: a partner account converted from a lead counts
 * once, in the period of its first paid premium period ever (a paid start, or the first charge after a free
 * trial), for the owner of the lead that converted it (the one won first when several did). `price_cents`
 * sums the prices of those first plans.
 */
export async function premiumConversionsBySeller(
  db: Executor,
  range: SalesRange,
): Promise<{ owner_id: number; owner_name: string; period: string; plan: PremiumPlan; premium: number; price_cents: number }[]> {
  const rows = await queryRows<{
    owner_id: number | string;
    owner_name: string;
    period: string;
    plan: PremiumPlan;
    premium: number;
    price_cents: number | string;
  }>(
    db,
    sql`WITH seller AS (
          SELECT DISTINCT ON (l.partner_user_id) l.partner_user_id, l.owner_id FROM leads l
          WHERE l.partner_user_id IS NOT NULL ORDER BY l.partner_user_id, l.won_at, l.id
        )
        SELECT seller.owner_id, ${staffName('o')} AS owner_name, ${periodOf('f.paid_at', range)} AS period, f.plan,
          count(*)::int AS premium, sum(f.price_cents)::int8 AS price_cents
        FROM seller
        JOIN LATERAL (
          SELECT s.plan, s.price_cents, p.paid_at FROM premium_subscriptions s JOIN premium_payments p ON p.subscription_id = s.id
          WHERE s.user_id = seller.partner_user_id ORDER BY p.paid_at, p.id LIMIT 1
        ) f ON true
        JOIN users o ON o.id = seller.owner_id
        WHERE ${between('f.paid_at', range)}
        GROUP BY seller.owner_id, o.id, period, f.plan ORDER BY period, owner_name`,
  );
  return rows.map((r) => ({ ...r, owner_id: Number(r.owner_id), price_cents: Number(r.price_cents) }));
}
