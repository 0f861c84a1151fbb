/** /office: the platform's money over the range, read from the ledger (GET /api/stats/office). */
import type { StatsOffice } from '@storyfund/shared/contract';
import { formatCents } from '@storyfund/shared/money';
import { FigureTable, ReportPage, Section } from './report-page.js';

/** The page's two tables: the gifts' money (the ledger's gift journals), then everything the platform keeps. */
function officeTables(o: StatsOffice): { title: string; rows: [string, string][] }[] {
  return [
    {
      title: 'Gifts (from the ledger)',
      rows: [
        ['Raised for projects', formatCents(o.raised_cents)],
        ['Tips', formatCents(o.tip_cents)],
        ['Platform fees', formatCents(o.platform_fee_cents)],
        ['Card fees charged to recipients', formatCents(o.card_fee_cents)],
        ['Processor fees', formatCents(o.processor_fee_cents)],
        ['Platform net on gifts (tips + fees + card fees − processor fees)', formatCents(o.platform_net_cents)],
        ['Owed to partners (raised − fees)', formatCents(o.owed_to_partners_cents)],
      ],
    },
    {
      title: 'All platform money',
      rows: [
        ['Platform net on gifts', formatCents(o.platform_net_cents)],
        ['Premium plans, after processor fees', formatCents(o.premium_cents)],
        ['Canceled bought gift cards, kept', formatCents(o.gift_card_breakage_cents)],
        ['Less: processor fees kept on refunds', formatCents(o.refund_fee_cents)],
        ['Less: processor fees on bought gift cards', formatCents(o.gift_card_fee_cents)],
        ['Less: promotional gift cards given', formatCents(o.promotion_cents)],
        ['Platform total', formatCents(o.platform_total_cents)],
        ['Processor fees, every purpose', formatCents(o.processor_fee_total_cents)],
      ],
    },
  ];
}

export function OfficePage() {
  return (
    <ReportPage<StatsOffice> title="Office" report="office" exportPath="stats/office/export">
      {(o) => (
        <>
          {officeTables(o).map((table) => (
            <Section key={table.title} title={table.title}>
              <FigureTable label={table.title} head={['Figure', 'Amount']} rows={table.rows} />
            </Section>
          ))}
        </>
      )}
    </ReportPage>
  );
}
