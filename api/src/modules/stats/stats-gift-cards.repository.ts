import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { ts, type DayRange } from './stats-sql.repository.js';

/** The SQL of /stats/gift-cards. Cards created in the range by derived type (the order of gift-card-views.ts `derivedType`). */
export async function giftCards(
  db: Executor,
  range: DayRange,
  now: Date,
): Promise<{ type: string; cards: number; loaded_cents: number; used_cents: number; expired_cents: number; outstanding_cents: number }[]> {
  return queryRows(
    db,
    sql`SELECT CASE WHEN special_admin_promotional THEN 'Admin' WHEN partner_referral THEN 'Partner Referral'
                    WHEN referral THEN 'Referral' WHEN promotional THEN 'Front page' ELSE 'Purchased' END AS type,
               count(*)::int8 AS cards, sum(amount_loaded_cents)::int8 AS loaded_cents, sum(amount_used_cents)::int8 AS used_cents,
               coalesce(sum(amount_loaded_cents - amount_used_cents) FILTER (
                 WHERE status = 'expired' OR (status = 'created' AND expired_at <= ${ts(now)})), 0)::int8 AS expired_cents,
               coalesce(sum(amount_loaded_cents - amount_used_cents) FILTER (
                 WHERE status IN ('created', 'redeemed') AND expired_at > ${ts(now)}), 0)::int8 AS outstanding_cents
        FROM gift_cards WHERE gift_card_created_at >= ${ts(range.fromTs)} AND gift_card_created_at < ${ts(range.toTs)}
        GROUP BY 1 ORDER BY 1`,
  );
}
