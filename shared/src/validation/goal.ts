/** A yearly giving or fundraising goal, in cents (docs/api-dashboards.md). One rule for the form and the API. */
import type { ValidationResult } from './field-errors.js';

/** At least $1, at most $100,000,000. */
const GOAL_MIN_CENTS = 100;
const GOAL_MAX_CENTS = 10_000_000_000;

/** null clears the goal; otherwise whole cents in bounds. */
export function validateGoalCents(value: unknown): ValidationResult {
  if (value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'Enter the goal as an amount in dollars';
  if (value < GOAL_MIN_CENTS) return 'The goal must be at least $1';
  if (value > GOAL_MAX_CENTS) return 'The goal can be at most $100,000,000';
  return undefined;
}

/** How far along a goal is, 0 to 100 (capped at 100), or null without a goal. */
export function goalPercent(progressCents: number, goalCents: number | null): number | null {
  if (goalCents === null || goalCents <= 0) return null;
  return Math.min(100, Math.floor((progressCents * 100) / goalCents));
}
