/**
 * /stats: the KPIs with the change against the previous period; gifts and amount over time; one-time against
 * monthly; monthly recurring revenue; new against returning donors; tips, platform fees and card fees.
 * Exports every gift of the range (GET /api/stats/gifts/export).
 */
import { useEffect, useState } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useDataProvider } from 'react-admin';
import type { StatsDonors, StatsGifts, StatsOverview } from '@storyfund/shared/contract';
import { formatCents } from '@storyfund/shared/money';
import type { StoryfundDataProvider } from '../providers/data-provider.js';
import { FigureTable, ReportPage, Section } from './report-page.js';
import type { ReportRange } from '../components/date-range.js';
import { changeText } from './report-format.js';

const dollars = (cents: number) => cents / 100;

function Kpi({ label, value, change }: { label: string; value: string; change: string }) {
  return (
    <Card sx={{ flex: '1 1 160px' }}>
      <CardContent>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="h6" component="p">
          {value}
        </Typography>
        <Typography variant="body2">{change}</Typography>
      </CardContent>
    </Card>
  );
}

/** The gifts and donors series of the range (two more calls, in step with the overview). */
function Charts({ range }: { range: ReportRange }) {
  const dataProvider = useDataProvider<StoryfundDataProvider>();
  const [series, setSeries] = useState<{ gifts: StatsGifts; donors: StatsDonors }>();
  const { datestart, dateend, bucket } = range;
  useEffect(() => {
    let live = true;
    void Promise.all([
      dataProvider.getStats<StatsGifts>('gifts', { datestart, dateend, bucket }),
      dataProvider.getStats<StatsDonors>('donors', { datestart, dateend, bucket }),
    ]).then(([gifts, donors]) => live && setSeries({ gifts: gifts.data, donors: donors.data }));
    return () => {
      live = false;
    };
  }, [dataProvider, datestart, dateend, bucket]);
  if (!series) return null;
  const points = series.gifts.series.map((s) => ({
    period: s.period,
    Gifts: s.gifts,
    Amount: dollars(s.amount_cents),
    'One-time': dollars(s.one_time_amount_cents),
    Monthly: dollars(s.monthly_amount_cents),
  }));
  const donors = series.donors.series.map((s) => ({ period: s.period, New: s.new_donors, Returning: s.returning_donors }));
  return (
    <>
      <Section title="Gifts and amount over time">
        <Box sx={{ height: 260 }} role="img" aria-label="Line chart of gifts and amount in dollars by period">
          <ResponsiveContainer>
            <LineChart data={points}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="period" />
              <YAxis yAxisId="amount" />
              <YAxis yAxisId="gifts" orientation="right" allowDecimals={false} />
              <Tooltip />
              <Legend />
              <Line yAxisId="amount" type="monotone" dataKey="Amount" stroke="#1565c0" dot={false} />
              <Line yAxisId="gifts" type="monotone" dataKey="Gifts" stroke="#2e7d32" dot={false} />
            </LineChart>
          </ResponsiveContainer>
        </Box>
      </Section>
      <Section title="One-time against monthly (dollars)">
        <Box sx={{ height: 240 }} role="img" aria-label="Stacked bar chart of one-time and monthly amounts by period">
          <ResponsiveContainer>
            <BarChart data={points}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="period" />
              <YAxis />
              <Tooltip />
              <Legend />
              <Bar dataKey="One-time" stackId="a" fill="#1565c0" />
              <Bar dataKey="Monthly" stackId="a" fill="#6a1b9a" />
            </BarChart>
          </ResponsiveContainer>
        </Box>
      </Section>
      <Section title="New against returning donors">
        <Box sx={{ height: 240 }} role="img" aria-label="Stacked bar chart of new and returning donors by period">
          <ResponsiveContainer>
            <BarChart data={donors}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="period" />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Legend />
              <Bar dataKey="New" stackId="d" fill="#2e7d32" />
              <Bar dataKey="Returning" stackId="d" fill="#ef6c00" />
            </BarChart>
          </ResponsiveContainer>
        </Box>
      </Section>
      <Section title="By period">
        <FigureTable
          label="Gifts by period"
          head={['Period', 'Gifts', 'Amount', 'One-time', 'Monthly', 'Tips', 'Platform fees', 'Card fees']}
          rows={series.gifts.series
            .filter((s) => s.gifts > 0)
            .map((s) => [
              s.period,
              s.gifts,
              formatCents(s.amount_cents),
              formatCents(s.one_time_amount_cents),
              formatCents(s.monthly_amount_cents),
              formatCents(s.tip_cents),
              formatCents(s.platform_fee_cents),
              formatCents(s.card_fee_cents),
            ])}
        />
      </Section>
    </>
  );
}

export function StatsPage() {
  return (
    <ReportPage<StatsOverview> title="Stats" report="overview" exportPath="stats/gifts/export">
      {(o, range) => {
        const money = (
          key: 'amount_cents' | 'mrr_cents' | 'tip_cents' | 'platform_fee_cents' | 'card_fee_cents' | 'average_gift_cents',
        ) => ({
          value: formatCents(o.current[key]),
          change: changeText(o.current[key], o.previous[key]),
        });
        const count = (key: 'gifts' | 'donors' | 'new_donors' | 'signups') => ({
          value: o.current[key].toLocaleString('en-US'),
          change: changeText(o.current[key], o.previous[key]),
        });
        return (
          <Stack spacing={2}>
            <Typography variant="body2">
              Against the previous period, {o.previous_range.datestart} to {o.previous_range.dateend} (UTC).
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }} component="section" aria-label="Key figures">
              <Kpi label="Amount given" {...money('amount_cents')} />
              <Kpi label="Gifts" {...count('gifts')} />
              <Kpi label="Donors" {...count('donors')} />
              <Kpi label="New donors" {...count('new_donors')} />
              <Kpi label="Average gift" {...money('average_gift_cents')} />
              <Kpi label="Monthly recurring revenue" {...money('mrr_cents')} />
              <Kpi label="Tips" {...money('tip_cents')} />
              <Kpi label="Platform fees" {...money('platform_fee_cents')} />
              <Kpi label="Card fees" {...money('card_fee_cents')} />
              <Kpi label="Sign-ups" {...count('signups')} />
            </Stack>
            <Charts range={range} />
          </Stack>
        );
      }}
    </ReportPage>
  );
}
