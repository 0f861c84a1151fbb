/**
 * /grow: sign-ups by source (the attribution cookies at sign-up) and the activation funnel (page views, sign-ups
 * started, sign-ups, first gift, second gift or monthly) for the range, charts and tables, with the table by
 * source as CSV (GET /api/stats/grow, /stats/grow/export); then the first-party analytics of the same range
 * (GET /api/analytics/summary: page views by day, events, most viewed pages). Admins and the sales team.
 */
import { useEffect, useState } from 'react';
import { Alert, Box } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useDataProvider } from 'react-admin';
import { SIGNUP_SOURCE_LABELS, type SignupSource } from '@storyfund/shared/constants';
import type { AnalyticsSummary, StatsGrow } from '@storyfund/shared/contract';
import type { StoryfundDataProvider } from '../providers/data-provider.js';
import type { ReportRange } from '../components/date-range.js';
import { FigureTable, ReportPage, Section } from './report-page.js';

const SOURCE_LABELS: Readonly<Record<SignupSource | 'unknown', string>> = {
  ...SIGNUP_SOURCE_LABELS,
  unknown: 'Unknown (before sources were kept)',
};
const SOURCE_COLOURS: Readonly<Record<SignupSource | 'unknown', string>> = {
  share: '#1565c0',
  project: '#2e7d32',
  profile: '#6a1b9a',
  direct: '#e65100',
  unknown: '#546e7a',
};

const EVENT_LABELS: Readonly<Record<AnalyticsSummary['events'][number]['name'], string>> = {
  page_view: 'Page views',
  sign_up_start: 'Sign-ups started',
  login_start: 'Logins started',
  payment_failed: 'Payments failed',
};

/** The share of `part` in `whole`, as text ("–" when there is no whole). */
const rate = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`);

/** The first-party analytics of the same range (the site's page views and events). */
function Analytics({ range }: { range: ReportRange }) {
  const dataProvider = useDataProvider<StoryfundDataProvider>();
  const [state, setState] = useState<{ summary?: AnalyticsSummary; failure?: string }>({});
  const { datestart, dateend } = range;
  useEffect(() => {
    let live = true;
    setState({});
    dataProvider.getAnalyticsSummary({ datestart, dateend }).then(
      ({ data }) => live && setState({ summary: data }),
      (error: Error) => live && setState({ failure: error.message }),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, datestart, dateend]);
  if (state.failure) return <Alert severity="error">{state.failure}</Alert>;
  const summary = state.summary;
  if (!summary) return null;
  return (
    <>
      <Section title="Events">
        <FigureTable label="Events" head={['Event', 'Count']} rows={summary.events.map((e) => [EVENT_LABELS[e.name], e.count])} />
      </Section>
      <Section title="Page views by day">
        <FigureTable
          label="Page views by day"
          head={['Day (UTC)', 'Views']}
          rows={summary.page_views_by_day.map((d) => [d.day, d.count])}
        />
      </Section>
      <Section title="Most viewed pages">
        <FigureTable label="Most viewed pages" head={['Page', 'Views']} rows={summary.top_pages.map((p) => [p.path, p.count])} />
      </Section>
    </>
  );
}

export function GrowPage() {
  return (
    <ReportPage<StatsGrow> title="Grow" report="grow" exportPath="stats/grow/export">
      {(grow, range) => {
        const f = grow.funnel;
        const steps: [string, number, string][] = [
          ['Page views', f.page_views, ''],
          ['Sign-ups started', f.sign_up_starts, rate(f.sign_up_starts, f.page_views)],
          ['Sign-ups', f.signups, rate(f.signups, f.sign_up_starts)],
          ['First gift', f.first_gift, rate(f.first_gift, f.signups)],
          ['Second gift or monthly', f.repeat, rate(f.repeat, f.first_gift)],
        ];
        const sources = grow.sources.filter((s) => s.source !== 'unknown' || s.signups > 0);
        const points = grow.series.map((s) => ({
          period: s.period,
          ...Object.fromEntries(sources.map((src) => [SOURCE_LABELS[src.source], s[src.source]])),
        }));
        return (
          <>
            <Section title="Activation funnel">
              <Box
                sx={{ height: 240 }}
                role="img"
                aria-label="Bar chart of the activation funnel: page views, sign-ups started, sign-ups, first gift, second gift or monthly"
              >
                <ResponsiveContainer>
                  <BarChart data={steps.map(([step, count]) => ({ step, Count: count }))} layout="vertical" margin={{ left: 40 }}>
                    <CartesianGrid strokeDasharray="3 3" />
                    <XAxis type="number" allowDecimals={false} />
                    <YAxis type="category" dataKey="step" width={150} />
                    <Tooltip />
                    <Bar dataKey="Count" fill="#1565c0" />
                  </BarChart>
                </ResponsiveContainer>
              </Box>
              <FigureTable label="Activation funnel" head={['Step', 'Count', 'From the step before']} rows={steps} />
            </Section>
            <Section title="Sign-ups by source over time">
              <Box sx={{ height: 260 }} role="img" aria-label="Stacked bar chart of sign-ups by source and period">
                <ResponsiveContainer>
                  <BarChart data={points}>
                    <CartesianGrid strokeDasharray="3 3" />
                    <XAxis dataKey="period" />
                    <YAxis allowDecimals={false} />
                    <Tooltip />
                    <Legend />
                    {sources.map((src) => (
                      <Bar key={src.source} dataKey={SOURCE_LABELS[src.source]} stackId="sources" fill={SOURCE_COLOURS[src.source]} />
                    ))}
                  </BarChart>
                </ResponsiveContainer>
              </Box>
            </Section>
            <Section title="Sign-ups by source">
              <FigureTable
                label="Sign-ups by source"
                head={['Source', 'Sign-ups', 'First gift', 'Second gift or monthly', 'Activated']}
                rows={sources.map((s) => [SOURCE_LABELS[s.source], s.signups, s.first_gift, s.repeat, rate(s.first_gift, s.signups)])}
              />
            </Section>
            <Analytics range={range} />
          </>
        );
      }}
    </ReportPage>
  );
}
