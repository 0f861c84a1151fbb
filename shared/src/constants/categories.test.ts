import { describe, expect, it } from 'vitest';
import {
  CATEGORY_SLUGS,
  GIFT_CATEGORIES,
  ROUTING_CATEGORIES,
  categoryFromSlug,
  categoryRoutePath,
  isGiftCategory,
  isRoutingCategory,
} from './categories.js';

describe('categories (spec §9)', () => {
  it('lists the 18 gift and project categories in spec order', () => {
    expect(GIFT_CATEGORIES).toEqual([
      'Medical',
      'Shelter',
      'Infant',
      'Urgent',
      'Nutrition',
      'Sustainable',
      'Men',
      'Women',
      'Children',
      'Entrepreneurship',
      'Orphan',
      'Widow',
      'Education',
      'Disability',
      'Disaster',
      'Administrative',
      'Water',
      'Sports & The Arts',
    ]);
  });

  it('adds Refugee and Holiday for routing only', () => {
    expect(ROUTING_CATEGORIES).toHaveLength(20);
    expect(ROUTING_CATEGORIES.slice(18)).toEqual(['Refugee', 'Holiday']);
    expect(isGiftCategory('Refugee')).toBe(false);
    expect(isRoutingCategory('Refugee')).toBe(true);
    expect(isRoutingCategory('Holiday')).toBe(true);
  });

  it('gives every routing category the route listed in spec §2', () => {
    const routes = ROUTING_CATEGORIES.map(categoryRoutePath).sort();
    expect(routes).toEqual(
      [
        '/men',
        '/women',
        '/children',
        '/infant',
        '/entrepreneurship',
        '/orphan',
        '/widow',
        '/medical',
        '/refugee',
        '/disaster',
        '/holiday',
        '/shelter',
        '/education',
        '/urgent',
        '/sustainable',
        '/disability',
        '/nutrition',
        '/administrative',
        '/sports-and-arts',
        '/water',
      ].sort(),
    );
    expect(CATEGORY_SLUGS['Sports & The Arts']).toBe('sports-and-arts');
    expect(categoryRoutePath('Men')).toBe('/men');
  });

  it('reads a slug back case-insensitively, with or without a leading slash', () => {
    expect(categoryFromSlug('men')).toBe('Men');
    expect(categoryFromSlug('/MEN')).toBe('Men');
    expect(categoryFromSlug('/Sports-And-Arts')).toBe('Sports & The Arts');
    expect(categoryFromSlug('holiday')).toBe('Holiday');
    for (const category of ROUTING_CATEGORIES) {
      expect(categoryFromSlug(categoryRoutePath(category))).toBe(category);
    }
  });

  it('rejects unknown slugs and display names that are not slugs', () => {
    expect(categoryFromSlug('')).toBeUndefined();
    expect(categoryFromSlug('/')).toBeUndefined();
    expect(categoryFromSlug('sports & the arts')).toBeUndefined();
    expect(categoryFromSlug('mens')).toBeUndefined();
  });

  it('isGiftCategory matches exact names only', () => {
    expect(isGiftCategory('Medical')).toBe(true);
    expect(isGiftCategory('Sports & The Arts')).toBe(true);
    expect(isGiftCategory('medical')).toBe(false);
    expect(isGiftCategory(undefined)).toBe(false);
  });
});
