import type { OverviewFigures, StatsQuery, StatsTableReport } from '@storyfund/shared/contract';
import { centsToDollars } from '@storyfund/shared/money';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/access.js';
import { csvFilename, keysetBatches, type CsvExport } from '../../lib/csv.js';
import * as repo from './stats-export.repository.js';
import { n, resolve } from './stats-range.js';
import { donors, retention } from './stats-donors.service.js';
import { giftCards } from './stats-gift-cards.service.js';
import { premium } from './stats-premium.service.js';
import { office, overview } from './stats-gifts.service.js';
import { partners, projects, staffPicks } from './stats-projects.service.js';
import { grow, signups } from './stats-signups.service.js';

/** The reports' CSV exports (docs/api-stats.md, architecture.md "CSV exports"). */

const dollars = (cents: number) => centsToDollars(n(cents));

/** GET /stats/gifts/export: every succeeded gift of the range, oldest first, as CSV (streamed in keyset batches). */
export function exportGifts(ctx: AppContext, caller: Caller, query: StatsQuery): CsvExport<repo.GiftExportRow> {
  const { range, days } = resolve(ctx, caller, query);
  return {
    filename: csvFilename('gifts', range),
    columns: [
      { header: 'gift_id', value: (g) => n(g.id) },
      { header: 'date_utc', value: (g) => g.gift_at },
      { header: 'project_id', value: (g) => n(g.project_id) },
      { header: 'project', value: (g) => g.project },
      { header: 'recipient_id', value: (g) => n(g.recipient_id) },
      { header: 'donor_id', value: (g) => n(g.donor_id) },
      { header: 'donor', value: (g) => g.donor },
      { header: 'amount_usd', value: (g) => dollars(g.amount_cents) },
      { header: 'tip_usd', value: (g) => dollars(g.tip_cents) },
      { header: 'platform_fee_usd', value: (g) => dollars(g.platform_fee_cents) },
      { header: 'card_fee_usd', value: (g) => dollars(g.stripe_fee_cents) },
      { header: 'processor_fee_usd', value: (g) => dollars(g.processor_fee_cents) },
      { header: 'net_to_recipient_usd', value: (g) => dollars(n(g.amount_cents) - n(g.platform_fee_cents) - n(g.stripe_fee_cents)) },
      { header: 'gift_card_usd', value: (g) => dollars(g.gift_card_cents) },
      { header: 'monthly', value: (g) => g.monthly_gift },
      { header: 'anonymous', value: (g) => g.anonymous },
    ],
    batches: keysetBatches(
      (after: repo.GiftExportKey | undefined, limit) => repo.giftsAfter(ctx.db, days, after, limit),
      repo.giftExportKey,
    ),
  };
}

type Cell = string | number | boolean | null;

/** A report's main table as rows of plain cells (nested lists such as a cohort's months become columns). */
async function reportTable(ctx: AppContext, caller: Caller, report: StatsTableReport, query: StatsQuery): Promise<Record<string, Cell>[]> {
  switch (report) {
    case 'overview': {
      const o = await overview(ctx, caller, query);
      return Object.keys(o.current).map((key) => ({
        figure: key,
        current: o.current[key as keyof OverviewFigures],
        previous: o.previous[key as keyof OverviewFigures],
      }));
    }
    case 'donors': {
      const d = await donors(ctx, caller, query);
      return d.series;
    }
    case 'retention': {
      const r = await retention(ctx, caller, query);
      return r.cohorts.map((c) => ({
        cohort: c.cohort,
        donors: c.donors,
        ...Object.fromEntries(c.months.map((m, i) => [`month_${i}`, m])),
      }));
    }
    case 'partners':
      return (await partners(ctx, caller, query)).partners;
    case 'projects':
      return (await projects(ctx, caller, query)).series;
    case 'staff-picks':
      return (await staffPicks(ctx, caller, query)).picks;
    case 'gift-cards':
      return (await giftCards(ctx, caller, query)).by_type;
    case 'signups':
      return (await signups(ctx, caller, query)).series;
    case 'grow': {
      const g = await grow(ctx, caller, query);
      return [...g.sources, { source: 'total', signups: g.funnel.signups, first_gift: g.funnel.first_gift, repeat: g.funnel.repeat }];
    }
    case 'premium':
      return (await premium(ctx, caller, query)).series;
    case 'office': {
      const money = await office(ctx, caller, query);
      return Object.entries(money)
        .filter(([figure]) => figure !== 'range')
        .map(([figure, cents]) => ({ figure, cents: cents as number }));
    }
  }
}

/** GET /stats/{report}/export: the report's table for the range as CSV (a few hundred rows at most). */
export async function exportReport(
  ctx: AppContext,
  caller: Caller,
  report: StatsTableReport,
  query: StatsQuery,
): Promise<CsvExport<Record<string, Cell>>> {
  const { range } = resolve(ctx, caller, query);
  const rows = await reportTable(ctx, caller, report, query);
  const headers = rows.length > 0 ? Object.keys(rows[0]!) : ['none'];
  return {
    filename: csvFilename(report, range),
    columns: headers.map((header) => ({ header, value: (row: Record<string, Cell>) => row[header] })),
    batches: (async function* () {
      yield rows;
    })(),
  };
}
