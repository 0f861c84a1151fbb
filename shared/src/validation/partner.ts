/**
 * A partner account's organisation fields (spec §3 "User" display and partner attributes): asked at
 * /partnersignup and /29, and editable on /personal. The API, the sign-up form and the settings form call them.
 */
import { isCountryCode } from '../countries.js';
import type { RoutingCategory } from '../constants/index.js';
import { normalizeCategory } from './category.js';
import type { ValidationResult } from './field-errors.js';

const PARTNER_CATEGORIES_MAX = 5;
const ORGANIZATION_NAME_MAX = 200;
const WEBSITE_MAX = 500;

/** 1 to 200 characters after trimming. */
export function validateOrganizationName(value: unknown): ValidationResult {
  if (typeof value !== 'string' || value.trim() === '') return 'Organization name is required';
  if ([...value.trim()].length > ORGANIZATION_NAME_MAX) return `Organization name must be at most ${ORGANIZATION_NAME_MAX} characters`;
  return undefined;
}

/** A country of the list, by its two-letter code. */
export function validatePartnerCountry(value: unknown): ValidationResult {
  if (typeof value !== 'string' || value.trim() === '') return 'Country is required';
  return isCountryCode(value.trim().toUpperCase()) ? undefined : 'Please choose a country from the list';
}

/** One to five categories, each a category name (the routing-only Refugee and Holiday included). */
export function validatePartnerCategories(value: unknown): ValidationResult {
  if (!Array.isArray(value) || value.length === 0) return 'Choose at least one category';
  if (value.length > PARTNER_CATEGORIES_MAX) return `Choose at most ${PARTNER_CATEGORIES_MAX} categories`;
  return value.every((name) => normalizeCategory(name, { allowRouting: true })) ? undefined : 'Please choose a valid category';
}

/** The canonical names, once each, in the order given. */
export function normalizePartnerCategories(value: readonly string[]): RoutingCategory[] {
  const names = value.map((name) => normalizeCategory(name, { allowRouting: true })).filter((n): n is RoutingCategory => !!n);
  return [...new Set(names)];
}

/** Optional; when given, an http(s) address of at most 500 characters ('example.org' is read as https). */
export function validateWebsite(value: unknown): ValidationResult {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  if (typeof value !== 'string' || value.trim().length > WEBSITE_MAX) return `Website must be at most ${WEBSITE_MAX} characters`;
  return normalizeWebsite(value) ? undefined : 'Please enter a web address such as https://example.org';
}

/** 'example.org' -> 'https://example.org'; undefined when it is not a web address. */
export function normalizeWebsite(value: string): string | undefined {
  const trimmed = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    if (!/^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname)) return undefined;
    return url.toString();
  } catch {
    return undefined;
  }
}

/** A registration or tax number: 2 to 50 letters, digits, spaces, dots, slashes or dashes. */
export function validateRegistrationNumber(value: unknown): ValidationResult {
  if (typeof value !== 'string' || value.trim() === '') return 'Registration or tax number is required';
  return /^[A-Za-z0-9][A-Za-z0-9 ./-]{1,49}$/.test(value.trim())
    ? undefined
    : 'Use 2 to 50 letters, digits, spaces, dots, slashes or dashes';
}
