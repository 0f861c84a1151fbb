import { describe, expect, it } from 'vitest';
import { resolveGlobalCategory, upgradeRedirect, uploadRedirect } from './listing-redirects.js';

describe('resolveGlobalCategory: "/global takes an optional category query; an unrecognised category goes to /global"', () => {
  it('allows /global without a category', () => {
    expect(resolveGlobalCategory(undefined)).toEqual({ kind: 'allow', category: null });
    expect(resolveGlobalCategory({ category: '' })).toEqual({ kind: 'allow', category: null });
  });

  it('recognises a category by name, case-insensitively, or by route slug, Refugee and Holiday included', () => {
    expect(resolveGlobalCategory({ category: 'water' })).toEqual({ kind: 'allow', category: 'Water' });
    expect(resolveGlobalCategory(new URLSearchParams('category=Sports+%26+The+Arts'))).toEqual({
      kind: 'allow',
      category: 'Sports & The Arts',
    });
    expect(resolveGlobalCategory({ category: 'sports-and-arts' })).toEqual({ kind: 'allow', category: 'Sports & The Arts' });
    expect(resolveGlobalCategory({ category: ['Refugee'] })).toEqual({ kind: 'allow', category: 'Refugee' });
    expect(resolveGlobalCategory({ category: 'HOLIDAY' })).toEqual({ kind: 'allow', category: 'Holiday' });
  });

  it('sends an unrecognised category to /global', () => {
    expect(resolveGlobalCategory({ category: 'pets' })).toEqual({ kind: 'navigate', to: '/global' });
  });
});

describe('uploadRedirect: "/upload sends the user to their own profile with query flag showUpload=1"', () => {
  it('the normal profile on wide screens', () => {
    expect(uploadRedirect({ userId: 5, width: 801 })).toBe('/profile/5?showUpload=1');
  });

  it('"the mobile profile on small screens" (800 or less)', () => {
    expect(uploadRedirect({ userId: 5, width: 800 })).toBe('/profile.m/5?showUpload=1');
  });
});

describe('upgradeRedirect: "send a user who has projects to their profile; anyone else goes to the main site"', () => {
  it('a user with projects goes to their profile', () => {
    expect(upgradeRedirect({ projectsCount: 2, userId: 5 })).toEqual({ kind: 'navigate', to: '/profile/5' });
  });

  it('anyone else goes to the main site', () => {
    expect(upgradeRedirect({ projectsCount: 0, userId: 5 })).toEqual({ kind: 'navigate', to: '/' });
    expect(upgradeRedirect({ projectsCount: 0, userId: 5, isProduction: true, marketingUrl: 'https://m.test' })).toEqual({
      kind: 'external',
      url: 'https://m.test',
    });
  });
});
