import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { describe, expect, it } from 'vitest';
import { presetOf, presetRange, rangeFromSearch } from './date-range.js';

dayjs.extend(utc);
const today = dayjs.utc('2026-03-15T22:30:00Z');

describe('the reports date range', () => {
  it('computes the presets in UTC, both ends included', () => {
    expect(presetRange('last7', today)).toEqual({ datestart: '2026-03-09', dateend: '2026-03-15' });
    expect(presetRange('last30', today)).toEqual({ datestart: '2026-02-14', dateend: '2026-03-15' });
    expect(presetRange('last90', today)).toEqual({ datestart: '2025-12-16', dateend: '2026-03-15' });
    expect(presetRange('this-month', today)).toEqual({ datestart: '2026-03-01', dateend: '2026-03-15' });
    expect(presetRange('last-month', today)).toEqual({ datestart: '2026-02-01', dateend: '2026-02-28' });
    expect(presetRange('this-year', today)).toEqual({ datestart: '2026-01-01', dateend: '2026-03-15' });
    expect(presetRange('custom', today)).toBeUndefined();
  });

  it('recognises a preset, or calls the range custom', () => {
    expect(presetOf({ datestart: '2026-02-01', dateend: '2026-02-28' }, today)).toBe('last-month');
    expect(presetOf({ datestart: '2026-02-02', dateend: '2026-02-28' }, today)).toBe('custom');
  });

  it('reads the range from the URL, defaulting to the last 30 days by day', () => {
    expect(rangeFromSearch(new URLSearchParams('datestart=2026-01-01&dateend=2026-01-31&bucket=week'), today)).toEqual({
      datestart: '2026-01-01',
      dateend: '2026-01-31',
      bucket: 'week',
    });
    expect(rangeFromSearch(new URLSearchParams('bucket=year'), today)).toEqual({
      datestart: '2026-02-14',
      dateend: '2026-03-15',
      bucket: 'day',
    });
  });
});
