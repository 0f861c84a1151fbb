/**
 * A partner's branding (issue #10): the primary colour is `#rrggbb`, and dark enough that white text on it
 * keeps WCAG AA's contrast for normal text (4.5:1), so the branded header and buttons stay readable.
 */
import { collectErrors, type FieldErrors } from './field-errors.js';

export const BRAND_COLOR_FORMAT_MESSAGE = 'Enter a colour as # and six hex digits, like #1f5f8b';
export const BRAND_COLOR_CONTRAST_MESSAGE = 'This colour is too light for white text: choose a darker one (contrast at least 4.5:1)';
/** WCAG 2.1 AA for normal text. */
const MIN_CONTRAST_WITH_WHITE = 4.5;

const HEX = /^#[0-9a-f]{6}$/i;

/** The relative luminance of an sRGB colour (WCAG 2.1). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of white text on `hex` (1 to 21). */
export const contrastWithWhite = (hex: string): number => 1.05 / (luminance(hex) + 0.05);

/** The stored form of a colour: lower case. */
export const normalizeBrandColor = (value: string): string => value.trim().toLowerCase();

/** Undefined when the colour is fine; empty or null clears it. */
export function validateBrandColor(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !HEX.test(value.trim())) return BRAND_COLOR_FORMAT_MESSAGE;
  return contrastWithWhite(value.trim()) >= MIN_CONTRAST_WITH_WHITE ? undefined : BRAND_COLOR_CONTRAST_MESSAGE;
}

/** The branding form's own rules (the logo's upload check is the API's, `validateImageLink`). */
export function validateBranding(input: { brand_color?: unknown }): FieldErrors | undefined {
  return collectErrors({ brand_color: validateBrandColor(input.brand_color) });
}
