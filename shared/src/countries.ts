/**
 * Country lookups over the ISO 3166-1 list: code to name and name to code.
 */
import { COUNTRIES } from './country-list.js';

export { COUNTRIES } from './country-list.js';

/**
 * Everyday names that differ from the ISO short name, accepted by `countryCode`
 * only (`countryName` always answers the ISO name).
 */
export const COUNTRY_NAME_ALIASES: Readonly<Record<string, string>> = {
  Bolivia: 'BO',
  'Czech Republic': 'CZ',
  Iran: 'IR',
  'Ivory Coast': 'CI',
  Laos: 'LA',
  Macedonia: 'MK',
  Micronesia: 'FM',
  Moldova: 'MD',
  'North Korea': 'KP',
  Palestine: 'PS',
  Russia: 'RU',
  'South Korea': 'KR',
  Swaziland: 'SZ',
  Syria: 'SY',
  Taiwan: 'TW',
  Tanzania: 'TZ',
  Turkey: 'TR',
  UK: 'GB',
  USA: 'US',
  'United States of America': 'US',
  Vatican: 'VA',
  Venezuela: 'VE',
  Vietnam: 'VN',
};

/** Lower case, trimmed, single spaces, accents removed, typographic apostrophes made plain. */
function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const NAME_BY_CODE: ReadonlyMap<string, string> = new Map(COUNTRIES.map((c) => [c.code, c.name]));

const CODE_BY_NAME: ReadonlyMap<string, string> = new Map([
  ...Object.entries(COUNTRY_NAME_ALIASES).map(([name, code]) => [nameKey(name), code] as const),
  ...COUNTRIES.map((c) => [nameKey(c.name), c.code] as const),
]);

/** True when `code` is an assigned alpha-2 code, in any letter case ('us', 'US'). */
export function isCountryCode(code: unknown): code is string {
  return typeof code === 'string' && NAME_BY_CODE.has(code.trim().toUpperCase());
}

/** The English short name of a code, case-insensitive: 'gb' -> 'United Kingdom'. */
export function countryName(code: string | null | undefined): string | undefined {
  if (typeof code !== 'string') return undefined;
  return NAME_BY_CODE.get(code.trim().toUpperCase());
}

/**
 * The alpha-2 code of a country name: case-insensitive, trimmed, accent-insensitive,
 * also accepting the everyday names in COUNTRY_NAME_ALIASES: 'united kingdom' -> 'GB'.
 */
export function countryCode(name: string | null | undefined): string | undefined {
  if (typeof name !== 'string') return undefined;
  return CODE_BY_NAME.get(nameKey(name));
}
