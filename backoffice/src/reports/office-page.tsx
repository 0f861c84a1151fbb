/** /office: the platform's money over the range, read from the ledger (GET /api/stats/office). */
import type { StatsOffice } from '@storyfund/shared/contract';
import { formatCents } from '@storyfund/shared/money';
import { FigureTable, ReportPage, Section } from './report-page.js';

export function OfficePage() {
  return (
    <ReportPage<StatsOffice> title="Office" report="office" exportPath="stats/office/export">
      {(o) => (
        <Section title="Platform money (from the ledger)">
          <FigureTable
            label="Platform money"
            head={['Figure', 'Amount']}
            rows={[
              ['Raised for projects', formatCents(o.raised_cents)],
              ['Tips', formatCents(o.tip_cents)],
              ['Platform fees', formatCents(o.platform_fee_cents)],
              ['Card fees charged to recipients', formatCents(o.card_fee_cents)],
              ['Processor fees', formatCents(o.processor_fee_cents)],
              ['Platform net (tips + fees + card fees − processor fees)', formatCents(o.platform_net_cents)],
              ['Owed to partners (raised − fees)', formatCents(o.owed_to_partners_cents)],
            ]}
          />
        </Section>
      )}
    </ReportPage>
  );
}
