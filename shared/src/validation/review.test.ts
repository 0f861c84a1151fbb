import { describe, expect, it } from 'vitest';
import { validateRating, validateReviewAnswer, validateReviewText } from './review.js';

describe('review rules', () => {
  it('takes whole ratings from 1 to 5', () => {
    for (const ok of [1, 3, 5, '4']) expect(validateRating(ok)).toBeUndefined();
    for (const bad of [0, 6, 2.5, '', null, undefined, 'x']) expect(validateRating(bad)).toBe('Choose a rating from 1 to 5 stars');
  });
  it('needs a text of at most 2000 characters', () => {
    expect(validateReviewText('  ')).toBe('Please write a few words about this partner');
    expect(validateReviewText('Great work')).toBeUndefined();
    expect(validateReviewText('x'.repeat(2001))).toBe('Write at most 2000 characters');
    expect(validateReviewText('😀'.repeat(2000))).toBeUndefined();
    expect(validateReviewAnswer('')).toBe('Please write your answer');
  });
});
