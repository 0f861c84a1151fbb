import { isCountryCode } from '../countries.js';
import type { Category } from '../constants/index.js';
import { normalizeCategory } from './category.js';
import type { ValidationResult } from './field-errors.js';
import { validateIntegerCents } from './numbers.js';
import { validateRequired } from './text.js';

/** Project form rules (spec §5 and our limits), used by the editor, react-admin and the API alike. */
export const PROJECT_TITLE_MAX_LENGTH = 200;
export const PROJECT_DESCRIPTION_MAX_LENGTH = 20_000;
/** $10,000,000: far above any real goal, far below 2^53. */
export const PROJECT_GOAL_MAX_CENTS = 1_000_000_000;

const length = (text: string) => [...text].length;

function textRule(value: unknown, label: string, max: number): ValidationResult {
  const missing = validateRequired(value, label);
  if (missing) return missing;
  return length((value as string).trim()) > max ? `${label} must be at most ${max} characters` : undefined;
}

export const validateProjectTitle = (value: unknown) => textRule(value, 'Title', PROJECT_TITLE_MAX_LENGTH);
export const validateProjectDescription = (value: unknown) => textRule(value, 'Description', PROJECT_DESCRIPTION_MAX_LENGTH);

/** The goal in integer cents: more than zero, at most PROJECT_GOAL_MAX_CENTS. */
export const validateProjectGoalCents = (value: unknown) =>
  validateIntegerCents(value, { min: 1, max: PROJECT_GOAL_MAX_CENTS, label: 'Goal amount' });

export const validateProjectCountry = (value: unknown): ValidationResult =>
  validateRequired(value, 'Country') ?? (isCountryCode(value as string) ? undefined : 'Please choose a country from the list');

/** At least one category, each from the fixed list in any case; answers them canonical and de-duplicated. */
export function normalizeProjectCategories(value: readonly string[] | undefined): { error?: string; categories?: Category[] } {
  if (value === undefined || value.length === 0) return { error: 'Please choose at least one category' };
  const normalized = value.map((name) => normalizeCategory(name));
  if (normalized.some((c) => c === undefined)) return { error: 'Please choose a valid category' };
  return { categories: [...new Set(normalized as Category[])] };
}
