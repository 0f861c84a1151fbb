import { describe, expect, it } from 'vitest';
import { formatUtcDate, formatUtcDateTime } from './dates.js';

describe('formatUtcDateTime: UTC, DD/MM/YYYY HH:mm:ss (spec §9)', () => {
  it('formats an ISO timestamp in UTC', () => {
    expect(formatUtcDateTime('2024-03-05T14:07:09Z')).toBe('05/03/2024 14:07:09');
    expect(formatUtcDateTime('2024-03-05T14:07:09.999Z')).toBe('05/03/2024 14:07:09');
  });

  it('converts a timestamp with an offset to UTC', () => {
    expect(formatUtcDateTime('2024-03-05T01:30:00+02:00')).toBe('04/03/2024 23:30:00');
  });

  it('reads a timestamp without an offset as UTC', () => {
    expect(formatUtcDateTime('2024-12-31 23:59:59')).toBe('31/12/2024 23:59:59');
  });

  it('accepts a Date and epoch milliseconds', () => {
    const instant = Date.UTC(2021, 1, 1, 0, 0, 0);
    expect(formatUtcDateTime(instant)).toBe('01/02/2021 00:00:00');
    expect(formatUtcDateTime(new Date(instant))).toBe('01/02/2021 00:00:00');
  });

  it('answers an empty string for missing or invalid input', () => {
    expect(formatUtcDateTime(null)).toBe('');
    expect(formatUtcDateTime(undefined)).toBe('');
    expect(formatUtcDateTime('')).toBe('');
    expect(formatUtcDateTime('not a date')).toBe('');
    expect(formatUtcDateTime(Number.NaN)).toBe('');
    expect(formatUtcDateTime(new Date('nope'))).toBe('');
  });
});

describe('formatUtcDate', () => {
  it('formats the UTC calendar day as DD/MM/YYYY', () => {
    expect(formatUtcDate('2024-06-24T23:59:59Z')).toBe('24/06/2024');
    expect(formatUtcDate('2024-06-24T23:30:00-05:00')).toBe('25/06/2024');
  });

  it('answers an empty string for missing or invalid input', () => {
    expect(formatUtcDate(null)).toBe('');
    expect(formatUtcDate('garbage')).toBe('');
  });
});
