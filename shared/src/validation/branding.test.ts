import { describe, expect, it } from 'vitest';
import { BRAND_COLOR_CONTRAST_MESSAGE, BRAND_COLOR_FORMAT_MESSAGE, contrastWithWhite, validateBrandColor } from './branding.js';

describe('brand colour', () => {
  it('measures the contrast of white text as WCAG does', () => {
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5);
    expect(contrastWithWhite('#767676')).toBeGreaterThanOrEqual(4.5); // the lightest grey that passes AA
    expect(contrastWithWhite('#777777')).toBeLessThan(4.5);
  });

  it('accepts a dark colour in either case, and empty to clear', () => {
    expect(validateBrandColor('#1F5F8B')).toBeUndefined();
    expect(validateBrandColor('#767676')).toBeUndefined();
    expect(validateBrandColor('')).toBeUndefined();
    expect(validateBrandColor(null)).toBeUndefined();
  });

  it('refuses a malformed colour and one too light for white text', () => {
    for (const bad of ['1f5f8b', '#1f5f8', '#1f5f8bz', 'red', 42]) expect(validateBrandColor(bad)).toBe(BRAND_COLOR_FORMAT_MESSAGE);
    expect(validateBrandColor('#ffcc00')).toBe(BRAND_COLOR_CONTRAST_MESSAGE);
    expect(validateBrandColor('#777777')).toBe(BRAND_COLOR_CONTRAST_MESSAGE);
  });
});
