import { describe, expect, it } from 'vitest';
import {
  GIFT_VISIBILITIES,
  MAX_NOTIFICATION_FREQUENCY,
  NOTIFICATION_FREQUENCIES,
  NOTIFICATION_FREQUENCY_GAPS,
  NOTIFICATION_FREQUENCY_LABELS,
  PROJECT_SORTS,
  isGiftVisibility,
  isNotificationFrequency,
  isProjectSort,
} from './choices.js';

describe('choice lists (spec §9)', () => {
  it('offers notifications once a day, week, month or quarter, quarter being the maximum', () => {
    expect(NOTIFICATION_FREQUENCIES).toEqual(['day', 'week', 'month', 'quarter']);
    expect(MAX_NOTIFICATION_FREQUENCY).toBe('quarter');
    expect(NOTIFICATION_FREQUENCIES.at(-1)).toBe(MAX_NOTIFICATION_FREQUENCY);
    expect(NOTIFICATION_FREQUENCY_LABELS.quarter).toBe('Once a quarter');
    expect(NOTIFICATION_FREQUENCY_GAPS.week).toEqual({ days: 7, months: 0 });
    expect(NOTIFICATION_FREQUENCY_GAPS.quarter).toEqual({ days: 0, months: 3 });
    expect(isNotificationFrequency('week')).toBe(true);
    expect(isNotificationFrequency('year')).toBe(false);
  });

  it('has gift visibility Regular and Anonymous', () => {
    expect(GIFT_VISIBILITIES).toEqual(['Regular', 'Anonymous']);
    expect(isGiftVisibility('Anonymous')).toBe(true);
    expect(isGiftVisibility('anonymous')).toBe(false);
  });

  it('sorts projects by Least Left, Most Left, Oldest, Newest', () => {
    expect(PROJECT_SORTS).toEqual(['Least Left', 'Most Left', 'Oldest', 'Newest']);
    expect(isProjectSort('Newest')).toBe(true);
    expect(isProjectSort('Random')).toBe(false);
  });
});
