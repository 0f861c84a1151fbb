/** The donations table's filters (docs/api-donations.md): one rule for the screen's form and the API. */
import type { ValidationResult } from './field-errors.js';

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as YYYY-MM-DD, or undefined when it is not one. */
export function parseDay(value: string): Date | undefined {
  if (!DAY_RE.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value ? undefined : day;
}

export interface DonationFilters {
  datestart?: string;
  dateend?: string;
  min_cents?: number;
  max_cents?: number;
}

/** Field errors of the filters: days as YYYY-MM-DD, the end not before the start, the minimum not above the maximum. */
export function validateDonationFilters(f: DonationFilters): Record<'datestart' | 'dateend' | 'max_cents', ValidationResult> {
  const from = f.datestart ? parseDay(f.datestart) : undefined;
  const to = f.dateend ? parseDay(f.dateend) : undefined;
  const badDay = 'Please give a date as YYYY-MM-DD';
  return {
    datestart: f.datestart && !from ? badDay : undefined,
    dateend: f.dateend && !to ? badDay : from && to && to < from ? 'The end date cannot be before the start date' : undefined,
    max_cents:
      f.min_cents !== undefined && f.max_cents !== undefined && f.max_cents < f.min_cents
        ? 'The maximum cannot be below the minimum'
        : undefined,
  };
}
