/**
 * /sales: leads won by each seller, how many of those organisations signed up as partners, and how many of
 * those partners took a paid premium plan (with its first-year value), over the reports' one date range (the
 * picker, kept in the URL; both UTC days included), as a chart by period and tables, with its CSV export
 * (GET /api/sales/conversions and /export; docs/backoffice.md "Conversions (/sales)").
 */
import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Loading, Title, useDataProvider } from 'react-admin';
import type { SalesReport } from '@storyfund/shared/contract';
import { formatUtcDate } from '@storyfund/shared/dates';
import { formatCents } from '@storyfund/shared/money';
import type { FieldErrors } from '@storyfund/shared/validation';
import { ExportCsvButton } from '../components/export-csv-button.js';
import type { StoryfundDataProvider } from '../providers/data-provider.js';
import { DateRangePicker, useReportRange } from '../components/date-range-picker.js';

const BUCKET_LABELS = { day: 'Day', week: 'Week', month: 'Month' } as const;

/** The chart's points: every seller's conversions added up per period. */
function byPeriod(rows: SalesReport['rows']) {
  const points = new Map<string, { period: string; 'Leads won': number; 'Partners signed up': number; 'Premium conversions': number }>();
  for (const row of rows) {
    const point = points.get(row.period) ?? { period: row.period, 'Leads won': 0, 'Partners signed up': 0, 'Premium conversions': 0 };
    point['Leads won'] += row.won;
    point['Partners signed up'] += row.partners;
    point['Premium conversions'] += row.premium;
    points.set(row.period, point);
  }
  return [...points.values()].map((p) => ({ ...p, period: formatUtcDate(p.period) }));
}

/** The API's field errors (react-admin keeps one text per field) as the picker shows them. */
function fieldErrors(errors: Record<string, unknown> | undefined): FieldErrors | undefined {
  const fields = Object.entries(errors ?? {}).filter(
    (entry): entry is [string, string] => entry[0] !== 'root' && typeof entry[1] === 'string',
  );
  return fields.length > 0 ? Object.fromEntries(fields.map(([field, text]) => [field, [text]])) : undefined;
}

export function SalesPage() {
  const dataProvider = useDataProvider<StoryfundDataProvider>();
  const [range] = useReportRange();
  const [report, setReport] = useState<SalesReport>();
  const [errors, setErrors] = useState<FieldErrors>();
  const [failure, setFailure] = useState<string>();
  const { datestart, dateend, bucket } = range;

  useEffect(() => {
    let live = true;
    setReport(undefined);
    setErrors(undefined);
    setFailure(undefined);
    dataProvider.getSalesReport({ datestart, dateend, bucket }).then(
      ({ data }) => live && setReport(data),
      (error: Error & { body?: { errors?: Record<string, unknown> } }) => {
        if (!live) return;
        const fields = fieldErrors(error.body?.errors);
        setErrors(fields);
        setFailure(fields ? undefined : error.message || 'The report could not be loaded.');
      },
    );
    return () => {
      live = false;
    };
  }, [dataProvider, datestart, dateend, bucket]);

  return (
    <Stack spacing={2} sx={{ mt: 2, minWidth: 0 }}>
      <Title title="Sales" />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          Sales: conversions by seller
        </Typography>
        <ExportCsvButton path="sales/conversions/export" query={{ datestart, dateend, bucket }} />
      </Stack>
      <DateRangePicker key={`${datestart}/${dateend}/${bucket}`} serverErrors={errors} />
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {!report && !failure && !errors ? <Loading loadingPrimary="Loading the sales report" loadingSecondary="" /> : null}
      {report ? (
        <Stack spacing={2}>
          <Typography variant="body1">
            {report.totals.won} leads won from {formatUtcDate(report.datestart)} to {formatUtcDate(report.dateend)} (included), of which{' '}
            {report.totals.partners} signed up as partners. Premium conversions: {report.totals.premium}, worth{' '}
            {formatCents(report.totals.premium_first_year_cents)} in their first year.
          </Typography>
          <Typography variant="body2" color="text.secondary">
            A premium conversion counts once, when the account first pays for premium (a paid start or the first charge after its free
            trial), for the seller whose lead it came from; its value is twelve monthly charges or the annual price.
          </Typography>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Conversions over time
              </Typography>
              <Box
                sx={{ height: 260 }}
                role="img"
                aria-label={`Bar chart of leads won, partners signed up and premium conversions by ${BUCKET_LABELS[report.bucket].toLowerCase()}`}
              >
                <ResponsiveContainer>
                  <BarChart data={byPeriod(report.rows)}>
                    <CartesianGrid strokeDasharray="3 3" />
                    <XAxis dataKey="period" />
                    <YAxis allowDecimals={false} />
                    <Tooltip />
                    <Legend />
                    <Bar dataKey="Leads won" fill="#1565c0" />
                    <Bar dataKey="Partners signed up" fill="#2e7d32" />
                    <Bar dataKey="Premium conversions" fill="#6a1b9a" />
                  </BarChart>
                </ResponsiveContainer>
              </Box>
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                By seller
              </Typography>
              <TableContainer>
                <Table size="small" aria-label="Conversions by seller">
                  <TableHead>
                    <TableRow>
                      <TableCell>Seller</TableCell>
                      <TableCell align="right">Leads won</TableCell>
                      <TableCell align="right">Partners signed up</TableCell>
                      <TableCell align="right">Premium conversions</TableCell>
                      <TableCell align="right">Premium first-year value</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {report.sellers.length === 0 ? (
                      <TableRow>
                        <TableCell colSpan={5}>No lead was won and no premium plan was taken in this period.</TableCell>
                      </TableRow>
                    ) : (
                      report.sellers.map((seller) => (
                        <TableRow key={seller.owner_id}>
                          <TableCell>{seller.owner_name}</TableCell>
                          <TableCell align="right">{seller.won}</TableCell>
                          <TableCell align="right">{seller.partners}</TableCell>
                          <TableCell align="right">{seller.premium}</TableCell>
                          <TableCell align="right">{formatCents(seller.premium_first_year_cents)}</TableCell>
                        </TableRow>
                      ))
                    )}
                  </TableBody>
                </Table>
              </TableContainer>
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                By {BUCKET_LABELS[report.bucket].toLowerCase()}
              </Typography>
              <TableContainer>
                <Table size="small" aria-label={`Conversions by ${BUCKET_LABELS[report.bucket].toLowerCase()} and seller`}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{BUCKET_LABELS[report.bucket]} from</TableCell>
                      <TableCell>Seller</TableCell>
                      <TableCell align="right">Won</TableCell>
                      <TableCell align="right">Partners</TableCell>
                      <TableCell align="right">Premium</TableCell>
                      <TableCell align="right">First-year value</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {report.rows.map((row) => (
                      <TableRow key={`${row.period}-${row.owner_id}`}>
                        <TableCell>{formatUtcDate(row.period)}</TableCell>
                        <TableCell>{row.owner_name}</TableCell>
                        <TableCell align="right">{row.won}</TableCell>
                        <TableCell align="right">{row.partners}</TableCell>
                        <TableCell align="right">{row.premium}</TableCell>
                        <TableCell align="right">{formatCents(row.premium_first_year_cents)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </CardContent>
          </Card>
        </Stack>
      ) : null}
    </Stack>
  );
}
