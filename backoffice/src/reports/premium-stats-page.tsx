/**
 * /premiumstats: the premium plans (GET /api/stats/premium): live plans and monthly recurring revenue at the
 * range's end, churn, trial conversion, and the live plans and revenue at each bucket's end.
 */
import { Box } from '@mui/material';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { StatsPremium } from '@storyfund/shared/contract';
import { formatCents } from '@storyfund/shared/money';
import { FigureTable, ReportPage, Section } from './report-page.js';

const conversion = (p: StatsPremium) => (p.trials === 0 ? 'No trials begun' : `${((p.trials_converted / p.trials) * 100).toFixed(1)} %`);

export function PremiumStatsPage() {
  return (
    <ReportPage<StatsPremium> title="Premium stats" report="premium" exportPath="stats/premium/export">
      {(p) => (
        <>
          <Section title="Premium">
            <FigureTable
              label="Premium figures"
              head={['Figure', 'Value']}
              rows={[
                ['Live plans at the end of the range', p.subscriptions],
                ['Monthly recurring revenue', formatCents(p.mrr_cents)],
                ['Plans ended in the range', p.churned],
                ['Trials begun in the range', p.trials],
                ['Trials converted to paid', p.trials_converted],
                ['Trial conversion', conversion(p)],
              ]}
            />
          </Section>
          <Section title="Live plans and recurring revenue over time">
            <Box
              sx={{ height: 260 }}
              role="img"
              aria-label="Line chart of live premium plans and monthly recurring revenue in dollars by period"
            >
              <ResponsiveContainer>
                <LineChart data={p.series.map((s) => ({ period: s.period, Plans: s.subscriptions, MRR: s.mrr_cents / 100 }))}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="period" />
                  <YAxis yAxisId="mrr" />
                  <YAxis yAxisId="plans" orientation="right" allowDecimals={false} />
                  <Tooltip />
                  <Legend />
                  <Line yAxisId="mrr" type="monotone" dataKey="MRR" stroke="#1565c0" dot={false} />
                  <Line yAxisId="plans" type="monotone" dataKey="Plans" stroke="#2e7d32" dot={false} />
                </LineChart>
              </ResponsiveContainer>
            </Box>
          </Section>
          <Section title="By period">
            <FigureTable
              label="Live plans by period"
              head={['Period', 'Live plans', 'Monthly recurring revenue']}
              rows={p.series.map((s) => [s.period, s.subscriptions, formatCents(s.mrr_cents)])}
            />
          </Section>
        </>
      )}
    </ReportPage>
  );
}
