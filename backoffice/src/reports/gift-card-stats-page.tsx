/** Gift card statistics: the cards created in the range by derived type (the cards themselves are in Gift cards). */
import type { StatsGiftCards } from '@storyfund/shared/contract';
import { formatCents } from '@storyfund/shared/money';
import { FigureTable, ReportPage, Section } from './report-page.js';

export function GiftCardStatsPage() {
  return (
    <ReportPage<StatsGiftCards> title="Gift card stats" report="gift-cards" exportPath="stats/gift-cards/export">
      {(g) => (
        <Section title="Cards created in the period, by type">
          <FigureTable
            label="Gift cards by type"
            head={['Type', 'Cards', 'Loaded', 'Used', 'Expired unused', 'Outstanding']}
            rows={g.by_type.map((t) => [
              t.type,
              t.cards,
              formatCents(t.loaded_cents),
              formatCents(t.used_cents),
              formatCents(t.expired_cents),
              formatCents(t.outstanding_cents),
            ])}
          />
        </Section>
      )}
    </ReportPage>
  );
}
