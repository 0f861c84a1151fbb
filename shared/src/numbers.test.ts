import { describe, expect, it } from 'vitest';
import { formatCount, groupThousands } from './numbers.js';

describe('groupThousands', () => {
  it('puts a comma before each group of three digits from the right', () => {
    expect(groupThousands('0')).toBe('0');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('1000')).toBe('1,000');
    expect(groupThousands('123456')).toBe('123,456');
    expect(groupThousands('1234567')).toBe('1,234,567');
  });
});

describe('formatCount', () => {
  it("writes integers exactly as Intl's en-US format does", () => {
    const intl = new Intl.NumberFormat('en-US');
    const counts = [0, 1, 12, 999, 1000, 1001, 10000, 999999, 1000000, Number.MAX_SAFE_INTEGER];
    for (let i = 0; i < 2000; i++) counts.push(Math.floor(Math.random() * 10 ** (1 + (i % 15))));
    // Intl writes -0 as "-0"; formatCount never shows a negative zero (below).
    for (const count of counts.flatMap((c) => (c === 0 ? [0] : [c, -c]))) expect(formatCount(count)).toBe(intl.format(count));
  });

  it('rounds a fraction half away from zero and answers an empty string for NaN or infinity', () => {
    expect(formatCount(1234.5)).toBe('1,235');
    expect(formatCount(-2.5)).toBe('-3');
    expect(formatCount(-0.2)).toBe('0');
    expect(formatCount(-0)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('');
    expect(formatCount(Number.NEGATIVE_INFINITY)).toBe('');
  });
});
