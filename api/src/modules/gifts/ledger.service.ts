import type { Executor } from '../../db/client.js';
import * as repo from './ledger.repository.js';

/**
 * The ledger check (docs/decisions.md "Giving"): the whole ledger sums to zero, every journal and every
 * gift's entries balance, every succeeded gift has its entries, every project's amount_raised_cents
 * equals the balance of its `project:{id}` account, and the daily rollup /office reads (ledger_day_balances)
 * equals the entries day by day and account by account. Lists are cut at 100 items each.
 */
export interface LedgerReport {
  ok: boolean;
  entries: number;
  total_cents: number;
  unbalanced_journals: { journal: string; sum_cents: number }[];
  unbalanced_gifts: { gift_id: number; sum_cents: number }[];
  gifts_without_entries: number[];
  project_mismatches: { project_id: number; amount_raised_cents: number; ledger_cents: number }[];
  day_mismatches: { day: string; account: string; ledger_cents: number; rollup_cents: number }[];
}

export async function checkLedger(db: Executor): Promise<LedgerReport> {
  const { entries, total_cents } = await repo.ledgerTotals(db);
  const unbalanced_journals = await repo.unbalancedJournals(db);
  const unbalanced_gifts = await repo.unbalancedGifts(db);
  const gifts_without_entries = await repo.giftsWithoutEntries(db);
  const project_mismatches = await repo.projectMismatches(db);
  const day_mismatches = await repo.dayBalanceMismatches(db);
  const ok =
    total_cents === 0 &&
    unbalanced_journals.length === 0 &&
    unbalanced_gifts.length === 0 &&
    gifts_without_entries.length === 0 &&
    project_mismatches.length === 0 &&
    day_mismatches.length === 0;
  return { ok, entries, total_cents, unbalanced_journals, unbalanced_gifts, gifts_without_entries, project_mismatches, day_mismatches };
}

export const journalEntries = repo.journalEntries;

/** The platform's money over a period, read from the ledger (entries dated when posted; whole UTC days from its daily rollup): /office. */
export interface PlatformMoney {
  /** The gifts' money: the same figures as /stats's for the same range (docs/api-stats.md "office"). */
  raised_cents: number;
  tip_cents: number;
  platform_fee_cents: number;
  card_fee_cents: number;
  processor_fee_cents: number;
  owed_to_partners_cents: number;
  platform_net_cents: number;
  /** The rest of the platform's money. */
  refund_fee_cents: number;
  premium_cents: number;
  premium_processor_fee_cents: number;
  gift_card_fee_cents: number;
  gift_card_breakage_cents: number;
  promotion_cents: number;
  processor_fee_total_cents: number;
  platform_total_cents: number;
}

/**
 * From the journals' accounts (ledger.repository.ts `balancesByKind`: `platform:*` and `processor:*` apart, the
 * others by kind). The gifts: raised is `project:*`; what recipients pay in fees is `-project_fees:*` (the
 * platform fee plus the card fee charged to them); owed to partners is raised less those fees; the platform keeps
 * its tips, its fees and what it charged for cards less what the processor took (`platform:card_fees_absorbed`,
 * negative when it bore the card fee). `processor:fees` holds every purpose's fee, so the gifts' is what is left
 * of it once premium payments' (`-premium_buyer` less `platform:premium`), gift card purchases'
 * (`platform:gift_card_fees`) and the fees kept on refunds (`platform:refund_fees`) are taken out. Everything
 * the platform keeps, all purposes, is the sum of the `platform:*` accounts.
 */
export async function platformMoney(db: Executor, from: Date, to: Date): Promise<PlatformMoney> {
  const rows = await repo.balancesByKind(db, from, to);
  const of = (account: string) => rows.filter((r) => r.account === account).reduce((sum, r) => sum + Number(r.cents), 0);
  /** An account's balance with its sign turned (0 - x: never -0). */
  const negated = (account: string) => 0 - of(account);
  const raised = of('project');
  const withheld = negated('project_fees');
  const platformFees = of('platform:fees');
  const tips = of('platform:tips');
  const absorbed = of('platform:card_fees_absorbed');
  const premium = of('platform:premium');
  const premiumFees = negated('premium_buyer') - premium;
  const giftCardFees = negated('platform:gift_card_fees');
  const refundFees = negated('platform:refund_fees');
  const given = negated('platform:promotions');
  const processorFees = of('processor:fees');
  const platformTotal = rows.filter((r) => r.account.startsWith('platform:')).reduce((sum, r) => sum + Number(r.cents), 0);
  const money: PlatformMoney = {
    raised_cents: raised,
    tip_cents: tips,
    platform_fee_cents: platformFees,
    card_fee_cents: withheld - platformFees,
    processor_fee_cents: processorFees - premiumFees - giftCardFees - refundFees,
    owed_to_partners_cents: raised - withheld,
    platform_net_cents: tips + platformFees + absorbed,
    refund_fee_cents: refundFees,
    premium_cents: premium,
    premium_processor_fee_cents: premiumFees,
    gift_card_fee_cents: giftCardFees,
    gift_card_breakage_cents: of('platform:gift_card_breakage'),
    promotion_cents: given,
    processor_fee_total_cents: processorFees,
    platform_total_cents: platformTotal,
  };
  return money;
}
