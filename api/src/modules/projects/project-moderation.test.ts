import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { getUser, grantRole, startGuest } from '../../test-support/accounts.js';
import { createProject, getJson, ids, send } from '../../test-support/projects.js';

type Session = Awaited<ReturnType<typeof signUp>>;

describe('moderation: promotion flags, ban, close, remove-from-reserve', () => {
  let test: TestApp;
  let owner: Session;
  let admin: Session;
  let donor: Session;
  beforeAll(async () => {
    test = await createTestApp();
    owner = await signUp(test.app);
    admin = await signUp(test.app);
    donor = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
  });
  afterAll(() => test.close());

  const flagOf = {
    'staff-picks': 'is_staff_pick',
    'force-staff-picks': 'is_force_staff_pick',
    featured: 'is_featured',
    special: 'is_special',
    'set-project-has-final-visual-update': 'has_final_visual_update',
  };

  it('admins alone toggle each promotion flag on (POST) and off (DELETE)', async () => {
    const project = await createProject(test, owner.token);
    const url = (flag: string) => `/api/projects/${project.id}/${flag}`;
    for (const [flag, field] of Object.entries(flagOf)) {
      for (const method of ['POST', 'DELETE'] as const) {
        expect((await send(test, method, url(flag))).statusCode, `${method} ${flag} anonymous`).toBe(401);
        expect((await send(test, method, url(flag), owner.token)).statusCode, `${method} ${flag} owner`).toBe(403);
        expect((await send(test, method, url(flag), donor.token)).statusCode, `${method} ${flag} donor`).toBe(403);
      }
      const on = await send(test, 'POST', url(flag), admin.token);
      expect(on.statusCode).toBe(200);
      expect(on.json()[field], flag).toBe(true);
      expect((await getJson(test, `/api/projects/${project.id}`)).json()[field], flag).toBe(true);
      const off = await send(test, 'DELETE', url(flag), admin.token);
      expect(off.json()[field], flag).toBe(false);
    }
  });

  it('forcing a project makes it a staff pick; featured shows in the featured feed until un-featured', async () => {
    const project = await createProject(test, owner.token);
    expect((await send(test, 'POST', `/api/projects/${project.id}/force-staff-picks`, admin.token)).json()).toMatchObject({
      is_staff_pick: true,
      is_force_staff_pick: true,
    });
    expect(ids(await getJson(test, '/api/projects/staff-picks'))).toContain(project.id);
    await send(test, 'POST', `/api/projects/${project.id}/featured`, admin.token);
    expect(ids(await getJson(test, '/api/projects/featured-filtered'))).toContain(project.id);
    await send(test, 'DELETE', `/api/projects/${project.id}/featured`, admin.token);
    expect(ids(await getJson(test, '/api/projects/featured-filtered'))).not.toContain(project.id);
  });

  it('a banned project vanishes for everyone but admins, and comes back when the ban is lifted', async () => {
    const project = await createProject(test, owner.token);
    for (const token of [undefined, donor.token, owner.token]) {
      expect((await send(test, 'POST', `/api/projects/${project.id}/ban`, token)).statusCode).toBe(token ? 403 : 401);
    }
    const banned = await send(test, 'POST', `/api/projects/${project.id}/ban`, admin.token, { reason: 'Test ban' });
    expect(banned.json()).toMatchObject({ status: 'banned' });
    expect(banned.json().banned_at).not.toBeNull();
    for (const token of [undefined, donor.token, owner.token]) {
      expect((await getJson(test, `/api/projects/${project.id}`, token)).statusCode).toBe(404);
    }
    expect((await getJson(test, `/api/projects/${project.id}`, admin.token)).statusCode).toBe(200);
    expect(ids(await getJson(test, '/api/projects'))).not.toContain(project.id);
    expect(ids(await getJson(test, `/api/projects/owner-projects?owner_id=${owner.user.id}`, owner.token))).not.toContain(project.id);
    expect(ids(await getJson(test, `/api/projects/owner-projects?owner_id=${owner.user.id}`, admin.token))).toContain(project.id);
    expect((await send(test, 'PATCH', `/api/projects/${project.id}`, owner.token, { title: 'x' })).statusCode).toBe(404);
    expect((await send(test, 'POST', `/api/projects/${project.id}/followers`, donor.token)).statusCode).toBe(404);
    const lifted = await send(test, 'DELETE', `/api/projects/${project.id}/ban`, admin.token);
    expect(lifted.json()).toMatchObject({ status: 'active', banned_at: null });
    expect(ids(await getJson(test, '/api/projects'))).toContain(project.id);
  });

  it('projects_count counts active projects exactly through create, ban, unban and close', async () => {
    const teller = await signUp(test.app);
    const count = async () => (await getUser(test.app, teller.user.id)).json().projects_count;
    const a = await createProject(test, teller.token);
    const b = await createProject(test, teller.token);
    expect(await count()).toBe(2);
    await send(test, 'POST', `/api/projects/${a.id}/ban`, admin.token, { reason: 'Test ban' });
    await send(test, 'POST', `/api/projects/${a.id}/ban`, admin.token, { reason: 'Test ban' });
    expect(await count()).toBe(1);
    await send(test, 'POST', `/api/projects/${a.id}/close`, admin.token); // the ban wins over a close
    await send(test, 'DELETE', `/api/projects/${a.id}/ban`, admin.token);
    expect(await count()).toBe(2);
    await Promise.all(Array.from({ length: 5 }, () => send(test, 'POST', `/api/projects/${b.id}/close`, teller.token)));
    expect(await count()).toBe(1);
    await send(test, 'POST', `/api/projects/${b.id}/ban`, admin.token, { reason: 'Test ban' });
    await send(test, 'DELETE', `/api/projects/${b.id}/ban`, admin.token);
    expect((await getJson(test, `/api/projects/${b.id}`)).json().status).toBe('closed');
    expect(await count()).toBe(1);
  });

  it('close: the owner, a collaborator with project rights or an admin; not a content manager, guest or stranger', async () => {
    const partner = await signUp(test.app);
    const manager = await signUp(test.app);
    const writer = await signUp(test.app);
    await grantRole(test, manager.user.id, partner.user.id, 'project_manager');
    await grantRole(test, writer.user.id, partner.user.id, 'content_manager');
    const [a, b, c] = [
      await createProject(test, partner.token),
      await createProject(test, partner.token),
      await createProject(test, partner.token),
    ];
    expect((await send(test, 'POST', `/api/projects/${a.id}/close`)).statusCode).toBe(401);
    expect((await send(test, 'POST', `/api/projects/${a.id}/close`, (await startGuest(test.app)).token)).statusCode).toBe(403);
    expect((await send(test, 'POST', `/api/projects/${a.id}/close`, writer.token)).statusCode).toBe(403);
    expect((await send(test, 'POST', `/api/projects/${a.id}/close`, donor.token)).statusCode).toBe(403);
    expect((await send(test, 'POST', `/api/projects/${a.id}/close`, manager.token)).json().status).toBe('closed');
    expect((await send(test, 'POST', `/api/projects/${b.id}/close`, admin.token)).json().status).toBe('closed');
    expect((await send(test, 'DELETE', `/api/projects/${c.id}`, partner.token)).json().status).toBe('closed');
    expect(ids(await getJson(test, `/api/projects?owner_id=${partner.user.id}`))).toEqual([]);
  });

  it('remove-from-reserve: the owner or an admin takes a project out of the special-gift pool', async () => {
    const project = await createProject(test, owner.token);
    await send(test, 'PATCH', `/api/projects/${project.id}`, admin.token, { in_reserve: true });
    const pick = () => getJson(test, '/api/projects/project-for-special-large-amount-gift?amount_cents=1000');
    expect((await pick()).json().project?.id).toBe(project.id);
    expect((await send(test, 'POST', `/api/projects/${project.id}/remove-from-reserve`, donor.token)).statusCode).toBe(403);
    const removed = await send(test, 'POST', `/api/projects/${project.id}/remove-from-reserve`, owner.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().in_reserve).toBe(false);
    expect((await pick()).json()).toEqual({ project: null });
    await send(test, 'PATCH', `/api/projects/${project.id}`, admin.token, { in_reserve: true });
    expect((await send(test, 'POST', `/api/projects/${project.id}/remove-from-reserve`, admin.token)).json().in_reserve).toBe(false);
  });
});
