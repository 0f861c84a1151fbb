/**
 * The currency notice (spec §9): visitors from the EU and Great Britain see that amounts are in US dollars,
 * with approximate amounts in their own currency. Rates are fetched for AUD, CAD and GBP (spec §7), and EUR for
 * the EU's visitors.
 */
export const RATE_CURRENCIES = ['AUD', 'CAD', 'GBP', 'EUR'] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];

/** The 27 member states of the European Union (ISO 3166-1 alpha-2). */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

/** The currency a visitor from `countryCode` sees the notice in, or null when they see no notice. */
export function noticeCurrency(countryCode: string | null | undefined): 'GBP' | 'EUR' | null {
  if (!countryCode) return null;
  const code = countryCode.toUpperCase();
  if (code === 'GB') return 'GBP';
  return (EU_COUNTRIES as readonly string[]).includes(code) ? 'EUR' : null;
}
