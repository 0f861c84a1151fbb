import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { displayName, succeededIn, type DayRange } from './stats-sql.repository.js';

export interface GiftExportRow {
  id: number;
  gift_at: Date;
  /** gift_at exactly (microseconds, which a Date would cut to milliseconds): the keyset's key. */
  gift_at_key: string;
  project_id: number;
  project: string;
  recipient_id: number;
  donor_id: number;
  donor: string;
  amount_cents: number;
  tip_cents: number;
  platform_fee_cents: number;
  stripe_fee_cents: number;
  processor_fee_cents: number;
  gift_card_cents: number;
  monthly_gift: boolean;
  anonymous: boolean;
}

/** A gift's place in the export's order, as `giftsAfter` takes it. */
export type GiftExportKey = { gift_at_key: string; id: number };
export const giftExportKey = (g: GiftExportRow): GiftExportKey => ({ gift_at_key: g.gift_at_key, id: Number(g.id) });

/**
 * One batch of the gifts export: succeeded gifts in the range after the key (gift_at, id), oldest first. The key's
 * time is the database's own text of gift_at: a Date keeps milliseconds only, so a gift stamped with microseconds
 * would come back as the first row of the next batch.
 */
export async function giftsAfter(db: Executor, range: DayRange, after: GiftExportKey | undefined, limit: number): Promise<GiftExportRow[]> {
  const keyset = after ? sql`AND (g.gift_at, g.id) > (${after.gift_at_key}::timestamptz, ${after.id}::bigint)` : sql``;
  const rows = await queryRows<GiftExportRow>(
    db,
    sql`SELECT g.id, g.gift_at, to_char(g.gift_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS gift_at_key, g.project_id, p.title AS project, g.recipient_id, g.donor_id,
               ${displayName('u')} AS donor,
               g.amount_cents, g.tip_cents, g.platform_fee_cents, g.stripe_fee_cents, g.processor_fee_cents, g.gift_card_cents,
               g.monthly_gift, g.anonymous
        FROM gifts g JOIN projects p ON p.id = g.project_id JOIN users u ON u.id = g.donor_id
        WHERE ${succeededIn(range)} ${keyset}
        ORDER BY g.gift_at, g.id LIMIT ${limit}`,
  );
  return rows.map((r) => ({ ...r, gift_at: new Date(r.gift_at) }));
}
