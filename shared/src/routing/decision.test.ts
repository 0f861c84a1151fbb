import { describe, expect, it } from 'vitest';
import { mainSite, normalizePath, pathnameOf, readQueryParam } from './decision.js';

describe('mainSite', () => {
  it('is the marketing site in production, else the app root', () => {
    expect(mainSite({ isProduction: true, marketingUrl: 'https://m.test' })).toEqual({ kind: 'external', url: 'https://m.test' });
    expect(mainSite({ isProduction: false, marketingUrl: 'https://m.test' })).toEqual({ kind: 'navigate', to: '/' });
    expect(mainSite({ isProduction: true })).toEqual({ kind: 'navigate', to: '/' });
  });
});

describe('path and query helpers', () => {
  it('normalizePath drops query, hash and trailing slash and lower-cases', () => {
    expect(normalizePath('/Profile/5/?a=1#b')).toBe('/profile/5');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('login')).toBe('/login');
    expect(pathnameOf('/a?b#c')).toBe('/a');
  });

  it('readQueryParam reads objects and URLSearchParams, skipping empty values', () => {
    expect(readQueryParam({ a: ['x', 'y'] }, 'a')).toBe('x');
    expect(readQueryParam(new URLSearchParams('a=1'), 'a')).toBe('1');
    expect(readQueryParam({ a: ' ' }, 'a')).toBeUndefined();
    expect(readQueryParam({ a: null }, 'a')).toBeUndefined();
    expect(readQueryParam(undefined, 'a')).toBeUndefined();
  });
});
