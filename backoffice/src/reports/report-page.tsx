/** A report's frame: its title, the date-range picker, "Export CSV" for the range, and its figures once loaded. */
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Loading, Title, useDataProvider } from 'react-admin';
import type { FieldErrors } from '@storyfund/shared/validation';
import { ExportCsvButton } from '../components/export-csv-button.js';
import type { StoryfundDataProvider } from '../providers/data-provider.js';
import { DateRangePicker, useReportRange } from '../components/date-range-picker.js';
import type { ReportRange } from '../components/date-range.js';

/** The API's field errors as react-admin's error carries them (one text per field), for the picker. */
function fieldErrors(errors: Record<string, unknown> | undefined): FieldErrors | undefined {
  if (!errors) return undefined;
  const fields = Object.entries(errors).filter((entry): entry is [string, string] => entry[0] !== 'root' && typeof entry[1] === 'string');
  return fields.length > 0 ? Object.fromEntries(fields.map(([field, text]) => [field, [text]])) : undefined;
}

/** Loads GET /api/stats/{report} for the URL's range; again whenever the range changes. */
function useStats<T>(report: string, range: ReportRange, version: number) {
  const dataProvider = useDataProvider<StoryfundDataProvider>();
  const [state, setState] = useState<{ data?: T; failure?: string; errors?: FieldErrors }>({});
  const { datestart, dateend, bucket } = range;
  useEffect(() => {
    let live = true;
    setState({});
    dataProvider
      .getStats<T>(report, { datestart, dateend, bucket })
      .then(({ data }) => live && setState({ data }))
      .catch(
        (error: Error & { body?: { errors?: Record<string, unknown> } }) =>
          live && setState({ failure: error.message, errors: fieldErrors(error.body?.errors) }),
      );
    return () => {
      live = false;
    };
  }, [dataProvider, report, datestart, dateend, bucket, version]);
  return state;
}

export function ReportPage<T>({
  title,
  report,
  exportPath,
  children,
}: {
  title: string;
  report: string;
  exportPath: string;
  children: (data: T, range: ReportRange, reload: () => void) => ReactNode;
}) {
  const [range] = useReportRange();
  const [version, setVersion] = useState(0);
  const { data, failure, errors } = useStats<T>(report, range, version);
  return (
    <Stack spacing={2} sx={{ mt: 2, minWidth: 0 }}>
      <Title title={title} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <ExportCsvButton path={exportPath} query={{ datestart: range.datestart, dateend: range.dateend, bucket: range.bucket }} />
      </Stack>
      <DateRangePicker key={`${range.datestart}/${range.dateend}/${range.bucket}`} serverErrors={errors} />
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {!data && !failure ? <Loading loadingPrimary="Loading the report" loadingSecondary="" /> : null}
      {data ? children(data, range, () => setVersion((v) => v + 1)) : null}
    </Stack>
  );
}

/** A titled card. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ overflowX: 'auto' }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A plain table of rows (strings already formatted); an empty list says so. */
export function FigureTable({ label, head, rows }: { label: string; head: string[]; rows: (string | number)[][] }) {
  if (rows.length === 0) return <Typography variant="body2">Nothing in this period.</Typography>;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {head.map((h, i) => (
            <TableCell key={h} align={i === 0 ? 'left' : 'right'}>
              {h}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, r) => (
          <TableRow key={r}>
            {row.map((cell, i) => (
              <TableCell key={i} align={i === 0 ? 'left' : 'right'}>
                {typeof cell === 'number' ? cell.toLocaleString('en-US') : cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
