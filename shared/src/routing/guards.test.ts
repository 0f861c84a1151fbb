import { describe, expect, it } from 'vitest';
import { guardRoute } from './guards.js';
import type { GuardInput } from './guards.js';
import { routeMetaFor } from './route-table.js';

const MARKETING = 'https://www.storyfund.test';

function guard(path: string, overrides: Partial<GuardInput> = {}) {
  return guardRoute({
    meta: routeMetaFor(path),
    isAuthenticated: false,
    user: null,
    currentUrl: path,
    isProduction: false,
    marketingUrl: MARKETING,
    ...overrides,
  });
}

describe('guardRoute', () => {
  it('"An unauthenticated visit to a login-required route stores the previous URL and goes to /login"', () => {
    expect(guard('/notifications?page=2#top')).toEqual({ kind: 'navigate', to: '/login', prevUrl: '/notifications?page=2#top' });
    expect(guard('/project/create/monthly/12')).toEqual({ kind: 'navigate', to: '/login', prevUrl: '/project/create/monthly/12' });
    expect(guard('/upgradeannual312', { isProduction: true }).kind).toBe('navigate');
  });

  it('lets a logged-in user into a login-required route', () => {
    expect(guard('/upload', { isAuthenticated: true, user: { is_admin: false } })).toEqual({ kind: 'allow' });
  });

  it('"For admin routes and logout it goes to / (the main site in production)"', () => {
    expect(guard('/stats')).toEqual({ kind: 'navigate', to: '/' });
    expect(guard('/logout')).toEqual({ kind: 'navigate', to: '/' });
    expect(guard('/stats', { isProduction: true })).toEqual({ kind: 'external', url: MARKETING });
    expect(guard('/logout', { isProduction: true })).toEqual({ kind: 'external', url: MARKETING });
    expect(guard('/logout', { isProduction: true, marketingUrl: undefined })).toEqual({ kind: 'navigate', to: '/' });
  });

  it('admin-only routes: "Anyone else is sent to /"', () => {
    expect(guard('/giftcards', { isAuthenticated: true, user: { is_admin: false } })).toEqual({ kind: 'navigate', to: '/' });
    expect(guard('/giftcards', { isAuthenticated: true, user: null })).toEqual({ kind: 'navigate', to: '/' });
    expect(guard('/admin/users', { isAuthenticated: true, user: { is_admin: false } })).toEqual({ kind: 'navigate', to: '/' });
  });

  it('admin-only routes let an admin in', () => {
    expect(guard('/office', { isAuthenticated: true, user: { is_admin: true } })).toEqual({ kind: 'allow' });
  });

  it('sales staff reach their own routes and the reports, and nothing else', () => {
    const sales = { isAuthenticated: true, user: { is_admin: false, is_sales: true } };
    for (const path of ['/leads', '/pipeline?stage=won', '/sales', '/stats', '/grow'])
      expect(guard(path, sales)).toEqual({ kind: 'allow' });
    for (const path of ['/tools', '/admin/users', '/giftcards', '/office', '/audit'])
      expect(guard(path, sales)).toEqual({ kind: 'navigate', to: '/' });
  });

  it('sign-in and sign-up views "redirect to / when already logged in"', () => {
    for (const path of ['/login', '/loginanon', '/signup', '/signupanon']) {
      expect(guard(path, { isAuthenticated: true })).toEqual({ kind: 'navigate', to: '/' });
      expect(guard(path)).toEqual({ kind: 'allow' });
    }
  });

  it('"/partnersignup and /29 set a local flag when reached while logged in"', () => {
    expect(guard('/partnersignup', { isAuthenticated: true })).toEqual({ kind: 'navigate', to: '/', setPartnerSignupFlag: true });
    expect(guard('/29', { isAuthenticated: true })).toEqual({ kind: 'navigate', to: '/', setPartnerSignupFlag: true });
    expect(guard('/29')).toEqual({ kind: 'allow' });
  });

  it('public routes are allowed to everyone, "/projectedit/:id needs no login at route level"', () => {
    expect(guard('/staffpicks')).toEqual({ kind: 'allow' });
    expect(guard('/projectedit/12')).toEqual({ kind: 'allow' });
  });
});
