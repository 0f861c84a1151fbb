/** A sales lead's fields (docs/backoffice.md "Sales"): one rule for the back-office's forms and the API. */
import { isLeadSource, isLeadStage } from '../constants/index.js';
import { isCountryCode } from '../countries.js';
import { validateEmail } from './email.js';
import { collectErrors, type FieldErrors, type ValidationResult } from './field-errors.js';

const ORGANIZATION_MAX = 200;
const CONTACT_NAME_MAX = 100;
const PHONE_MAX = 40;
const NOTES_MAX = 10_000;
const NEXT_STEP_MAX = 500;
const PHONE_PATTERN = /^\+?[0-9 ().-]{5,}$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const tooLong = (value: string, max: number) => [...value.trim()].length > max;

function optionalText(value: unknown, label: string, max: number): ValidationResult {
  if (blank(value)) return undefined;
  if (typeof value !== 'string') return `${label} must be text`;
  return tooLong(value, max) ? `${label} can be at most ${max} characters` : undefined;
}

export function validateLeadOrganization(value: unknown): ValidationResult {
  if (typeof value !== 'string' || value.trim() === '') return 'Organisation name is required';
  return tooLong(value, ORGANIZATION_MAX) ? `Organisation name can be at most ${ORGANIZATION_MAX} characters` : undefined;
}

/** Optional; when given, the spec §5 shape. */
export function validateLeadEmail(value: unknown): ValidationResult {
  return blank(value) ? undefined : validateEmail(value);
}

/** Optional; digits with spaces, dots, dashes, brackets and a leading +. */
export function validateLeadPhone(value: unknown): ValidationResult {
  if (blank(value)) return undefined;
  if (typeof value !== 'string' || tooLong(value, PHONE_MAX) || !PHONE_PATTERN.test(value.trim())) {
    return 'Please enter a phone number (digits, spaces and + ( ) - . only)';
  }
  return undefined;
}

export function validateLeadCountry(value: unknown): ValidationResult {
  if (blank(value)) return undefined;
  return typeof value === 'string' && isCountryCode(value.trim().toUpperCase()) ? undefined : 'Please choose a country from the list';
}

export function validateLeadStage(value: unknown): ValidationResult {
  return isLeadStage(value) ? undefined : 'Please choose a stage';
}

export function validateLeadSource(value: unknown): ValidationResult {
  return isLeadSource(value) ? undefined : 'Please choose a source';
}

/** A calendar date, YYYY-MM-DD (the day of the next step), or nothing. */
export function validateLeadDate(value: unknown): ValidationResult {
  if (blank(value)) return undefined;
  const match = typeof value === 'string' ? DATE_PATTERN.exec(value.trim()) : null;
  if (!match) return 'Please enter a date (YYYY-MM-DD)';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? undefined
    : 'Please enter a real date';
}

export const validateLeadNotes = (value: unknown) => optionalText(value, 'Notes', NOTES_MAX);
export const validateLeadNextStep = (value: unknown) => optionalText(value, 'Next step', NEXT_STEP_MAX);
export const validateLeadContactName = (value: unknown) => optionalText(value, 'Contact name', CONTACT_NAME_MAX);

export interface LeadInput {
  organization_name?: unknown;
  contact_name?: unknown;
  email?: unknown;
  phone?: unknown;
  country_code?: unknown;
  source?: unknown;
  stage?: unknown;
  notes?: unknown;
  next_step?: unknown;
  next_step_date?: unknown;
}

const RULES: Record<keyof LeadInput, (value: unknown) => ValidationResult> = {
  organization_name: validateLeadOrganization,
  contact_name: validateLeadContactName,
  email: validateLeadEmail,
  phone: validateLeadPhone,
  country_code: validateLeadCountry,
  source: validateLeadSource,
  stage: validateLeadStage,
  notes: validateLeadNotes,
  next_step: validateLeadNextStep,
  next_step_date: validateLeadDate,
};

/**
 * Every field of a lead, keyed by field; undefined when all pass. `partial` (a PATCH) checks only the fields
 * present, so a move on the board sends its stage alone.
 */
export function validateLead(input: LeadInput, options: { partial?: boolean } = {}): FieldErrors | undefined {
  const keys = (Object.keys(RULES) as (keyof LeadInput)[]).filter((key) => !options.partial || key in input);
  return collectErrors(Object.fromEntries(keys.map((key) => [key, RULES[key](input[key])])));
}
