import { describe, expect, it } from 'vitest';
import { GIFT_CATEGORIES } from '../constants/index.js';
import { normalizeCategory, validateCategory } from './category.js';

describe('normalizeCategory: case-insensitive, canonical capitalisation (spec §5)', () => {
  it('answers the canonical name whatever the case', () => {
    expect(normalizeCategory('medical')).toBe('Medical');
    expect(normalizeCategory('MEDICAL')).toBe('Medical');
    expect(normalizeCategory('mEdIcAl')).toBe('Medical');
    expect(normalizeCategory(' sports & the arts ')).toBe('Sports & The Arts');
    for (const category of GIFT_CATEGORIES) {
      expect(normalizeCategory(category.toUpperCase())).toBe(category);
    }
  });

  it('accepts Refugee and Holiday only when routing categories are allowed', () => {
    expect(normalizeCategory('refugee')).toBeUndefined();
    expect(normalizeCategory('refugee', { allowRouting: true })).toBe('Refugee');
    expect(normalizeCategory('HOLIDAY', { allowRouting: true })).toBe('Holiday');
    expect(normalizeCategory('men', { allowRouting: true })).toBe('Men');
  });

  it('answers undefined for unknown names, slugs and non-strings', () => {
    expect(normalizeCategory('sports-and-arts')).toBeUndefined();
    expect(normalizeCategory('Medicine')).toBeUndefined();
    expect(normalizeCategory('')).toBeUndefined();
    expect(normalizeCategory(3)).toBeUndefined();
  });
});

describe('validateCategory', () => {
  it('passes known categories in any case and empty values', () => {
    expect(validateCategory('water')).toBeUndefined();
    expect(validateCategory('')).toBeUndefined();
    expect(validateCategory(undefined)).toBeUndefined();
    expect(validateCategory('Holiday', { allowRouting: true })).toBeUndefined();
  });

  it('rejects unknown ones', () => {
    expect(validateCategory('Pets')).toBe('Please choose a valid category');
    expect(validateCategory('Holiday')).toBe('Please choose a valid category');
    expect(validateCategory(['Water'])).toBe('Please choose a valid category');
  });
});
