import { describe, expect, it } from 'vitest';
import { GIFT_MAX_CENTS, GIFT_MIN_CENTS } from '../constants/gift-bounds.js';
import { validateDedicationDate, validateEncouragement, validateGiftAmount, validateGiftAmounts, validateTip } from './gift.js';

describe('validateGiftAmount: $1 to $100,000 in integer cents', () => {
  it('accepts the bounds and everything between', () => {
    expect(GIFT_MIN_CENTS).toBe(100);
    expect(GIFT_MAX_CENTS).toBe(10_000_000);
    for (const ok of [100, 101, 2500, 9_999_999, 10_000_000]) expect(validateGiftAmount(ok), String(ok)).toBeUndefined();
  });

  it('refuses amounts outside the bounds, naming the bound in dollars', () => {
    expect(validateGiftAmount(99)).toBe('Amount must be at least $1.00');
    expect(validateGiftAmount(0)).toBe('Amount must be at least $1.00');
    expect(validateGiftAmount(-500)).toBe('Amount must be at least $1.00');
    expect(validateGiftAmount(10_000_001)).toBe('Amount must be at most $100,000.00');
  });

  it('refuses strings, fractions and nothing', () => {
    expect(validateGiftAmount('2500')).toBe('Amount must be a whole number of cents');
    expect(validateGiftAmount(25.5)).toBe('Amount must be a whole number of cents');
    expect(validateGiftAmount(Number.NaN)).toBe('Amount must be a whole number of cents');
    expect(validateGiftAmount(undefined)).toBe('Amount is required');
    expect(validateGiftAmount(null)).toBe('Amount is required');
  });
});

describe('validateTip: 0 up to the amount', () => {
  it('treats a missing tip as no tip', () => {
    expect(validateTip(undefined, 2500)).toBeUndefined();
    expect(validateTip(null, 2500)).toBeUndefined();
    expect(validateTip(0, 2500)).toBeUndefined();
  });

  it('allows a tip as large as the amount, not larger', () => {
    expect(validateTip(2500, 2500)).toBeUndefined();
    expect(validateTip(2501, 2500)).toBe('Tip must be at most $25.00');
  });

  it('refuses negative, fractional and string tips', () => {
    expect(validateTip(-1, 2500)).toBe('Tip must be at least $0.00');
    expect(validateTip(1.5, 2500)).toBe('Tip must be a whole number of cents');
    expect(validateTip('100', 2500)).toBe('Tip must be a whole number of cents');
  });

  it('holds the tip to the largest gift while the amount is invalid', () => {
    expect(validateTip(5000, 'x')).toBeUndefined();
    expect(validateTip(GIFT_MAX_CENTS + 1, 50)).toBe('Tip must be at most $100,000.00');
  });
});

describe('validateGiftAmounts: field errors in the API shape', () => {
  it('answers undefined for a valid gift', () => {
    expect(validateGiftAmounts({ amount_cents: 2500, tip_cents: 250 })).toBeUndefined();
    expect(validateGiftAmounts({ amount_cents: 2500 })).toBeUndefined();
  });

  it('answers every failing field at once', () => {
    expect(validateGiftAmounts({ amount_cents: 50, tip_cents: -1 })).toEqual({
      amount_cents: ['Amount must be at least $1.00'],
      tip_cents: ['Tip must be at least $0.00'],
    });
    expect(validateGiftAmounts({ amount_cents: 1000, tip_cents: 1001 })).toEqual({ tip_cents: ['Tip must be at most $10.00'] });
  });
});

describe('validateEncouragement: optional, at most 2,000 characters', () => {
  it('accepts nothing, blank and up to the limit', () => {
    expect(validateEncouragement(undefined)).toBeUndefined();
    expect(validateEncouragement('')).toBeUndefined();
    expect(validateEncouragement('x'.repeat(2000))).toBeUndefined();
    expect(validateEncouragement(` ${'x'.repeat(2000)} `)).toBeUndefined();
  });

  it('refuses longer messages and non-text', () => {
    expect(validateEncouragement('x'.repeat(2001))).toBe('Message can be at most 2000 characters');
    expect(validateEncouragement(42)).toBe('Message must be text');
  });
});

describe("validateDedicationDate: today up to a year ahead, with the dedicatee's email", () => {
  const now = new Date('2025-03-10T15:00:00Z');
  it('takes no date, today, and a day within a year', () => {
    for (const day of [undefined, null, '', '2025-03-10', '2026-03-10'])
      expect(validateDedicationDate(day, 'd@example.test', now)).toBeUndefined();
  });

  it('refuses a bad or impossible date, a past one, one too far ahead, and one without an email', () => {
    expect(validateDedicationDate('10/03/2025', 'd@example.test', now)).toBe('Please give a date as YYYY-MM-DD');
    expect(validateDedicationDate('2025-02-30', 'd@example.test', now)).toBe('Please give a date as YYYY-MM-DD');
    expect(validateDedicationDate('2025-03-09', 'd@example.test', now)).toBe('The date cannot be in the past');
    expect(validateDedicationDate('2026-03-12', 'd@example.test', now)).toBe('The date can be at most a year ahead');
    expect(validateDedicationDate('2025-04-01', ' ', now)).toBe("A scheduled dedication needs the dedicatee's email");
  });
});
