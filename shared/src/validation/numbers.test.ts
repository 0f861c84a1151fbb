import { describe, expect, it } from 'vitest';
import { isNumericId, validateIntegerCents, validateNumericId } from './numbers.js';

describe('isNumericId: positive whole numbers only (spec §2, §5)', () => {
  it('accepts positive integers and digit strings', () => {
    for (const ok of [1, 42, Number.MAX_SAFE_INTEGER, '1', '1028', '007']) {
      expect(isNumericId(ok), String(ok)).toBe(true);
    }
  });

  it('rejects zero, negatives, decimals, signs, spaces, words and huge values', () => {
    for (const bad of [
      0,
      -1,
      1.5,
      Number.NaN,
      '0',
      '-1',
      '+1',
      '1.0',
      ' 1',
      '1 ',
      '',
      'abc',
      'woods',
      '12a',
      '1e3',
      '99999999999999999999',
      null,
      undefined,
      {},
    ]) {
      expect(isNumericId(bad), String(bad)).toBe(false);
    }
  });

  it('validateNumericId names the field', () => {
    expect(validateNumericId('12')).toBeUndefined();
    expect(validateNumericId('abc')).toBe('Id must be a positive whole number');
    expect(validateNumericId('x', 'Project id')).toBe('Project id must be a positive whole number');
  });
});

describe('validateIntegerCents: gift amount and tip are integers in cents (spec §5)', () => {
  it('accepts safe integers', () => {
    expect(validateIntegerCents(2500)).toBeUndefined();
    expect(validateIntegerCents(0)).toBeUndefined();
  });

  it('requires a value', () => {
    expect(validateIntegerCents(undefined)).toBe('Amount is required');
    expect(validateIntegerCents(null, { label: 'Tip' })).toBe('Tip is required');
    expect(validateIntegerCents('')).toBe('Amount is required');
  });

  it('rejects floats, strings and unsafe numbers', () => {
    const message = 'Amount must be a whole number of cents';
    expect(validateIntegerCents(25.5)).toBe(message);
    expect(validateIntegerCents('2500')).toBe(message);
    expect(validateIntegerCents(Number.NaN)).toBe(message);
    expect(validateIntegerCents(Number.POSITIVE_INFINITY)).toBe(message);
    expect(validateIntegerCents(2 ** 53)).toBe(message);
  });

  it('applies inclusive bounds and shows them in dollars', () => {
    const options = { min: 100, max: 1_000_000, label: 'Gift amount' };
    expect(validateIntegerCents(100, options)).toBeUndefined();
    expect(validateIntegerCents(1_000_000, options)).toBeUndefined();
    expect(validateIntegerCents(99, options)).toBe('Gift amount must be at least $1.00');
    expect(validateIntegerCents(1_000_001, options)).toBe('Gift amount must be at most $10,000.00');
    expect(validateIntegerCents(-1, { min: 0 })).toBe('Amount must be at least $0.00');
  });
});
