import { describe, expect, it } from 'vitest';
import { normalizeCustomRoute, RESERVED_ROUTE_NAMES, validateCustomRoute } from './reserved-routes.js';

describe('the custom route rule', () => {
  it("reserves the site's own first segments, from the route tables and the category slugs", () => {
    expect(RESERVED_ROUTE_NAMES.has('upgradeannual312')).toBe(true);
    expect(RESERVED_ROUTE_NAMES.has('project')).toBe(true);
    expect(RESERVED_ROUTE_NAMES.has('refugee')).toBe(true);
    expect(RESERVED_ROUTE_NAMES.has('api')).toBe(true);
    expect(RESERVED_ROUTE_NAMES.has('clean-water')).toBe(false);
  });

  it('takes a name as typed, without its spaces and leading slash', () => {
    expect(normalizeCustomRoute(' /CleanWater ')).toBe('CleanWater');
    expect(validateCustomRoute(' /CleanWater ')).toBeUndefined();
  });

  it('answers one message for a missing, malformed, numeric or reserved name', () => {
    expect(validateCustomRoute('')).toBe('Custom route is required');
    expect(validateCustomRoute(42)).toBe('Custom route is required');
    expect(validateCustomRoute('a')).toMatch(/^Use 2 to 63 letters/);
    expect(validateCustomRoute('has space')).toMatch(/^Use 2 to 63 letters/);
    expect(validateCustomRoute('2024')).toBe('A custom route needs at least one letter');
    expect(validateCustomRoute('Project')).toBe('"Project" is already a page of the site; please choose another name');
  });
});
