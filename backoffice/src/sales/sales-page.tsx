/**
 * /sales: leads won by each seller, and how many of those organisations signed up as partners, over a range
 * of UTC days kept in the URL (GET /api/sales/conversions). Premium conversions join when premium plans have a
 * start date (issue #10): the page says so.
 */
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { Loading, Title, useDataProvider } from 'react-admin';
import type { SalesReport } from '@storyfund/shared/contract';
import { formatUtcDate } from '@storyfund/shared/dates';
import type { StoryfundDataProvider } from '../providers/data-provider.js';
import { rangeFromSearch, rangeToSearch } from './sales-range.js';

/** The API's field error for `field` (react-admin's error body keeps one string per field). */
const fieldError = (errors: Record<string, unknown>, field: string) => (typeof errors[field] === 'string' ? errors[field] : undefined);

const BUCKET_LABELS = { day: 'Day', week: 'Week', month: 'Month' } as const;

export function SalesPage() {
  const dataProvider = useDataProvider<StoryfundDataProvider>();
  const [search, setSearch] = useSearchParams();
  const range = rangeFromSearch(search, new Date());
  const [draft, setDraft] = useState(range);
  const [report, setReport] = useState<SalesReport>();
  const [errors, setErrors] = useState<Record<string, unknown>>({});
  const [failure, setFailure] = useState<string>();
  const key = `${range.datestart}|${range.dateend}|${range.bucket}`;

  useEffect(() => {
    let live = true;
    const [datestart, dateend, bucket] = key.split('|') as [string, string, 'day' | 'week' | 'month'];
    setDraft({ datestart, dateend, bucket });
    setReport(undefined);
    dataProvider.getSalesReport({ datestart, dateend, bucket }).then(
      ({ data }) => {
        if (!live) return;
        setReport(data);
        setErrors({});
        setFailure(undefined);
      },
      (error: Error & { body?: { errors?: Record<string, unknown> } }) => {
        if (!live) return;
        setErrors(error.body?.errors ?? {});
        setFailure(error.body?.errors ? undefined : error.message || 'The report could not be loaded.');
      },
    );
    return () => {
      live = false;
    };
  }, [dataProvider, key]);

  function apply(event: FormEvent) {
    event.preventDefault();
    setSearch(rangeToSearch(draft));
  }

  return (
    <Box sx={{ mt: 1, minWidth: 0 }}>
      <Title title="Sales" />
      <Typography variant="h5" component="h1" gutterBottom>
        Sales: conversions by seller
      </Typography>
      <Box component="form" onSubmit={apply} noValidate aria-label="Period">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}>
          <TextField
            type="date"
            label="From (UTC)"
            value={draft.datestart}
            onChange={(e) => setDraft({ ...draft, datestart: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={typeof errors['datestart'] === 'string'}
            helperText={fieldError(errors, 'datestart') ?? 'Included'}
          />
          <TextField
            type="date"
            label="To (UTC)"
            value={draft.dateend}
            onChange={(e) => setDraft({ ...draft, dateend: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={typeof errors['dateend'] === 'string'}
            helperText={fieldError(errors, 'dateend') ?? 'Excluded'}
          />
          <TextField
            select
            label="By"
            value={draft.bucket}
            onChange={(e) => setDraft({ ...draft, bucket: e.target.value as typeof draft.bucket })}
            error={typeof errors['bucket'] === 'string'}
            helperText={fieldError(errors, 'bucket') ?? ' '}
            sx={{ minWidth: 120 }}
          >
            {Object.entries(BUCKET_LABELS).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" sx={{ mt: { sm: 1 } }}>
            Show
          </Button>
        </Stack>
      </Box>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {!report && !failure && Object.keys(errors).length === 0 ? (
        <Loading loadingPrimary="Loading the sales report" loadingSecondary="" />
      ) : null}
      {report ? (
        <Stack spacing={2}>
          <Typography variant="body1">
            {report.totals.won} leads won from {formatUtcDate(report.datestart)} to {formatUtcDate(report.dateend)} (excluded), of which{' '}
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
    </Box>
  );
}
