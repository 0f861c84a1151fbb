import { describe, expect, it } from 'vitest';
import {
  normalizeProjectCategories,
  PROJECT_GOAL_MAX_CENTS,
  validateProjectCountry,
  validateProjectDescription,
  validateProjectGoalCents,
  validateProjectTitle,
} from './project.js';

describe('project form rules (spec §5: title and description required, goal integer cents > 0)', () => {
  it('requires a title and description, and bounds their length in characters', () => {
    expect(validateProjectTitle('  ')).toBe('Title is required');
    expect(validateProjectTitle('A well')).toBeUndefined();
    expect(validateProjectTitle('x'.repeat(201))).toBe('Title must be at most 200 characters');
    expect(validateProjectTitle('🌊'.repeat(200))).toBeUndefined();
    expect(validateProjectDescription('')).toBe('Description is required');
    expect(validateProjectDescription('y'.repeat(20_001))).toBe('Description must be at most 20000 characters');
  });

  it('takes the goal as whole cents above zero, up to the maximum', () => {
    expect(validateProjectGoalCents(50_000)).toBeUndefined();
    expect(validateProjectGoalCents(0)).toMatch(/at least/);
    expect(validateProjectGoalCents(10.5)).toMatch(/whole number of cents/);
    expect(validateProjectGoalCents('500')).toMatch(/whole number of cents/);
    expect(validateProjectGoalCents(PROJECT_GOAL_MAX_CENTS + 1)).toMatch(/at most/);
  });

  it('needs a country from the list', () => {
    expect(validateProjectCountry('KE')).toBeUndefined();
    expect(validateProjectCountry('')).toBe('Country is required');
    expect(validateProjectCountry('XX')).toBe('Please choose a country from the list');
  });

  it('normalises categories case-insensitively, drops duplicates, refuses unknown ones', () => {
    expect(normalizeProjectCategories(['water', 'WATER', 'sports & the arts'])).toEqual({ categories: ['Water', 'Sports & The Arts'] });
    expect(normalizeProjectCategories([])).toEqual({ error: 'Please choose at least one category' });
    expect(normalizeProjectCategories(['Pets'])).toEqual({ error: 'Please choose a valid category' });
  });
});
