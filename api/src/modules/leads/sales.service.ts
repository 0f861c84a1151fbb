import { premiumFirstYearCents } from '@storyfund/shared/constants';
import type { SalesQuery, SalesReport } from '@storyfund/shared/contract';
import { centsToDollars } from '@storyfund/shared/money';
import { defaultStatsRange, validateStatsRange } from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import { requireStaff, type Caller } from '../../lib/access.js';
import { csvFilename, type CsvExport } from '../../lib/csv.js';
import { ValidationError } from '../../lib/errors.js';
import * as repo from './sales.repository.js';

/**
 * The /sales report (docs/backoffice.md "Conversions (/sales)"): by seller and period, the leads won, the
 * partners they brought, and the premium conversions of those partners with their first-year value.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

type SalesRange = Required<SalesQuery>;
type Figures = SalesReport['totals'];
type Row = SalesReport['rows'][number];

/** The report's range by the reports' one rule (`validateStatsRange`: 422 with field errors), defaults filled. */
function salesRange(ctx: AppContext, query: SalesQuery): SalesRange {
  const defaults = defaultStatsRange(ctx.clock.now().toISOString().slice(0, 10));
  const range: SalesRange = {
    datestart: query.datestart ?? (query.dateend ? defaultStatsRange(query.dateend).datestart : defaults.datestart),
    dateend: query.dateend ?? defaults.dateend,
    bucket: query.bucket ?? 'month',
  };
  const errors = validateStatsRange(range);
  if (errors) throw new ValidationError(errors);
  return range;
}

const noFigures = (): Figures => ({ won: 0, partners: 0, premium: 0, premium_first_year_cents: 0 });

function add(into: Figures, from: Partial<Figures>): void {
  into.won += from.won ?? 0;
  into.partners += from.partners ?? 0;
  into.premium += from.premium ?? 0;
  into.premium_first_year_cents += from.premium_first_year_cents ?? 0;
}

/** The leads won and the premium conversions, merged into one row per period and seller (period order, then seller). */
async function periodRows(ctx: AppContext, range: SalesRange): Promise<Row[]> {
  const instants: repo.SalesRange = {
    from: new Date(`${range.datestart}T00:00:00.000Z`),
    to: new Date(Date.parse(`${range.dateend}T00:00:00.000Z`) + DAY_MS),
    bucket: range.bucket,
  };
  const [won, premium] = await Promise.all([repo.conversionsBySeller(ctx.db, instants), repo.premiumConversionsBySeller(ctx.db, instants)]);
  const rows = new Map<string, Row>();
  const rowOf = (r: { owner_id: number; owner_name: string; period: string }) => {
    const key = `${r.period}/${r.owner_id}`;
    const row = rows.get(key) ?? { owner_id: r.owner_id, owner_name: r.owner_name, period: r.period, ...noFigures() };
    rows.set(key, row);
    return row;
  };
  for (const r of won) add(rowOf(r), { won: r.won, partners: r.partners });
  for (const r of premium) add(rowOf(r), { premium: r.premium, premium_first_year_cents: premiumFirstYearCents(r.plan, r.price_cents) });
  return [...rows.values()].sort(
    (a, b) => a.period.localeCompare(b.period) || a.owner_name.localeCompare(b.owner_name) || a.owner_id - b.owner_id,
  );
}

/**
 * GET /sales/conversions (staff): from datestart to dateend (both UTC days included), by seller and by period,
 * each seller's totals (most leads won first, then most premium conversions) and the report's totals.
 */
export async function salesReport(ctx: AppContext, caller: Caller, query: SalesQuery): Promise<SalesReport> {
  requireStaff(caller);
  const range = salesRange(ctx, query);
  const rows = await periodRows(ctx, range);
  const sellers = new Map<number, SalesReport['sellers'][number]>();
  const totals = noFigures();
  for (const row of rows) {
    const seller = sellers.get(row.owner_id) ?? { owner_id: row.owner_id, owner_name: row.owner_name, ...noFigures() };
    add(seller, row);
    add(totals, row);
    sellers.set(row.owner_id, seller);
  }
  const list = [...sellers.values()].sort((a, b) => b.won - a.won || b.premium - a.premium || a.owner_name.localeCompare(b.owner_name));
  return { ...range, rows, sellers: list, totals };
}

/** GET /sales/conversions/export (staff): the report's rows (one per period and seller) as CSV, streamed. */
export function exportSalesReport(ctx: AppContext, caller: Caller, query: SalesQuery): CsvExport<Row> {
  requireStaff(caller);
  const range = salesRange(ctx, query);
  return {
    filename: csvFilename('sales', range),
    columns: [
      { header: 'period', value: (r) => r.period },
      { header: 'seller_id', value: (r) => r.owner_id },
      { header: 'seller', value: (r) => r.owner_name },
      { header: 'leads_won', value: (r) => r.won },
      { header: 'partners_signed_up', value: (r) => r.partners },
      { header: 'premium_conversions', value: (r) => r.premium },
      { header: 'premium_first_year_usd', value: (r) => centsToDollars(r.premium_first_year_cents) },
    ],
    // One row per seller and bucket (at most 366 buckets): a single batch, read when the stream starts.
    batches: (async function* () {
      yield await periodRows(ctx, range);
    })(),
  };
}
