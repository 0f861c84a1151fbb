/**
 * The donations table's filter form (docs/api-donations.md): what the viewer typed, as text, turned into the
 * query the API takes. The field rules are the API's (`validateDonationFilters`), so the form flags a bad
 * range before asking; a 422 the API still answers lands on the same fields.
 */
import { dollarsToCents } from '@storyfund/shared/money';
import { validateDonationFilters } from '@storyfund/shared/validation';

export type DonationSort = 'gift_at' | 'amount';
export type SortDirection = 'asc' | 'desc';

export interface DonationForm {
  datestart: string;
  dateend: string;
  project_id: string;
  kind: '' | 'one-time' | 'monthly';
  /** Dollars, as typed. */
  min: string;
  max: string;
  q: string;
}

export const EMPTY_FILTERS: DonationForm = { datestart: '', dateend: '', project_id: '', kind: '', min: '', max: '', q: '' };

/** The filters as API query fields (empty ones left out). */
export type DonationParams = Partial<{
  datestart: string;
  dateend: string;
  project_id: number;
  kind: 'one-time' | 'monthly';
  min_cents: number;
  max_cents: number;
  q: string;
}>;

/** A form field's error, by the form's own field names. */
export type FilterErrors = Partial<Record<keyof DonationForm, string>>;

const AMOUNT_ERROR = 'Please give an amount in dollars, like 25 or 12.50';

function amountCents(text: string): number | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const cents = dollarsToCents(trimmed);
  return Number.isNaN(cents) || cents < 0 ? null : cents;
}

/** The form as query fields, or the field errors that keep it from being asked. */
export function toDonationParams(form: DonationForm): { params: DonationParams; errors: FilterErrors } {
  const min = amountCents(form.min);
  const max = amountCents(form.max);
  const params: DonationParams = {};
  if (form.datestart) params.datestart = form.datestart;
  if (form.dateend) params.dateend = form.dateend;
  if (form.project_id) params.project_id = Number(form.project_id);
  if (form.kind) params.kind = form.kind;
  if (typeof min === 'number') params.min_cents = min;
  if (typeof max === 'number') params.max_cents = max;
  if (form.q.trim()) params.q = form.q.trim();
  const rules = validateDonationFilters(params);
  const errors: FilterErrors = {};
  if (rules.datestart) errors.datestart = rules.datestart;
  if (rules.dateend) errors.dateend = rules.dateend;
  if (min === null) errors.min = AMOUNT_ERROR;
  if (max === null) errors.max = AMOUNT_ERROR;
  else if (rules.max_cents) errors.max = rules.max_cents;
  return { params, errors };
}

/** The API's field names (a 422's `errors`) on the form's fields. */
const API_FIELDS: Record<string, keyof DonationForm> = {
  datestart: 'datestart',
  dateend: 'dateend',
  project_id: 'project_id',
  kind: 'kind',
  min_cents: 'min',
  max_cents: 'max',
  q: 'q',
};

/** A 422's first message per field, placed on the filter that caused it; fields the form lacks are left out. */
export function apiFilterErrors(fieldErrors: Record<string, string>): FilterErrors {
  const errors: FilterErrors = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    const target = API_FIELDS[field];
    if (target !== undefined) errors[target] = message;
  }
  return errors;
}
