/** A partner's public team member (docs/api-profiles.md). One rule for the form and the API. */
import type { ValidationResult } from './field-errors.js';
import { validateName } from './text.js';

/** The longest title and bio, in characters (code points). */
const TEAMMATE_TITLE_MAX = 100;
const TEAMMATE_BIO_MAX = 1_000;
/** A profile shows at most this many team members. */
export const TEAMMATES_MAX = 50;

const tooLong = (value: unknown, max: number): ValidationResult =>
  typeof value === 'string' && [...value.trim()].length > max ? `Write at most ${max} characters` : undefined;

/** The name is required, 1 to 100 characters. */
export const validateTeammateName = (value: unknown): ValidationResult => validateName(value, 'Name');

/** Optional; at most 100 characters. */
export const validateTeammateTitle = (value: unknown): ValidationResult => tooLong(value, TEAMMATE_TITLE_MAX);

/** Optional; at most 1,000 characters. */
export const validateTeammateBio = (value: unknown): ValidationResult => tooLong(value, TEAMMATE_BIO_MAX);
