/** /premiumstats: premium plans do not exist yet (issue #10), so the page says so and shows the zeros the API answers. */
import { Alert } from '@mui/material';
import type { StatsPremium } from '@storyfund/shared/contract';
import { formatCents } from '@storyfund/shared/money';
import { FigureTable, ReportPage, Section } from './report-page.js';

export function PremiumStatsPage() {
  return (
    <ReportPage<StatsPremium> title="Premium stats" report="premium" exportPath="stats/premium/export">
      {(p) => (
        <>
          {p.available ? null : (
            <Alert severity="info">
              Premium plans are not sold yet: subscriptions, recurring revenue, churn and trial conversion will show here once they are.
            </Alert>
          )}
          <Section title="Premium">
            <FigureTable
              label="Premium figures"
              head={['Figure', 'Value']}
              rows={[
                ['Subscriptions', p.subscriptions],
                ['Recurring revenue', formatCents(p.mrr_cents)],
                ['Churned', p.churned],
                ['Trials', p.trials],
                ['Trials converted', p.trials_converted],
              ]}
            />
          </Section>
        </>
      )}
    </ReportPage>
  );
}
