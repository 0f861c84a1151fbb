import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { parse, type Info } from 'csv-parse';
import type { DonorImport, DonorImportMapping } from '@storyfund/shared/contract';
import { isPremiumPartner } from '@storyfund/shared/constants';
import {
  DONOR_IMPORT_FIELDS,
  DONOR_IMPORT_PREMIUM_MESSAGE,
  normaliseEmail,
  validateNetworkDonor,
  type DonorImportField,
} from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/access.js';
import { ConflictError, ForbiddenError, ValidationError } from '../../lib/errors.js';
import { spoolCsv } from './csv-spool.js';
import * as repo from './donor-imports.repository.js';
import { insertImportedDonors, type NewDonor } from './donors.repository.js';
import { requirePartnerAccount } from './donors.service.js';

/** Rows per multi-row INSERT (and per progress step): 4 parameters a row, far below PostgreSQL's 65,535. */
const BATCH_ROWS = 1000;

/** One part of the multipart body, as the route hands it over. */
export interface ImportPart {
  type: 'file' | 'field';
  fieldname: string;
  filename?: string;
  file?: Readable;
}

const ONE_FILE_FIELD = 'Send exactly one CSV file, in a form field named "file"';

export function importView(row: repo.DonorImportRow, alreadyImported = false): DonorImport {
  return {
    id: row.id,
    partner_id: row.partner_id,
    file_name: row.file_name,
    state: row.state,
    mapping: row.mapping,
    rows_read: row.rows_read,
    created: row.created_count,
    duplicates: row.duplicate_count,
    invalid: row.invalid_count,
    error: row.error,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    undone_at: row.undone_at?.toISOString() ?? null,
    already_imported: alreadyImported,
  };
}

async function premiumPartner(ctx: AppContext, caller: Caller, partnerId: number) {
  const access = await requirePartnerAccount(ctx, caller, partnerId);
  if (!isPremiumPartner({ is_partner: true, is_premium: access.partner.is_premium }))
    throw new ForbiddenError(DONOR_IMPORT_PREMIUM_MESSAGE);
  return access;
}

type Row = { record: string[]; info: Info };

/** csv-parse's own errors (CSV_QUOTE_NOT_CLOSED, ...): the file is at fault, not the server. */
const isCsvError = (err: unknown): err is Error => err instanceof Error && 'code' in err && String(err.code).startsWith('CSV_');

/** The header's column index of each mapped field; 422 on the mapping fields the header does not have. */
function columnIndexes(header: readonly string[], mapping: DonorImportMapping): Record<DonorImportField, number> {
  const cells = header.map((cell) => cell.trim());
  const errors: Record<string, string[]> = {};
  const indexes = {} as Record<DonorImportField, number>;
  for (const field of DONOR_IMPORT_FIELDS) {
    const index = cells.indexOf(mapping[`${field}_column`].trim());
    if (index < 0) errors[`${field}_column`] = [`The file has no column "${mapping[`${field}_column`]}"`];
    indexes[field] = index;
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return indexes;
}

/**
 * POST users/{id}/donor-import (premium partners; docs/api-donors.md): the CSV is spooled and hashed, its header
 * checked against the mapping, then parsed as a stream and written in batches. The same file again (even at
 * the same moment) answers the import that has it, 200 with `already_imported`, and changes nothing.
 */
export async function importDonors(
  ctx: AppContext,
  caller: Caller,
  partnerId: number,
  mapping: DonorImportMapping,
  parts: AsyncIterable<ImportPart>,
): Promise<{ statusCode: 200 | 201; body: DonorImport }> {
  const { actor } = await premiumPartner(ctx, caller, partnerId);
  let spooled: { path: string; sha256: string; name: string } | undefined;
  let extra = false;
  try {
    for await (const part of parts) {
      if (part.type === 'file' && part.fieldname === 'file' && !spooled && part.file) {
        const file = part.file;
        const saved = await spoolCsv(file).catch((err: unknown) => {
          file.resume(); // let the rest of the request through, so the refusal can be read
          throw err;
        });
        spooled = { ...saved, name: part.filename || 'donors.csv' };
      } else {
        extra = true;
        part.file?.resume();
      }
    }
    if (!spooled || extra) throw new ValidationError({ file: [ONE_FILE_FIELD] });
    return await importFile(ctx, actor.id, partnerId, mapping, spooled);
  } finally {
    if (spooled) await rm(spooled.path, { force: true });
  }
}

async function importFile(
  ctx: AppContext,
  actorId: number,
  partnerId: number,
  mapping: DonorImportMapping,
  file: { path: string; sha256: string; name: string },
): Promise<{ statusCode: 200 | 201; body: DonorImport }> {
  const parser = createReadStream(file.path).pipe(parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true }));
  const rows = parser[Symbol.asyncIterator]() as AsyncIterator<Row>;
  try {
    const first = await rows.next().catch(() => ({ done: true as const, value: undefined }));
    if (first.done) throw new ValidationError({ file: ['The file has no header row, or is not a CSV file'] });
    const indexes = columnIndexes(first.value.record, mapping);
    // An import of this partner cut by a crash no longer holds its file (its lease ran out).
    await failExpiredImports(ctx, ctx.clock.now(), partnerId);
    const now = ctx.clock.now();
    const started = await repo.startImport(ctx.db, {
      partner_id: partnerId,
      created_by_id: actorId,
      file_name: file.name.slice(0, 255),
      file_sha256: file.sha256,
      mapping,
      now,
      lease_until: leaseEnd(now),
    });
    if (!started) {
      const existing = await repo.findImportOfFile(ctx.db, partnerId, file.sha256);
      if (!existing) throw new ConflictError('This file is being imported; try again in a moment');
      return { statusCode: 200, body: importView(existing, true) };
    }
    try {
      await runImport(ctx, started, rows, indexes, actorId);
      await repo.finishImport(ctx.db, started.id, ctx.clock.now(), null);
    } catch (err) {
      // A failed import keeps what it wrote (undo removes it) and frees its file for another upload.
      const badCsv = isCsvError(err);
      await repo.finishImport(
        ctx.db,
        started.id,
        ctx.clock.now(),
        badCsv ? `The file is not valid CSV: ${err.message}` : 'The import stopped on an error',
      );
      if (!badCsv) throw err;
    }
    return { statusCode: 201, body: importView((await repo.findImport(ctx.db, partnerId, started.id))!) };
  } finally {
    parser.destroy();
  }
}

