import { describe, expect, it } from 'vitest';
import { goalPercent, validateGoalCents } from './goal.js';

describe('giving goals', () => {
  it('takes whole cents from $1 to $100,000,000, or null to clear', () => {
    expect(validateGoalCents(null)).toBeUndefined();
    expect(validateGoalCents(100)).toBeUndefined();
    expect(validateGoalCents(10_000_000_000)).toBeUndefined();
    expect(validateGoalCents(99)).toBe('The goal must be at least $1');
    expect(validateGoalCents(10_000_000_001)).toBe('The goal can be at most $100,000,000');
    expect(validateGoalCents(12.5)).toBe('Enter the goal as an amount in dollars');
  });
  it('says how far along a goal is, capped at 100', () => {
    expect(goalPercent(2_500, 10_000)).toBe(25);
    expect(goalPercent(9_999, 10_000)).toBe(99);
    expect(goalPercent(30_000, 10_000)).toBe(100);
    expect(goalPercent(500, null)).toBeNull();
  });
});
