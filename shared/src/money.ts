import { groupThousands } from './numbers.js';

/**
 * Money helpers. Money is integer cents everywhere and shown as US dollars.
 */

/** Cents to a dollar amount for display maths only (1234 -> 12.34). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

// Optional sign, optional '$' (then optional spaces) on either side of the sign, then plain digits
// or digits grouped in thousands with commas, then an optional fraction.
const DOLLARS_PATTERN = /^([-+]?)\$?\s*([-+]?)(\d+|\d{1,3}(?:,\d{3})+)?(?:\.(\d*))?$/;

/**
 * Dollars to integer cents, exactly: the decimal text is converted digit by digit
 * (so 1.005 -> 101 and 0.29 -> 29, with no binary floating-point drift) and
 * rounded half away from zero at the cent.
 *
 * Accepts numbers and strings such as "12.34", "$1,234.5", "-$3", " 7 ".
 * Returns NaN for anything it cannot read exactly: empty text, letters,
 * exponent notation ("1e3"), misplaced commas ("1,23"), two signs, non-finite
 * numbers, or a result beyond Number.MAX_SAFE_INTEGER. Callers check with
 * `Number.isNaN` or `isIntegerCents`.
 */
export function dollarsToCents(dollars: number | string): number {
  if (typeof dollars === 'number') {
    if (!Number.isFinite(dollars)) return Number.NaN;
    const text = String(dollars);
    // Very large or tiny numbers print in exponent notation; plain rounding is exact enough there.
    if (/e/i.test(text)) return toSafe(Math.round(dollars * 100));
    return parseDollarText(text);
  }
  if (typeof dollars !== 'string') return Number.NaN;
  return parseDollarText(dollars.trim());
}

function parseDollarText(text: string): number {
  const match = DOLLARS_PATTERN.exec(text);
  if (!match) return Number.NaN;
  const [, signBefore = '', signAfter = '', whole = '', fraction = ''] = match;
  if (signBefore && signAfter) return Number.NaN;
  if (whole === '' && fraction === '') return Number.NaN;
  const digits = whole.replace(/,/g, '') || '0';
  const cents = Number(digits) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  const roundUp = (fraction[2] ?? '0') >= '5';
  const magnitude = cents + (roundUp ? 1 : 0);
  const negative = (signBefore || signAfter) === '-';
  return toSafe(negative && magnitude !== 0 ? -magnitude : magnitude);
}

function toSafe(cents: number): number {
  return Number.isSafeInteger(cents) ? cents : Number.NaN;
}

export type FormatCentsOptions = {
  /** Show whole-dollar amounts without cents: 1200 -> "$12" instead of "$12.00". */
  dropZeroCents?: boolean;
};

/**
 * Integer cents as US dollars: 123456 -> "$1,234.56", -500 -> "-$5.00", the en-US currency format, written out
 * (see numbers.ts for why not `Intl`). A fraction of a cent is rounded half away from zero.
 * Returns '' for NaN, infinite input or more than Number.MAX_SAFE_INTEGER cents, so a broken value never renders as
 * "$NaN".
 */
export function formatCents(cents: number, opts: FormatCentsOptions = {}): string {
  if (!Number.isFinite(cents)) return '';
  const rounded = Math.round(Math.abs(cents));
  if (!Number.isSafeInteger(rounded)) return '';
  const sign = cents < 0 && rounded !== 0 ? '-' : '';
  const dollars = groupThousands(String(Math.floor(rounded / 100)));
  const rest = rounded % 100;
  const fraction = opts.dropZeroCents && rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`;
  return `${sign}$${dollars}${fraction}`;
}

/** True when `value` is a safe integer number (a valid amount of cents; sign not checked). */
export function isIntegerCents(value: unknown): value is number {
  return Number.isSafeInteger(value);
}
