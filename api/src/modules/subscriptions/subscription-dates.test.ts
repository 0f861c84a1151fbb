import { describe, expect, it } from 'vitest';
import { addMonthsClamped, nextPeriodAfter, periodDate, retryAt } from './subscription-dates.js';

const at = (iso: string) => new Date(iso);

describe('the monthly calendar', () => {
  it("keeps the anchor's day of the month and time, clamped at the end of shorter months", () => {
    const anchor = at('2024-01-31T23:30:00.000Z');
    expect([1, 2, 3, 4, 12, 13].map((n) => addMonthsClamped(anchor, n).toISOString())).toEqual([
      '2024-02-29T23:30:00.000Z',
      '2024-03-31T23:30:00.000Z',
      '2024-04-30T23:30:00.000Z',
      '2024-05-31T23:30:00.000Z',
      '2025-01-31T23:30:00.000Z',
      '2025-02-28T23:30:00.000Z',
    ]);
    expect(addMonthsClamped(at('2025-12-15T00:00:00.000Z'), 1).toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(periodDate(anchor, 1)).toEqual(anchor);
  });

  it('after a paid month, the next is one month later; months that passed while nothing ran are skipped', () => {
    const anchor = at('2025-01-10T08:00:00.000Z');
    expect(nextPeriodAfter(anchor, 1, at('2025-01-10T08:00:00.000Z'))).toEqual({ period: 2, at: at('2025-02-10T08:00:00.000Z') });
    // Month 2 paid late (a retry on 20 Feb): month 3 is still 10 March.
    expect(nextPeriodAfter(anchor, 2, at('2025-02-20T00:00:00.000Z'))).toEqual({ period: 3, at: at('2025-03-10T08:00:00.000Z') });
    // Month 2 paid on 1 May (the service was down): March and April are not charged in a burst.
    expect(nextPeriodAfter(anchor, 2, at('2025-05-01T00:00:00.000Z'))).toEqual({ period: 5, at: at('2025-05-10T08:00:00.000Z') });
  });

  it('retries after 2 days, then every 5 days; the 6th failure stops', () => {
    const now = at('2025-03-01T00:00:00.000Z');
    expect([1, 2, 3, 4, 5].map((n) => retryAt(now, n)?.toISOString())).toEqual([
      '2025-03-03T00:00:00.000Z',
      '2025-03-06T00:00:00.000Z',
      '2025-03-06T00:00:00.000Z',
      '2025-03-06T00:00:00.000Z',
      '2025-03-06T00:00:00.000Z',
    ]);
    expect(retryAt(now, 6)).toBeUndefined();
  });
});
