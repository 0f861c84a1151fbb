import { describe, expect, it } from 'vitest';
import { createCustomRouteIndex } from './custom-routes.js';
import { isNumericId, resolveNumericRoute } from './ids.js';

describe('isNumericId', () => {
  it('accepts positive whole numbers and digit strings only', () => {
    expect(isNumericId('42')).toBe(true);
    expect(isNumericId(42)).toBe(true);
    for (const value of ['abc', '4.2', '-1', '', ' 4', undefined, null, 0]) expect(isNumericId(value)).toBe(false);
  });
});

describe('resolveNumericRoute: "not numeric sends the user to the main page, unless the route is custom"', () => {
  const customRoutes = createCustomRouteIndex([{ custom_route: 'acme', user_id: 40 }]);

  it('allows a numeric id', () => {
    expect(resolveNumericRoute({ id: '12' })).toEqual({ kind: 'allow' });
  });

  it('sends a non-numeric id to the main page', () => {
    expect(resolveNumericRoute({ id: 'abc', pathname: '/profile/abc', customRoutes })).toEqual({ kind: 'navigate', to: '/' });
    expect(resolveNumericRoute({ id: undefined })).toEqual({ kind: 'navigate', to: '/' });
  });

  it('unless the route is custom', () => {
    expect(resolveNumericRoute({ id: undefined, pathname: '/Acme/projects?x=1', customRoutes })).toEqual({ kind: 'allow' });
    expect(resolveNumericRoute({ id: 'woods', isCustomRoute: true })).toEqual({ kind: 'allow' });
  });
});