/** Reads the rows after the header: each valid, new email joins a batch; the rest go to the error report. */
async function runImport(
  ctx: AppContext,
  row: repo.DonorImportRow,
  rows: AsyncIterator<Row>,
  indexes: Record<DonorImportField, number>,
  actorId: number,
) {
  const seen = new Map<string, number>();
  const column = (field: DonorImportField) => row.mapping[`${field}_column`];
  let batch: (NewDonor & { row: number })[] = [];
  let errors: repo.ImportError[] = [];
  let counts = { rows_read: 0, invalid: 0, duplicates: 0 };
  let running = true;
  const flush = async () => {
    // Sorted by email, so two imports writing the same emails lock them in one order (no deadlock).
    batch.sort((a, b) => (a.email_normalized < b.email_normalized ? -1 : a.email_normalized > b.email_normalized ? 1 : 0));
    await ctx.transaction(async (tx) => {
      const created = await insertImportedDonors(tx, batch, {
        partner_id: row.partner_id,
        import_id: row.id,
        added_by_id: actorId,
        now: ctx.clock.now(),
      });
      const existing = batch.filter((donor) => !created.has(donor.email_normalized));
      for (const donor of existing)
        errors.push({ row_number: donor.row, column_name: column('email'), message: 'Already a donor in your network' });
      errors.sort((a, b) => a.row_number - b.row_number);
      running = await repo.recordProgress(
        tx,
        row.id,
        { ...counts, duplicates: counts.duplicates + existing.length, created: created.size },
        errors,
        leaseEnd(ctx.clock.now()),
      );
    });
    batch = [];
    errors = [];
    counts = { rows_read: 0, invalid: 0, duplicates: 0 };
  };
  const read = async () => {
    try {
      return await rows.next();
    } catch (err) {
      await flush(); // the rows before a CSV error are kept (and counted), as an undo can remove them
      throw err;
    }
  };
  for (let next = await read(); !next.done; next = await read()) {
    const { record, info } = next.value;
    const line = info.lines;
    counts.rows_read += 1;
    const input = {
      first_name: record[indexes.first_name] ?? '',
      last_name: record[indexes.last_name] ?? '',
      email: record[indexes.email] ?? '',
    };
    const invalid = validateNetworkDonor(input);
    if (invalid) {
      counts.invalid += 1;
      for (const field of DONOR_IMPORT_FIELDS) {
        for (const message of invalid[field] ?? []) errors.push({ row_number: line, column_name: column(field), message });
      }
    } else {
      const email = normaliseEmail(input.email);
      const firstRow = seen.get(email);
      if (firstRow !== undefined) {
        counts.duplicates += 1;
        errors.push({ row_number: line, column_name: column('email'), message: `Duplicate of row ${firstRow} in this file` });
      } else {
        seen.set(email, line);
        batch.push({
          row: line,
          first_name: input.first_name.trim(),
          last_name: input.last_name.trim(),
          email: input.email.trim(),
          email_normalized: email,
        });
      }
    }
    if (counts.rows_read >= BATCH_ROWS) await flush();
    // Failed meanwhile (this server was too slow to renew the lease): stop; undo removes what it wrote.
    if (!running) return;
  }
  await flush();
}

/**
 * A running import's lease: renewed after every batch (a batch takes well under a second), so an import still
 * `running` past its lease was cut by a crash. It is then failed, with this reason, on the partner's next upload
 * or stats read, or by the periodic job `donor-import-leases`.
 */
export const IMPORT_LEASE_MS = 5 * 60_000;
const leaseEnd = (now: Date) => new Date(now.getTime() + IMPORT_LEASE_MS);
const LEASE_EXPIRED = 'The import stopped before the end (its server went away): undo it, or upload the file again';

/** Fails the running imports whose lease ran out (one partner's, or all: the periodic job). Answers how many. */
export function failExpiredImports(ctx: AppContext, now: Date, partnerId?: number): Promise<number> {
  return repo.failExpiredImports(ctx.db, now, LEASE_EXPIRED, partnerId);
}
