/**
 * UTC date display. Times are stored in UTC and always shown in UTC,
 * whatever the viewer's time zone, as DD/MM/YYYY HH:mm:ss.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

const UTC_DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm:ss';
const UTC_DATE_FORMAT = 'DD/MM/YYYY';

export type DateInput = string | number | Date | null | undefined;

/**
 * Strings are read as ISO 8601; a string without an offset is taken as UTC.
 * Numbers are epoch milliseconds.
 */
function toUtc(value: DateInput): dayjs.Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  const parsed = dayjs.utc(value);
  return parsed.isValid() ? parsed : undefined;
}

/** '05/03/2024 14:07:09' for 2024-03-05T14:07:09Z; '' for empty or invalid input. */
export function formatUtcDateTime(value: DateInput): string {
  return toUtc(value)?.format(UTC_DATE_TIME_FORMAT) ?? '';
}

/** '05/03/2024' for 2024-03-05T14:07:09Z; '' for empty or invalid input. */
export function formatUtcDate(value: DateInput): string {
  return toUtc(value)?.format(UTC_DATE_FORMAT) ?? '';
}
