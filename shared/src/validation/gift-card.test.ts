import { describe, expect, it } from 'vitest';
import { formatGiftCardCode, isGiftCardCode, normalizeGiftCardCode, validateDeliveryDate, validateGiftCardAmount } from './gift-card.js';

describe('gift card codes', () => {
  it('are matched ignoring case, spaces and dashes, and shown in groups of four', () => {
    expect(normalizeGiftCardCode(' abcd-efgh jkmn-PQRS ')).toBe('ABCDEFGHJKMNPQRS');
    expect(formatGiftCardCode('abcdefghjkmnpqrs')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(isGiftCardCode('abcd efgh-jkmn pqrs')).toBe(true);
  });

  it('refuse ambiguous symbols (0, O, 1, I, L) and the wrong length', () => {
    for (const code of [
      'ABCD-EFGH-JKMN-PQR0',
      'ABCD-EFGH-JKMN-PQRO',
      'ABCD-EFGH-JKMN-PQR1',
      'ABCD-EFGH-JKMN-PQRI',
      'ABCD-EFGH-JKMN-PQRL',
      'ABCD-EFGH-JKMN-PQR',
      'ABCD-EFGH-JKMN-PQRST',
      42,
    ]) {
      expect(isGiftCardCode(code), String(code)).toBe(false);
    }
  });
});

describe('gift card amounts and delivery dates', () => {
  it('an amount is whole cents from $5 to $2,000', () => {
    expect(validateGiftCardAmount(500)).toBeUndefined();
    expect(validateGiftCardAmount(200_000)).toBeUndefined();
    expect(validateGiftCardAmount(499)).toBe('Amount must be at least $5.00');
    expect(validateGiftCardAmount(200_001)).toBe('Amount must be at most $2,000.00');
    expect(validateGiftCardAmount('2500')).toBe('Amount must be a whole number of cents');
  });

  it('a delivery date is today or later (UTC), within a year', () => {
    const now = new Date('2026-03-10T23:30:00Z');
    expect(validateDeliveryDate(undefined, now)).toBeUndefined();
    expect(validateDeliveryDate('2026-03-10', now)).toBeUndefined();
    expect(validateDeliveryDate('2027-03-10', now)).toBeUndefined();
    expect(validateDeliveryDate('2026-03-09', now)).toBe('The delivery date cannot be in the past');
    expect(validateDeliveryDate('2027-03-12', now)).toBe('The delivery date can be at most a year ahead');
    expect(validateDeliveryDate('2026-02-30', now)).toBe('Please give a date as YYYY-MM-DD');
    expect(validateDeliveryDate('10/03/2026', now)).toBe('Please give a date as YYYY-MM-DD');
  });
});
