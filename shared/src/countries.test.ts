import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_NAME_ALIASES, countryCode, countryName, isCountryCode } from './countries.js';

describe('COUNTRIES: the ISO 3166-1 alpha-2 list', () => {
  it('has the 249 officially assigned codes, unique and sorted', () => {
    expect(COUNTRIES).toHaveLength(249);
    const codes = COUNTRIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(249);
    expect(codes).toEqual([...codes].sort());
    expect(codes[0]).toBe('AD');
    expect(codes.at(-1)).toBe('ZW');
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('has unique non-empty names', () => {
    const names = COUNTRIES.map((c) => c.name.toLowerCase());
    expect(new Set(names).size).toBe(249);
    for (const name of names) expect(name.trim()).not.toBe('');
  });

  it('excludes user-assigned and reserved codes', () => {
    for (const code of ['XK', 'UK', 'EU', 'AN', 'YU']) expect(isCountryCode(code), code).toBe(false);
  });

  it('round-trips every entry both ways', () => {
    for (const { code, name } of COUNTRIES) {
      expect(countryName(code)).toBe(name);
      expect(countryCode(name)).toBe(code);
    }
  });
});

describe('countryName', () => {
  it('is case-insensitive', () => {
    expect(countryName('us')).toBe('United States');
    expect(countryName('Gb')).toBe('United Kingdom');
    expect(countryName(' ke ')).toBe('Kenya');
  });

  it('answers undefined for unknown codes', () => {
    expect(countryName('ZZ')).toBeUndefined();
    expect(countryName('')).toBeUndefined();
    expect(countryName(null)).toBeUndefined();
  });
});

describe('countryCode', () => {
  it('is case-insensitive and trimmed', () => {
    expect(countryCode('united states')).toBe('US');
    expect(countryCode('  KENYA  ')).toBe('KE');
  });

  it('ignores accents and apostrophe style', () => {
    expect(countryCode('Cote d’Ivoire')).toBe('CI');
    expect(countryCode('curacao')).toBe('CW');
  });

  it('accepts everyday aliases, each pointing at a real code', () => {
    expect(countryCode('Vietnam')).toBe('VN');
    expect(countryCode('south korea')).toBe('KR');
    for (const code of Object.values(COUNTRY_NAME_ALIASES)) expect(isCountryCode(code)).toBe(true);
  });

  it('answers undefined for unknown names', () => {
    expect(countryCode('Atlantis')).toBeUndefined();
    expect(countryCode('')).toBeUndefined();
    expect(countryCode(undefined)).toBeUndefined();
  });
});

describe('isCountryCode', () => {
  it('accepts assigned codes in any case', () => {
    expect(isCountryCode('US')).toBe(true);
    expect(isCountryCode('fr')).toBe(true);
    expect(isCountryCode('USA')).toBe(false);
    expect(isCountryCode(42)).toBe(false);
  });
});
