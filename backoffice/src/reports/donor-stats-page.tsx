/**
 * /donorstats: donors by period (new against returning), the top donors, cohorts by month of first gift, and
 * every donor's lifetime given stats on a data grid (the Donors' given stats table, paged and sorted on the server).
 */
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { StatsDonors, StatsRetention } from '@storyfund/shared/contract';
import { formatCents } from '@storyfund/shared/money';
import type { StoryfundDataProvider } from '../providers/data-provider.js';
import type { ReportRange } from '../components/date-range.js';
import { FigureTable, ReportPage, Section } from './report-page.js';
import { DonorGivenGrid } from '../components/donor-given-grid.js';
import { ExportCsvButton } from '../components/export-csv-button.js';

function Cohorts({ range }: { range: ReportRange }) {
  const dataProvider = useDataProvider<StoryfundDataProvider>();
  const [retention, setRetention] = useState<StatsRetention>();
  const { datestart, dateend, bucket } = range;
  useEffect(() => {
    let live = true;
    void dataProvider.getStats<StatsRetention>('retention', { datestart, dateend, bucket }).then(({ data }) => live && setRetention(data));
    return () => {
      live = false;
    };
  }, [dataProvider, datestart, dateend, bucket]);
  if (!retention) return null;
  return (
    <Section title="Retention: donors by the month of their first gift, giving again month by month">
      <FigureTable
        label="Cohorts"
        head={['First gift', 'Donors', ...Array.from({ length: 11 }, (_, i) => `+${i + 1} mo`)]}
        rows={retention.cohorts.map((c) => [c.cohort, c.donors, ...c.months.slice(1)])}
      />
    </Section>
  );
}

export function DonorStatsPage() {
  return (
    <ReportPage<StatsDonors> title="Donor stats" report="donors" exportPath="stats/donors/export">
      {(d, range) => (
        <>
          <Section title="Donors by period">
            <FigureTable
              label="Donors by period"
              head={['Period', 'Donors', 'New', 'Returning']}
              rows={d.series.filter((s) => s.donors > 0).map((s) => [s.period, s.donors, s.new_donors, s.returning_donors])}
            />
          </Section>
          <Section title="Top donors">
            <FigureTable
              label="Top donors"
              head={['Donor', 'Gifts', 'Given']}
              rows={d.top_donors.map((t) => [`${t.name} (#${t.donor_id})`, t.gifts, formatCents(t.amount_cents)])}
            />
          </Section>
          <Cohorts range={range} />
          <Section title="Donors' given stats (lifetime)">
            <ExportCsvButton path="admin/donors/export" query={{}} label="Export donors' given stats CSV" />
            <DonorGivenGrid />
          </Section>
        </>
      )}
    </ReportPage>
  );
}
