import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatCents, isIntegerCents } from './money.js';

describe('centsToDollars', () => {
  it('divides by 100', () => {
    expect(centsToDollars(123456)).toBe(1234.56);
    expect(centsToDollars(5)).toBe(0.05);
    expect(centsToDollars(-250)).toBe(-2.5);
  });
});

describe('dollarsToCents', () => {
  it('converts numbers exactly, without float drift', () => {
    expect(dollarsToCents(12.34)).toBe(1234);
    expect(dollarsToCents(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996 in floats
    expect(dollarsToCents(1.005)).toBe(101); // half a cent rounds up
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0)).toBe(0);
    expect(dollarsToCents(-3.5)).toBe(-350);
  });

  it('reads dollar text with a sign, a dollar sign and thousands separators', () => {
    expect(dollarsToCents('12.34')).toBe(1234);
    expect(dollarsToCents('$1,234.5')).toBe(123450);
    expect(dollarsToCents(' $ 7 ')).toBe(700);
    expect(dollarsToCents('1234567.89')).toBe(123456789);
    expect(dollarsToCents('.5')).toBe(50);
    expect(dollarsToCents('5.')).toBe(500);
    expect(dollarsToCents('-$3')).toBe(-300);
    expect(dollarsToCents('$-3.10')).toBe(-310);
  });

  it('rounds half away from zero at the cent', () => {
    expect(dollarsToCents('0.004')).toBe(0);
    expect(dollarsToCents('0.005')).toBe(1);
    expect(dollarsToCents('-0.005')).toBe(-1);
    expect(dollarsToCents('-0.004')).toBe(0);
    expect(Object.is(dollarsToCents('-0.004'), -0)).toBe(false);
  });

  it('returns NaN for text it cannot read exactly', () => {
    for (const bad of ['', '   ', '$', 'abc', '12abc', '1e3', '1,23', '12,3456', '--1', '-$-1', '1.2.3', '$$1']) {
      expect(dollarsToCents(bad), bad).toBeNaN();
    }
    expect(dollarsToCents(Number.NaN)).toBeNaN();
    expect(dollarsToCents(Number.POSITIVE_INFINITY)).toBeNaN();
    expect(dollarsToCents('99999999999999999999')).toBeNaN();
  });
});

describe('formatCents', () => {
  it('shows US dollars with thousands separators and two decimals', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(1200)).toBe('$12.00');
    expect(formatCents(-500)).toBe('-$5.00');
  });

  it('can drop zero cents, but only when there are none', () => {
    expect(formatCents(1200, { dropZeroCents: true })).toBe('$12');
    expect(formatCents(100000000, { dropZeroCents: true })).toBe('$1,000,000');
    expect(formatCents(1250, { dropZeroCents: true })).toBe('$12.50');
  });

  it('answers an empty string for NaN or infinity', () => {
    expect(formatCents(Number.NaN)).toBe('');
    expect(formatCents(Number.POSITIVE_INFINITY)).toBe('');
  });

  it("writes integer cents exactly as Intl's en-US currency format does, with and without zero cents", () => {
    const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99999, 100000, 123456789, 100000000000];
    for (let i = 0; i < 2000; i++) amounts.push(Math.floor(Math.random() * 10 ** (1 + (i % 14))));
    // Intl writes -0 as "-$0.00"; formatCents never shows a negative zero (below).
    for (const cents of amounts.flatMap((a) => (a === 0 ? [0] : [a, -a]))) {
      expect(formatCents(cents)).toBe(withCents.format(cents / 100));
      expect(formatCents(cents, { dropZeroCents: true })).toBe((cents % 100 === 0 ? whole : withCents).format(cents / 100));
    }
  });

  it('rounds a fraction of a cent half away from zero, and never shows a negative zero', () => {
    expect(formatCents(12.5)).toBe('$0.13');
    expect(formatCents(-12.5)).toBe('-$0.13');
    expect(formatCents(99.4)).toBe('$0.99');
    expect(formatCents(-0.4)).toBe('$0.00');
    expect(formatCents(-0)).toBe('$0.00');
  });

  it('stays exact where dividing by 100 in floating point would not (Intl gives "$90,071,992,547,409.90")', () => {
    expect(formatCents(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91');
  });
});

describe('isIntegerCents', () => {
  it('accepts safe integers only', () => {
    expect(isIntegerCents(0)).toBe(true);
    expect(isIntegerCents(2500)).toBe(true);
    expect(isIntegerCents(-1)).toBe(true);
    expect(isIntegerCents(25.5)).toBe(false);
    expect(isIntegerCents('2500')).toBe(false);
    expect(isIntegerCents(Number.NaN)).toBe(false);
    expect(isIntegerCents(2 ** 53)).toBe(false);
  });
});
