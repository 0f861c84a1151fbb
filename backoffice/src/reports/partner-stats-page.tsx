/** /partnerstats: partners by what they raised in the range, their active projects and overdue updates. */
import type { StatsPartners } from '@storyfund/shared/contract';
import { formatCents } from '@storyfund/shared/money';
import { FigureTable, ReportPage, Section } from './report-page.js';

export function PartnerStatsPage() {
  return (
    <ReportPage<StatsPartners> title="Partner stats" report="partners" exportPath="stats/partners/export">
      {(p) => (
        <Section title="Partners">
          <FigureTable
            label="Partners"
            head={['Partner', 'Raised', 'Gifts', 'Active projects', 'Updates overdue', 'Rating']}
            rows={p.partners.map((r) => [
              `${r.name} (#${r.partner_id})`,
              formatCents(r.raised_cents),
              r.gifts,
              r.active_projects,
              r.updates_overdue,
              r.rating === null ? 'No reviews yet' : r.rating.toFixed(1),
            ])}
          />
        </Section>
      )}
    </ReportPage>
  );
}
