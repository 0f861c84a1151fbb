import type { Executor } from '../../db/client.js';
import * as repo from './ledger.repository.js';

/**
 * The ledger check (docs/decisions.md "Giving"): the whole ledger sums to zero, every journal and every
 * gift's entries balance, every succeeded gift has its entries, and every project's amount_raised_cents
 * equals the balance of its `project:{id}` account. Lists are cut at 100 items each.
 */
export interface LedgerReport {
  ok: boolean;
  entries: number;
  total_cents: number;
  unbalanced_journals: { journal: string; sum_cents: number }[];
  unbalanced_gifts: { gift_id: number; sum_cents: number }[];
  gifts_without_entries: number[];
  project_mismatches: { project_id: number; amount_raised_cents: number; ledger_cents: number }[];
}

export async function checkLedger(db: Executor): Promise<LedgerReport> {
  const { entries, total_cents } = await repo.ledgerTotals(db);
  const unbalanced_journals = await repo.unbalancedJournals(db);
  const unbalanced_gifts = await repo.unbalancedGifts(db);
  const gifts_without_entries = await repo.giftsWithoutEntries(db);
  const project_mismatches = await repo.projectMismatches(db);
  const ok =
    total_cents === 0 &&
    unbalanced_journals.length === 0 &&
    unbalanced_gifts.length === 0 &&
    gifts_without_entries.length === 0 &&
    project_mismatches.length === 0;
  return { ok, entries, total_cents, unbalanced_journals, unbalanced_gifts, gifts_without_entries, project_mismatches };
}

export const journalEntries = repo.journalEntries;
