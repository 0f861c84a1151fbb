import { describe, expect, it } from 'vitest';
import { LEGACY_REDIRECTS, resolveCatchAll, resolveExternalRoute, resolveLegacyRedirect } from './redirects.js';

const externalRoutes = { storeUrl: 'https://store.storyfund.test', investUrl: 'https://invest.storyfund.test' };

describe('legacy redirects: "/global_old, /coronavirus, /haiti, /afghanistan, /cow, /careers/*, /eoy and similar"', () => {
  it('covers every legacy path the spec names', () => {
    for (const path of ['/global_old', '/coronavirus', '/haiti', '/afghanistan', '/cow', '/careers/*', '/eoy']) {
      expect(LEGACY_REDIRECTS[path]).toBeDefined();
    }
  });

  it('resolves exact paths, case-insensitively, ignoring query and trailing slash', () => {
    expect(resolveLegacyRedirect('/global_old')).toBe('/global');
    expect(resolveLegacyRedirect('/Haiti/?x=1')).toBe('/disaster');
    expect(resolveLegacyRedirect('/afghanistan')).toBe('/refugee');
    expect(resolveLegacyRedirect('/eoy')).toBe('/staffpicks');
  });

  it('resolves /careers/* for any path below /careers', () => {
    expect(resolveLegacyRedirect('/careers')).toBe('/contact');
    expect(resolveLegacyRedirect('/careers/engineering/12')).toBe('/contact');
    expect(resolveLegacyRedirect('/careersx')).toBeUndefined();
  });
});

describe('external routes: "/store and /invest go to external sites"', () => {
  it('gives the configured URL', () => {
    expect(resolveExternalRoute('/store', externalRoutes)).toBe('https://store.storyfund.test');
    expect(resolveExternalRoute('/INVEST/', externalRoutes)).toBe('https://invest.storyfund.test');
    expect(resolveExternalRoute('/store', {})).toBeUndefined();
    expect(resolveExternalRoute('/shop', externalRoutes)).toBeUndefined();
  });
});

describe('resolveCatchAll: "The catch-all redirects to /"', () => {
  it('sends an unknown path to /', () => {
    expect(resolveCatchAll('/no/such/page')).toEqual({ kind: 'navigate', to: '/' });
  });

  it('sends legacy and external paths on first', () => {
    expect(resolveCatchAll('/coronavirus')).toEqual({ kind: 'navigate', to: '/medical' });
    expect(resolveCatchAll('/store', externalRoutes)).toEqual({ kind: 'external', url: 'https://store.storyfund.test' });
    expect(resolveCatchAll('/store')).toEqual({ kind: 'navigate', to: '/' });
  });
});
