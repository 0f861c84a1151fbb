import { sql } from 'drizzle-orm';
import type { DonorImportMapping } from '@storyfund/shared/contract';
import { queryRows, type Executor } from '../../db/client.js';
import { asDate, asDateOrNull } from '../../db/raw-values.js';

/** Donor imports and their error rows (docs/api-donors.md "Donor import"). */

export interface DonorImportRow {
  id: number;
  partner_id: number;
  file_name: string;
  state: 'running' | 'done' | 'failed' | 'undone';
  mapping: DonorImportMapping;
  rows_read: number;
  created_count: number;
  duplicate_count: number;
  invalid_count: number;
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
  undone_at: Date | null;
}

type Raw = Omit<DonorImportRow, 'created_at' | 'finished_at' | 'undone_at' | 'mapping'> & {
  mapping: DonorImportMapping | string;
  created_at: Date | string;
  finished_at: Date | string | null;
  undone_at: Date | string | null;
};

const importRow = (row: Raw): DonorImportRow => ({
  ...row,
  mapping: typeof row.mapping === 'string' ? (JSON.parse(row.mapping) as DonorImportMapping) : row.mapping,
  created_at: asDate(row.created_at),
  finished_at: asDateOrNull(row.finished_at),
  undone_at: asDateOrNull(row.undone_at),
});

const columns = sql`id, partner_id, file_name, state, mapping, rows_read, created_count, duplicate_count, invalid_count, error,
  created_at, finished_at, undone_at`;

/**
 * Starts an import of a file, unless the partner already has one of the same file running or done (the
 * partial unique key on the file's hash): then answers undefined, and the caller reads that one.
 */
export async function startImport(
  db: Executor,
  values: {
    partner_id: number;
    created_by_id: number;
    file_name: string;
    file_sha256: string;
    mapping: DonorImportMapping;
    now: Date;
    lease_until: Date;
  },
): Promise<DonorImportRow | undefined> {
  const [row] = await queryRows<Raw>(
    db,
    sql`INSERT INTO donor_imports (partner_id, created_by_id, file_name, file_sha256, mapping, created_at, lease_until)
        VALUES (${values.partner_id}, ${values.created_by_id}, ${values.file_name}, ${values.file_sha256},
          ${JSON.stringify(values.mapping)}::jsonb, ${values.now.toISOString()}::timestamptz, ${values.lease_until.toISOString()}::timestamptz)
        ON CONFLICT (partner_id, file_sha256) WHERE state IN ('running', 'done') DO NOTHING
        RETURNING ${columns}`,
  );
  return row && importRow(row);
}

/** The import of this file that counts (running or done), if any. */
export async function findImportOfFile(db: Executor, partnerId: number, sha256: string): Promise<DonorImportRow | undefined> {
  const [row] = await queryRows<Raw>(
    db,
    sql`SELECT ${columns} FROM donor_imports WHERE partner_id = ${partnerId} AND file_sha256 = ${sha256} AND state IN ('running', 'done')`,
  );
  return row && importRow(row);
}

export async function findImport(db: Executor, partnerId: number, importId: number, lock = false): Promise<DonorImportRow | undefined> {
  const [row] = await queryRows<Raw>(
    db,
    sql`SELECT ${columns} FROM donor_imports WHERE partner_id = ${partnerId} AND id = ${importId} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row && importRow(row);
}

export async function listImports(db: Executor, partnerId: number, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    queryRows<Raw>(
      db,
      sql`SELECT ${columns} FROM donor_imports WHERE partner_id = ${partnerId} ORDER BY id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    ),
    queryRows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM donor_imports WHERE partner_id = ${partnerId}`),
  ]);
  return { rows: rows.map(importRow), total: Number(total?.n ?? 0) };
}

export interface ImportError {
  row_number: number;
  column_name: string;
  message: string;
}

/**
 * One batch's figures and error rows, added to the import's (what GET stats shows while it runs), and its lease
 * renewed. Answers false when the import no longer runs (its lease ran out and it was failed): the caller stops.
 */
export async function recordProgress(
  db: Executor,
  importId: number,
  delta: { rows_read: number; created: number; duplicates: number; invalid: number },
  errors: readonly ImportError[],
  leaseUntil: Date,
): Promise<boolean> {
  if (errors.length > 0) {
    const values = sql.join(
      errors.map((e) => sql`(${importId}::bigint, ${e.row_number}::int, ${e.column_name}, ${e.message})`),
      sql`, `,
    );
    await queryRows(db, sql`INSERT INTO donor_import_errors (import_id, row_number, column_name, message) VALUES ${values}`);
  }
  const [row] = await queryRows<{ state: string }>(
    db,
    sql`UPDATE donor_imports SET rows_read = rows_read + ${delta.rows_read}, created_count = created_count + ${delta.created},
          duplicate_count = duplicate_count + ${delta.duplicates}, invalid_count = invalid_count + ${delta.invalid},
          lease_until = CASE WHEN state = 'running' THEN ${leaseUntil.toISOString()}::timestamptz ELSE lease_until END
        WHERE id = ${importId} RETURNING state`,
  );
  return row?.state === 'running';
}

/**
 * Running imports whose lease ran out before `now` (the server running them went away) become failed, so their
 * file may be uploaded again and what they wrote undone; of one partner, or of all. Answers how many.
 */
export async function failExpiredImports(db: Executor, now: Date, error: string, partnerId?: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE donor_imports SET state = 'failed', error = ${error}, finished_at = ${now.toISOString()}::timestamptz
        WHERE state = 'running' AND lease_until < ${now.toISOString()}::timestamptz
          ${partnerId === undefined ? sql`` : sql`AND partner_id = ${partnerId}`}
        RETURNING id`,
  );
  return rows.length;
}

/** The import ends: done, or failed with the reason. */
export async function finishImport(db: Executor, importId: number, now: Date, error: string | null): Promise<void> {
  await queryRows(
    db,
    sql`UPDATE donor_imports SET state = ${error === null ? 'done' : 'failed'}, error = ${error}, finished_at = ${now.toISOString()}::timestamptz
        WHERE id = ${importId} AND state = 'running'`,
  );
}

/**
 * Undo: deletes exactly the donors this import created, and marks it undone (its file may be imported again).
 * A donor it created who has given since stays, as a donor who gave (the gift would have added it anyway).
 */
export async function undoImport(db: Executor, partnerId: number, importId: number, now: Date): Promise<void> {
  await queryRows(db, sql`DELETE FROM network_donors WHERE partner_id = ${partnerId} AND import_id = ${importId} AND gave_at IS NULL`);
  await queryRows(
    db,
    sql`UPDATE network_donors SET source = 'gave', import_id = NULL WHERE partner_id = ${partnerId} AND import_id = ${importId}`,
  );
  await queryRows(db, sql`UPDATE donor_imports SET state = 'undone', undone_at = ${now.toISOString()}::timestamptz WHERE id = ${importId}`);
}

/** The error rows in file order, batch by batch (keyset on id). */
export async function importErrorsAfter(db: Executor, importId: number, after: number | undefined, limit: number) {
  return queryRows<ImportError & { id: number }>(
    db,
    sql`SELECT id, row_number, column_name, message FROM donor_import_errors
        WHERE import_id = ${importId} ${after === undefined ? sql`` : sql`AND id > ${after}`} ORDER BY id LIMIT ${limit}`,
  );
}
