/** Read-only fields that show values the Storyfund way: dollars from cents, UTC dates, country names. */
import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import type { FieldProps } from 'react-admin';
import { countryName } from '@storyfund/shared/countries';
import { formatUtcDate, formatUtcDateTime } from '@storyfund/shared/dates';
import { formatCents } from '@storyfund/shared/money';

type Props = FieldProps & { source: string };

function Text({ children }: { children: string }) {
  return (
    <Typography component="span" variant="body2">
      {children}
    </Typography>
  );
}

/** Integer cents as dollars: 12345 -> $123.45. */
export function CentsField(props: Props) {
  const value: unknown = useFieldValue(props);
  return <Text>{typeof value === 'number' ? formatCents(value) : ''}</Text>;
}

/** A UTC timestamp as DD/MM/YYYY HH:mm:ss; empty when unset. */
export function UtcDateTimeField(props: Props) {
  const value: unknown = useFieldValue(props);
  return <Text>{typeof value === 'string' || typeof value === 'number' ? formatUtcDateTime(value) : ''}</Text>;
}

/** A UTC timestamp as DD/MM/YYYY (the UTC day); empty when unset. */
export function UtcDateField(props: Props) {
  const value: unknown = useFieldValue(props);
  return <Text>{typeof value === 'string' || typeof value === 'number' ? formatUtcDate(value) : ''}</Text>;
}

/** An ISO 3166-1 code shown as the country's name (the code itself when unknown). */
export function CountryField(props: Props) {
  const value: unknown = useFieldValue(props);
  const code = typeof value === 'string' ? value : '';
  return <Text>{countryName(code) ?? code}</Text>;
}
