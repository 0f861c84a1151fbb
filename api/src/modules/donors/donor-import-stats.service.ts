import type { DonorImport, DonorImportList, DonorImportListQuery } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/access.js';
import { csvFilename, keysetBatches, type CsvExport } from '../../lib/csv.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import * as repo from './donor-imports.repository.js';
import { failExpiredImports, importView } from './donor-import.service.js';
import { requirePartnerAccount } from './donors.service.js';

/**
 * Reading and undoing donor imports (docs/api-donors.md). Reading them needs no premium plan: a partner whose
 * plan ended still sees, and may undo, what it imported. Each read first fails the partner's imports whose
 * lease ran out (cut by a crash), so they show as failed and may be undone.
 */

/** GET users/{id}/donor-import/stats: the partner's imports with their figures, newest first (the screen polls it). */
export async function listImports(
  ctx: AppContext,
  caller: Caller,
  partnerId: number,
  query: DonorImportListQuery,
): Promise<DonorImportList> {
  await requirePartnerAccount(ctx, caller, partnerId);
  await failExpiredImports(ctx, ctx.clock.now(), partnerId);
  const { rows, total } = await repo.listImports(ctx.db, partnerId, query);
  return { data: rows.map((row) => importView(row)), total };
}

/** GET users/{id}/donor-import/{import_id}/stats: one import's figures. */
export async function getImport(ctx: AppContext, caller: Caller, partnerId: number, importId: number): Promise<DonorImport> {
  await requirePartnerAccount(ctx, caller, partnerId);
  await failExpiredImports(ctx, ctx.clock.now(), partnerId);
  const row = await repo.findImport(ctx.db, partnerId, importId);
  if (!row) throw new NotFoundError('Import not found');
  return importView(row);
}

/**
 * DELETE users/{id}/donor-import/{import_id}: undoes one import exactly, deleting the donors it created and no
 * other; a running import cannot be undone yet (409), an undone one answers as it is.
 */
export async function undoImport(ctx: AppContext, caller: Caller, partnerId: number, importId: number): Promise<DonorImport> {
  await requirePartnerAccount(ctx, caller, partnerId);
  await failExpiredImports(ctx, ctx.clock.now(), partnerId);
  return ctx.transaction(async (tx) => {
    const row = await repo.findImport(tx, partnerId, importId, true);
    if (!row) throw new NotFoundError('Import not found');
    if (row.state === 'running') throw new ConflictError('This import is still running; undo it once it has finished');
    if (row.state !== 'undone') await repo.undoImport(tx, partnerId, importId, ctx.clock.now());
    return importView((await repo.findImport(tx, partnerId, importId))!);
  });
}

/** GET users/{id}/donor-import/{import_id}/errors: the error report, a CSV of row number, column and message. */
export async function importErrorReport(
  ctx: AppContext,
  caller: Caller,
  partnerId: number,
  importId: number,
): Promise<CsvExport<repo.ImportError & { id: number }>> {
  await requirePartnerAccount(ctx, caller, partnerId);
  const row = await repo.findImport(ctx.db, partnerId, importId);
  if (!row) throw new NotFoundError('Import not found');
  return {
    filename: csvFilename(`donor-import-${importId}-errors`),
    columns: [
      { header: 'row', value: (e) => e.row_number },
      { header: 'column', value: (e) => e.column_name },
      { header: 'message', value: (e) => e.message },
    ],
    batches: keysetBatches<repo.ImportError & { id: number }, number>(
      (after, limit) => repo.importErrorsAfter(ctx.db, importId, after, limit),
      (e) => e.id,
    ),
  };
}
