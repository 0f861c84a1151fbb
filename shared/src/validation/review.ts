/** A partner review's rating, text and the partner's answer (docs/api-reviews.md). One rule for the form and the API. */
import type { ValidationResult } from './field-errors.js';

/** Ratings are whole stars, 1 to 5. */
const REVIEW_RATING_MIN = 1;
const REVIEW_RATING_MAX = 5;
/** The longest review text and answer, in characters (code points). */
const REVIEW_TEXT_MAX = 2_000;
/** At most this many reviews are fetched for a partner (spec §9). */
export const REVIEWS_SHOWN = 399;

export function validateRating(value: unknown): ValidationResult {
  if (value === undefined || value === null || value === '') return 'Choose a rating from 1 to 5 stars';
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= REVIEW_RATING_MIN && n <= REVIEW_RATING_MAX
    ? undefined
    : 'Choose a rating from 1 to 5 stars';
}

function validateText(value: unknown, missing: string): ValidationResult {
  if (typeof value !== 'string' || value.trim() === '') return missing;
  return [...value.trim()].length > REVIEW_TEXT_MAX ? `Write at most ${REVIEW_TEXT_MAX} characters` : undefined;
}

/** The review's text is required: a rating says how, the text says why. */
export const validateReviewText = (value: unknown): ValidationResult => validateText(value, 'Please write a few words about this partner');

export const validateReviewAnswer = (value: unknown): ValidationResult => validateText(value, 'Please write your answer');
