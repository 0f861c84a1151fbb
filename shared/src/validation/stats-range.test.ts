import { describe, expect, it } from 'vitest';
import { defaultStatsRange, previousRange, rangeDays, statsDayMs, validateStatsRange } from './stats-range.js';

describe('stats ranges: UTC days, both ends included', () => {
  it('accepts a range and counts its days', () => {
    expect(validateStatsRange({ datestart: '2026-11-01', dateend: '2026-11-30', bucket: 'day' })).toBeUndefined();
    expect(validateStatsRange({ datestart: '2026-11-30', dateend: '2026-11-30', bucket: 'month' })).toBeUndefined();
    expect(rangeDays('2026-11-01', '2026-11-30')).toBe(30);
  });

  it('refuses impossible days, a reversed range, daily buckets over a year and ranges over ten years', () => {
    expect(statsDayMs('2026-02-30')).toBeNaN();
    expect(validateStatsRange({ datestart: '2026-02-30', dateend: '2026-03-01', bucket: 'day' })).toEqual({
      datestart: ['Enter a date as YYYY-MM-DD'],
    });
    expect(validateStatsRange({ datestart: '2026-11-02', dateend: '2026-11-01', bucket: 'day' })).toEqual({
      dateend: ['The end date must not be before the start date'],
    });
    expect(validateStatsRange({ datestart: '2025-01-01', dateend: '2026-06-30', bucket: 'day' })).toEqual({
      bucket: ['Show a period over a year by week or by month'],
    });
    expect(validateStatsRange({ datestart: '2025-01-01', dateend: '2026-06-30', bucket: 'week' })).toBeUndefined();
    expect(validateStatsRange({ datestart: '2000-01-01', dateend: '2026-06-30', bucket: 'month' })).toEqual({
      datestart: ['Choose a period of at most ten years'],
    });
  });

  it('answers the previous period of the same length, and the default last 30 days', () => {
    expect(previousRange('2026-11-01', '2026-11-30')).toEqual({ datestart: '2026-10-02', dateend: '2026-10-31' });
    expect(previousRange('2026-03-01', '2026-03-01')).toEqual({ datestart: '2026-02-28', dateend: '2026-02-28' });
    expect(defaultStatsRange('2026-11-24')).toEqual({ datestart: '2026-10-26', dateend: '2026-11-24' });
  });
});
