/**
 * Spec §5: a category must match a fixed category name, case-insensitively,
 * and is stored with its canonical capitalisation.
 */
import { GIFT_CATEGORIES, ROUTING_CATEGORIES } from '../constants/index.js';
import type { Category, RoutingCategory } from '../constants/index.js';
import type { ValidationResult } from './field-errors.js';

const CATEGORY_INVALID_MESSAGE = 'Please choose a valid category';

export type CategoryOptions = {
  /** Also accept the routing-only categories Refugee and Holiday. */
  allowRouting?: boolean;
};

function byLowerName(names: readonly string[]): ReadonlyMap<string, string> {
  return new Map(names.map((name) => [name.toLowerCase(), name]));
}

const GIFT_BY_LOWER = byLowerName(GIFT_CATEGORIES);
const ROUTING_BY_LOWER = byLowerName(ROUTING_CATEGORIES);

/** 'MEDICAL' -> 'Medical', ' sports & the arts ' -> 'Sports & The Arts'; undefined when unknown. */
export function normalizeCategory(name: unknown): Category | undefined;
export function normalizeCategory(name: unknown, options: CategoryOptions): RoutingCategory | undefined;
export function normalizeCategory(name: unknown, options: CategoryOptions = {}): RoutingCategory | undefined {
  if (typeof name !== 'string') return undefined;
  const names = options.allowRouting ? ROUTING_BY_LOWER : GIFT_BY_LOWER;
  return names.get(name.trim().toLowerCase()) as RoutingCategory | undefined;
}

/**
 * A category is optional: an empty or missing value passes (pair with
 * `validateRequired` where one is mandatory). Anything else must name a category.
 */
export function validateCategory(value: unknown, options: CategoryOptions = {}): ValidationResult {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return normalizeCategory(value, options) ? undefined : CATEGORY_INVALID_MESSAGE;
}
