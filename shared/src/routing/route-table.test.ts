import { describe, expect, it } from 'vitest';
import {
  ADMIN_ONLY_ROUTES,
  ALREADY_AUTH_ROUTES,
  LOGIN_REQUIRED_ROUTES,
  matchesRoute,
  routeMetaFor,
  woodsProjectId,
} from './route-table.js';

describe('route tables from spec §2', () => {
  it('login-required: /notifications, /personal, /upload, /logout, the upgrade routes and /free30', () => {
    const paths = ['/notifications', '/personal', '/upload', '/logout', '/upgrade', '/upgrade29'];
    for (const path of [...paths, '/upgradeannual', '/upgradeannual312', '/free30']) {
      expect(LOGIN_REQUIRED_ROUTES).toContain(path);
      expect(routeMetaFor(path)).toMatchObject({ auth: true });
    }
  });

  it('"/project/create/:type?/:ownerId? requires login"', () => {
    for (const path of ['/project/create', '/project/create/monthly', '/project/create/monthly/44']) {
      expect(routeMetaFor(path)).toEqual({ auth: true });
    }
  });

  it('admin-only: the 15 admin screens, and what lies below them', () => {
    expect(ADMIN_ONLY_ROUTES).toHaveLength(15);
    for (const path of ADMIN_ONLY_ROUTES) expect(routeMetaFor(path)).toEqual({ auth: true, admin: true });
    expect(routeMetaFor('/admin/users/3')).toEqual({ auth: true, admin: true });
    expect(routeMetaFor('/statsx')).toEqual({});
  });

  it('already-auth: the sign-in and sign-up views', () => {
    expect([...ALREADY_AUTH_ROUTES]).toEqual(['/login', '/loginanon', '/signup', '/signupanon', '/partnersignup', '/29']);
    expect(routeMetaFor('/loginanon')).toEqual({ alreadyauth: true, isAnonymous: true });
    expect(routeMetaFor('/29')).toEqual({ alreadyauth: true, isPartnerSignup: true });
  });

  it('matches case-insensitively and ignores a trailing slash, query and hash', () => {
    expect(routeMetaFor('/ADMIN/')).toEqual({ auth: true, admin: true });
    expect(routeMetaFor('/Notifications?x=1#y')).toEqual({ auth: true });
  });

  it('public routes carry no guard flags, and "/projectedit/:id needs no login at route level"', () => {
    expect(routeMetaFor('/')).toEqual({});
    expect(routeMetaFor('/staffpicks')).toEqual({});
    expect(routeMetaFor('/projectedit/5')).toEqual({});
  });

  it('sets the page flags of profile, project, global and monthly routes', () => {
    expect(routeMetaFor('/profile/7/our_team')).toEqual({ isProfile: true });
    expect(routeMetaFor('/profile.m/7')).toEqual({ isProfile: true });
    expect(routeMetaFor('/project/7/update')).toEqual({ projectPage: true });
    expect(routeMetaFor('/featuredproject/7')).toEqual({ projectPage: true });
    expect(routeMetaFor('/global/water')).toEqual({ isGlobal: true });
    expect(routeMetaFor('/monthly')).toEqual({ ismonthly: true });
  });

  it('"/woods is a custom project route with a fixed project id (11266 in production, 1028 elsewhere)"', () => {
    expect(routeMetaFor('/woods')).toEqual({ projectPage: true, isCustomProjectRoute: true });
    expect(woodsProjectId(true)).toBe(11266);
    expect(woodsProjectId(false)).toBe(1028);
  });
});

describe('matchesRoute', () => {
  it('supports required and optional params', () => {
    expect(matchesRoute('/giveto/:id/:userName', '/giveto/3/ann')).toBe(true);
    expect(matchesRoute('/giveto/:id/:userName', '/giveto/3')).toBe(false);
    expect(matchesRoute('/global/:type?', '/global')).toBe(true);
    expect(matchesRoute('/global/:type?', '/global/a/b')).toBe(false);
    expect(matchesRoute('/careers/*', '/careers/eng/1')).toBe(true);
  });
});
