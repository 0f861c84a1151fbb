import { describe, expect, it } from 'vitest';
import { EU_COUNTRIES, noticeCurrency } from './currency.js';

describe('the currency notice', () => {
  it('shows pounds to Great Britain and euros to the 27 EU countries, nothing elsewhere', () => {
    expect(EU_COUNTRIES).toHaveLength(27);
    expect(noticeCurrency('GB')).toBe('GBP');
    expect(noticeCurrency('fr')).toBe('EUR');
    expect(noticeCurrency('US')).toBeNull();
    expect(noticeCurrency('CH')).toBeNull();
    expect(noticeCurrency(null)).toBeNull();
  });
});
