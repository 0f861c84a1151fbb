import { describe, expect, it } from 'vitest';
import { GOOD_RATING_THRESHOLD, LARGE_PROJECT_GOAL_CENTS, PAGE_SIZES, isGoodRating, isLargeProject } from './limits.js';

describe('page sizes (spec §9)', () => {
  it('match the spec', () => {
    expect(PAGE_SIZES).toEqual({
      partners: 8,
      invitations: 10,
      projects: 100,
      partnerOverdue: 100,
      gifts: 30,
      reviews: 399,
      staffPicks: 3,
    });
  });
});

describe('large project: goal over 50000 cents', () => {
  it('is not large at exactly 50000 cents', () => {
    expect(LARGE_PROJECT_GOAL_CENTS).toBe(50000);
    expect(isLargeProject(50000)).toBe(false);
    expect(isLargeProject(49999)).toBe(false);
  });

  it('is large from 50001 cents', () => {
    expect(isLargeProject(50001)).toBe(true);
    expect(isLargeProject(1_000_000)).toBe(true);
  });
});

describe('good rating: above 2', () => {
  it('2 is not good, 3 is', () => {
    expect(GOOD_RATING_THRESHOLD).toBe(2);
    expect(isGoodRating(1)).toBe(false);
    expect(isGoodRating(2)).toBe(false);
    expect(isGoodRating(2.5)).toBe(true);
    expect(isGoodRating(3)).toBe(true);
    expect(isGoodRating(5)).toBe(true);
  });
});
