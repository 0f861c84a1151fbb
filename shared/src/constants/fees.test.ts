import { describe, expect, it } from 'vitest';
import { estimateCardFeeCents, estimateDonorEarnCents } from './fees.js';

describe('card fee estimate: 2.9 percent plus 30 cents', () => {
  it('charges 2.9 % plus 30 cents on round amounts', () => {
    expect(estimateCardFeeCents(10000)).toBe(320); // $100 -> $2.90 + $0.30
    expect(estimateCardFeeCents(1000)).toBe(59); // $10 -> 29c + 30c
    expect(estimateCardFeeCents(0)).toBe(30);
  });

  it('rounds the percentage to whole cents, half up', () => {
    expect(estimateCardFeeCents(500)).toBe(45); // 14.5c -> 15c, + 30c
    expect(estimateCardFeeCents(2500)).toBe(103); // 72.5c -> 73c, + 30c
    expect(estimateCardFeeCents(100)).toBe(33); // 2.9c -> 3c, + 30c
    expect(estimateCardFeeCents(1234)).toBe(66); // 35.786c -> 36c, + 30c
  });

  it('rejects amounts that are not non-negative integer cents', () => {
    expect(() => estimateCardFeeCents(10.5)).toThrow(RangeError);
    expect(() => estimateCardFeeCents(-100)).toThrow(RangeError);
    expect(() => estimateCardFeeCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('donor earn estimate: 17.1 percent minus 30 cents per gift, floored at 0', () => {
  it('takes 17.1 % and subtracts 30 cents for one gift by default', () => {
    expect(estimateDonorEarnCents(10000)).toBe(1680); // 1710c - 30c
    expect(estimateDonorEarnCents(1000)).toBe(141); // 171c - 30c
  });

  it('subtracts 30 cents for each gift', () => {
    expect(estimateDonorEarnCents(10000, 3)).toBe(1620); // 1710c - 90c
  });

  it('floors at 0 for a $1 gift', () => {
    expect(estimateDonorEarnCents(100)).toBe(0); // 17.1c - 30c < 0
    expect(estimateDonorEarnCents(0)).toBe(0);
    expect(estimateDonorEarnCents(1000, 10)).toBe(0); // 171c - 300c
  });

  it('is exactly 0 at the break-even point and positive just after', () => {
    expect(estimateDonorEarnCents(175)).toBe(0); // 29.925c -> 30c, - 30c
    expect(estimateDonorEarnCents(178)).toBe(0); // 30.438c -> 30c
    expect(estimateDonorEarnCents(179)).toBe(1); // 30.609c -> 31c
  });

  it('rejects bad input', () => {
    expect(() => estimateDonorEarnCents(99.9)).toThrow(RangeError);
    expect(() => estimateDonorEarnCents(1000, 0)).toThrow(RangeError);
    expect(() => estimateDonorEarnCents(1000, 1.5)).toThrow(RangeError);
  });
});
