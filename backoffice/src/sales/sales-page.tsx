/**
 * /sales: leads won by each seller, and how many of those organisations signed up as partners, over the
 * reports' one date range (the picker, kept in the URL; both UTC days included), with its CSV export
 * (GET /api/sales/conversions and /export). Premium conversions join when premium plans have a start date
 * (issue #10): the page says so.
 */
import { useEffect, useState } from 'react';
import {
  Alert,
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
import { Loading, Title, useDataProvider } from 'react-admin';
import type { SalesReport } from '@storyfund/shared/contract';
import { formatUtcDate } from '@storyfund/shared/dates';
import type { FieldErrors } from '@storyfund/shared/validation';
import { ExportCsvButton } from '../components/export-csv-button.js';
import type { StoryfundDataProvider } from '../providers/data-provider.js';
import { DateRangePicker, useReportRange } from '../components/date-range-picker.js';

const BUCKET_LABELS = { day: 'Day', week: 'Week', month: 'Month' } as const;

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
            {report.totals.partners} signed up as partners.
          </Typography>
          <Alert severity="info">
            Premium conversions are not counted yet: premium plans (issue #10) do not record when an account became premium.
          </Alert>
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
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {report.sellers.length === 0 ? (
                      <TableRow>
                        <TableCell colSpan={3}>No lead was won in this period.</TableCell>
                      </TableRow>
                    ) : (
                      report.sellers.map((seller) => (
                        <TableRow key={seller.owner_id}>
                          <TableCell>{seller.owner_name}</TableCell>
                          <TableCell align="right">{seller.won}</TableCell>
                          <TableCell align="right">{seller.partners}</TableCell>
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
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {report.rows.map((row) => (
                      <TableRow key={`${row.period}-${row.owner_id}`}>
                        <TableCell>{formatUtcDate(row.period)}</TableCell>
                        <TableCell>{row.owner_name}</TableCell>
                        <TableCell align="right">{row.won}</TableCell>
                        <TableCell align="right">{row.partners}</TableCell>
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
