import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';

export interface StoredRates {
  day: string;
  rates: Record<string, number>;
}

const dayText = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

/** The rates of one UTC day (YYYY-MM-DD), if fetched. */
export async function findRates(db: Executor, day: string): Promise<StoredRates | undefined> {
  const [row] = await queryRows<{ day: unknown; rates: Record<string, number> }>(
    db,
    sql`SELECT day::text AS day, rates FROM exchange_rates WHERE day = ${day}::date`,
  );
  return row ? { day: dayText(row.day), rates: row.rates } : undefined;
}

/** The most recent day's rates. */
export async function latestRates(db: Executor): Promise<StoredRates | undefined> {
  const [row] = await queryRows<{ day: unknown; rates: Record<string, number> }>(
    db,
    sql`SELECT day::text AS day, rates FROM exchange_rates ORDER BY day DESC LIMIT 1`,
  );
  return row ? { day: dayText(row.day), rates: row.rates } : undefined;
}

/** Keeps a day's rates; the first instance to store them wins. */
export async function storeRates(db: Executor, day: string, rates: Record<string, number>): Promise<void> {
  await db.execute(
    sql`INSERT INTO exchange_rates (day, rates) VALUES (${day}::date, ${JSON.stringify(rates)}::jsonb) ON CONFLICT (day) DO NOTHING`,
  );
}
