import { describe, expect, it } from 'vitest';
import { rangeFromSearch, rangeToSearch } from './sales-range.js';

describe('the /sales range in the URL', () => {
  const now = new Date('2026-11-24T17:00:00Z');

  it('reads a range from the URL and writes it back', () => {
    const range = rangeFromSearch(new URLSearchParams('datestart=2026-01-01&dateend=2026-07-01&bucket=week'), now);
    expect(range).toEqual({ datestart: '2026-01-01', dateend: '2026-07-01', bucket: 'week' });
    expect(rangeToSearch(range).toString()).toBe('datestart=2026-01-01&dateend=2026-07-01&bucket=week');
  });

  it('falls back to the last twelve months, today included, by month', () => {
    expect(rangeFromSearch(new URLSearchParams('datestart=junk&bucket=year'), now)).toEqual({
      datestart: '2025-11-01',
      dateend: '2026-11-25',
      bucket: 'month',
    });
  });
});
