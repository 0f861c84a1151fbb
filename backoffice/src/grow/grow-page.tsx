/** /grow: page views by day, the events (sign-up and login starts, failed payments) and the most viewed pages (GET /api/analytics/summary). */
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Loading, Title, useDataProvider } from 'react-admin';
import type { AnalyticsSummary } from '@storyfund/shared/contract';
import type { StoryfundDataProvider } from '../providers/data-provider.js';

const EVENT_LABELS: Readonly<Record<AnalyticsSummary['events'][number]['name'], string>> = {
  page_view: 'Page views',
  sign_up_start: 'Sign-ups started',
  login_start: 'Logins started',
  payment_failed: 'Payments failed',
};

function CountTable({ title, head, rows }: { title: string; head: [string, string]; rows: [string, number][] }): ReactNode {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {rows.length === 0 ? (
          <Typography variant="body2">Nothing recorded in this period.</Typography>
        ) : (
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{head[0]}</TableCell>
                <TableCell align="right">{head[1]}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(([label, count]) => (
                <TableRow key={label}>
                  <TableCell>{label}</TableCell>
                  <TableCell align="right">{count.toLocaleString('en-US')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

export function GrowPage() {
  const dataProvider = useDataProvider<StoryfundDataProvider>();
  const [period, setPeriod] = useState<{ datestart?: string; dateend?: string }>({});
  const [draft, setDraft] = useState({ datestart: '', dateend: '' });
  const [summary, setSummary] = useState<AnalyticsSummary>();
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    let live = true;
    setFailure(undefined);
    dataProvider
      .getAnalyticsSummary(period)
      .then(({ data }) => {
        if (!live) return;
        setSummary(data);
        setDraft({ datestart: data.datestart, dateend: data.dateend });
      })
      .catch((error: Error) => live && setFailure(error.message));
    return () => {
      live = false;
    };
  }, [dataProvider, period]);

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="Grow" />
      <Typography variant="h5" component="h1">
        Grow: first-party analytics
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        aria-label="Period"
        onSubmit={(event) => {
          event.preventDefault();
          setPeriod({ datestart: draft.datestart, dateend: draft.dateend });
        }}
      >
        <TextField
          label="From (UTC)"
          type="date"
          value={draft.datestart}
          onChange={(e) => setDraft({ ...draft, datestart: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="To (UTC)"
          type="date"
          value={draft.dateend}
          onChange={(e) => setDraft({ ...draft, dateend: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="contained">
          Show
        </Button>
      </Stack>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {!summary && !failure ? <Loading /> : null}
      {summary ? (
        <Stack spacing={2}>
          <CountTable title="Events" head={['Event', 'Count']} rows={summary.events.map((e) => [EVENT_LABELS[e.name], e.count])} />
          <CountTable
            title="Page views by day"
            head={['Day (UTC)', 'Views']}
            rows={summary.page_views_by_day.map((d) => [d.day, d.count])}
          />
          <CountTable title="Most viewed pages" head={['Page', 'Views']} rows={summary.top_pages.map((p) => [p.path, p.count])} />
        </Stack>
      ) : null}
    </Stack>
  );
}
