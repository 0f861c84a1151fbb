import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { formatUtcDateTime } from '@storyfund/shared/dates';

/**
 * Streamed CSV exports (docs/architecture.md "CSV exports"): the one way the API exports rows. A service
 * checks who may export, then answers a `CsvExport` whose rows are read lazily in keyset batches; the route
 * hands it to `sendCsv` (lib/replies.ts), which streams it to the client. No export holds all its rows in
 * memory: at most one batch, plus what the socket has not taken yet (the stream waits for it).
 */

export type CsvValue = string | number | boolean | Date | null | undefined;

interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

export interface CsvExport<T> {
  /** The download's file name (`csvFilename`), with the range when the export has one. */
  filename: string;
  columns: readonly CsvColumn<T>[];
  /** The rows, batch by batch (`keysetBatches`). */
  batches: AsyncIterable<readonly T[]>;
  /** Start with a UTF-8 byte order mark (Excel then reads accents right). Default true. */
  bom?: boolean;
}

/** Rows per batch: a few hundred kilobytes of rows at most. */
const CSV_BATCH_SIZE = 1000;

/**
 * A cell a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return; OWASP "CSV
 * injection") gets a leading apostrophe, so it shows as text. Numbers are written as numbers: a negative
 * amount stays a number.
 */
export function neutraliseCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** How a value is written: dates as spec §9 shows them (UTC, DD/MM/YYYY HH:mm:ss), booleans as true/false. */
export function csvText(value: CsvValue): string | number {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatUtcDateTime(value);
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return neutraliseCell(value);
}

/** `storyfund-gifts-2026-11-01_2026-11-30.csv`: the export's name and, when it has one, its range (UTC days). */
export function csvFilename(name: string, range?: { datestart: string; dateend: string }): string {
  const safe = name.replace(/[^a-z0-9-]+/gi, '-').toLowerCase();
  return range ? `storyfund-${safe}-${range.datestart.slice(0, 10)}_${range.dateend.slice(0, 10)}.csv` : `storyfund-${safe}.csv`;
}

/**
 * Reads a query batch by batch on a keyset (`WHERE key > after ORDER BY key LIMIT n`), never with OFFSET, so
 * each batch costs the same however deep the export is, and rows written meanwhile never shift a page.
 * `fetch(after, limit)` answers the rows after `after` (undefined: from the start) in key order.
 */
export async function* keysetBatches<T, K>(
  fetch: (after: K | undefined, limit: number) => Promise<readonly T[]>,
  keyOf: (row: T) => K,
  batchSize = CSV_BATCH_SIZE,
): AsyncGenerator<readonly T[]> {
  let after: K | undefined;
  for (;;) {
    const rows = await fetch(after, batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}

/** The export as a byte stream: the header row, then each batch's rows, RFC 4180 quoted (csv-stringify). */
export function csvStream<T>(exp: CsvExport<T>): Readable {
  const columns = exp.columns;
  async function* records() {
    for await (const batch of exp.batches) {
      for (const row of batch) yield columns.map((c) => csvText(c.value(row)));
    }
  }
  const stringifier = stringify({
    header: true,
    columns: columns.map((c) => c.header),
    bom: exp.bom ?? true,
    record_delimiter: 'windows',
    // A bare line feed in a cell is quoted too (csv-stringify quotes only the record delimiter itself).
    quoted_match: /[\r\n]/,
    cast: { number: (n) => String(n) },
  });
  const source = Readable.from(records());
  source.on('error', (error) => stringifier.destroy(error));
  return source.pipe(stringifier);
}
