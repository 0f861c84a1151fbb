import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { grantRole, startGuest } from '../../test-support/accounts.js';
import { insertProject } from '../../test-support/timeline.js';

describe('custom routes: GET /api/custom-routes, POST/DELETE projects/{id}/route and users/{id}/route', () => {
  let test: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let stranger: Awaited<ReturnType<typeof signUp>>;
  let projectId: number;
  beforeAll(async () => {
    test = await createTestApp();
    owner = await signUp(test.app);
    stranger = await signUp(test.app);
    projectId = await insertProject(test, owner.user.id);
  });
  afterAll(() => test.close());

  const post = (url: string, token: string | undefined, custom_route: unknown) =>
    test.app.inject({ method: 'POST', url, payload: { custom_route }, headers: token ? bearer(token) : {} });
  const del = (url: string, token: string | undefined) => test.app.inject({ method: 'DELETE', url, headers: token ? bearer(token) : {} });
  const all = async () => (await test.app.inject({ method: 'GET', url: '/api/custom-routes' })).json() as Record<string, unknown>[];
  const projectRoute = () => `/api/projects/${projectId}/route`;

  it('sets a project route, lists it for start-up, replaces and removes it', async () => {
    const set = await post(projectRoute(), owner.token, 'CleanWater');
    expect(set.statusCode).toBe(201);
    expect(set.json()).toEqual({ id: expect.any(Number), custom_route: 'CleanWater', project_id: projectId, user_id: null });

    const list = await test.app.inject({ method: 'GET', url: '/api/custom-routes' });
    expect(list.headers['cache-control']).toBe('public, max-age=60');
    expect(list.json()).toContainEqual({ id: set.json().id, custom_route: 'CleanWater', project_id: projectId, user_id: null });

    expect((await post(projectRoute(), owner.token, '/clean-water-2 ')).json().custom_route).toBe('clean-water-2');
    expect((await all()).filter((r) => r.project_id === projectId).map((r) => r.custom_route)).toEqual(['clean-water-2']);

    expect((await del(projectRoute(), owner.token)).statusCode).toBe(204);
    expect((await all()).some((r) => r.project_id === projectId)).toBe(false);
    expect((await del(projectRoute(), owner.token)).statusCode).toBe(204);
  });

  it('is unique case-insensitively across projects and users: 409 with errors.custom_route', async () => {
    expect((await post(projectRoute(), owner.token, 'hope-house')).statusCode).toBe(201);
    const taken = await post(`/api/users/${stranger.user.id}/route`, stranger.token, 'HOPE-House');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.custom_route).toEqual(['This custom route is already taken']);
    // The same project may change the case of its own route.
    expect((await post(projectRoute(), owner.token, 'Hope-House')).statusCode).toBe(201);
  });

  it('refuses a bad format with 422 before the database sees it', async () => {
    for (const bad of ['a', '-dash-first', 'has space', 'dots.here', 'ünïcode', 'x'.repeat(64), '', '12345']) {
      const response = await post(projectRoute(), owner.token, bad);
      expect(response.statusCode, bad).toBe(422);
      expect(response.json().errors.custom_route, bad).toHaveLength(1);
    }
    expect((await post(projectRoute(), owner.token, 'has space')).json().errors.custom_route[0]).toMatch(
      /letters, digits, hyphens or underscores/,
    );
  });

  it('never takes a built-in route of the public site, whatever the case', async () => {
    for (const name of [
      'staffpicks',
      'Login',
      'MEN',
      'api',
      'backoffice',
      'sports-and-arts',
      'woods',
      'admin',
      'giveto',
      'coronavirus',
      'store',
    ]) {
      const response = await post(projectRoute(), owner.token, name);
      expect(response.statusCode, name).toBe(422);
      expect(response.json().errors.custom_route[0]).toMatch(/already a page of the site/);
    }
  });

  it('project routes: owner, collaborator with project rights, or admin', async () => {
    const pm = await signUp(test.app);
    const content = await signUp(test.app);
    const admin = await signUp(test.app);
    await grantRole(test, pm.user.id, owner.user.id, 'project_manager');
    await grantRole(test, content.user.id, owner.user.id, 'content_manager');
    await makeAdmin(test, admin.user.id);
    expect((await post(projectRoute(), undefined, 'anon-try')).statusCode).toBe(401);
    expect((await post(projectRoute(), stranger.token, 'stranger-try')).statusCode).toBe(403);
    expect((await post(projectRoute(), content.token, 'content-try')).statusCode).toBe(403);
    expect((await post(projectRoute(), pm.token, 'pm-route')).statusCode).toBe(201);
    expect((await post(projectRoute(), admin.token, 'admin-route')).statusCode).toBe(201);
    expect((await del(projectRoute(), stranger.token)).statusCode).toBe(403);
    expect((await post('/api/projects/999999/route', owner.token, 'nowhere')).statusCode).toBe(404);
  });

  it('user routes: oneself, an account admin, or a platform admin; not a guest', async () => {
    const partner = await signUp(test.app);
    const teamAdmin = await signUp(test.app);
    await grantRole(test, teamAdmin.user.id, partner.user.id, 'admin');
    const url = `/api/users/${partner.user.id}/route`;
    const own = await post(url, partner.token, 'Acme-Relief');
    expect(own.json()).toMatchObject({ custom_route: 'Acme-Relief', user_id: partner.user.id, project_id: null });
    expect((await post(url, teamAdmin.token, 'acme-relief-team')).statusCode).toBe(201);
    expect((await post(url, stranger.token, 'not-mine')).statusCode).toBe(403);
    const guest = await startGuest(test.app);
    expect((await post(`/api/users/${guest.user.id}/route`, guest.token, 'guest-route')).statusCode).toBe(403);
    expect((await del(url, stranger.token)).statusCode).toBe(403);
    expect((await del(url, teamAdmin.token)).statusCode).toBe(204);
    expect((await all()).some((r) => r.user_id === partner.user.id)).toBe(false);
  });

  it('keeps one winner when two projects race for the same name', async () => {
    const other = await insertProject(test, stranger.user.id);
    const mine = await insertProject(test, owner.user.id);
    const [a, b] = await Promise.all([
      post(`/api/projects/${mine}/route`, owner.token, 'race-name'),
      post(`/api/projects/${other}/route`, stranger.token, 'RACE-NAME'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((await all()).filter((r) => String(r.custom_route).toLowerCase() === 'race-name')).toHaveLength(1);
  });
});
