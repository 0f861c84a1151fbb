import { describe, expect, it } from 'vitest';
import { parseDay, validateDonationFilters } from './donations.js';

describe('the donations table filters', () => {
  it('reads real days only', () => {
    expect(parseDay('2026-02-28')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(parseDay('2026-02-30')).toBeUndefined();
    expect(parseDay('28/02/2026')).toBeUndefined();
  });

  it('names the field at fault: a bad day, an end before the start, a minimum above the maximum', () => {
    expect(validateDonationFilters({})).toEqual({ datestart: undefined, dateend: undefined, max_cents: undefined });
    expect(validateDonationFilters({ datestart: '2026-13-01' }).datestart).toBe('Please give a date as YYYY-MM-DD');
    expect(validateDonationFilters({ datestart: '2026-02-01', dateend: '2026-01-31' }).dateend).toBe(
      'The end date cannot be before the start date',
    );
    expect(validateDonationFilters({ datestart: '2026-02-01', dateend: '2026-02-01' }).dateend).toBeUndefined();
    expect(validateDonationFilters({ min_cents: 500, max_cents: 499 }).max_cents).toBe('The maximum cannot be below the minimum');
    expect(validateDonationFilters({ min_cents: 500, max_cents: 500 }).max_cents).toBeUndefined();
  });
});
