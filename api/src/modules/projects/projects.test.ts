import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { getUser, grantRole, setUser, startGuest } from '../../test-support/accounts.js';
import { createProject, getJson, projectRow, recordGift, send, validProject } from '../../test-support/projects.js';

describe('projects: create, read, edit, close', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('creates a project for the caller, with the owner card, stats, funded flags and country name', async () => {
    const owner = await signUp(test.app, { first_name: 'Amina', last_name: 'Okafor' });
    const response = await send(
      test,
      'POST',
      '/api/projects',
      owner.token,
      validProject({ categories: ['water', 'MEDICAL'], country_code: 'ke' }),
    );
    expect(response.statusCode).toBe(201);
    const project = response.json();
    expect(project).toMatchObject({
      owner_id: owner.user.id,
      title: 'A well for Kibera',
      goal_amount_cents: 100_000,
      stats: { amount_raised_cents: 0 },
      amount_raised_cents_cache: 0,
      amount_left_cents: 100_000,
      is_funded: false,
      is_half_funded: false,
      funded_at: null,
      categories: ['Water', 'Medical'],
      country_code: 'KE',
      country_name: 'Kenya',
      gift_type: 'one-time',
      status: 'active',
      owner: { id: owner.user.id, first_name: 'Amina', last_name: 'Okafor', projects_count: 1 },
      user: {
        is_giver: false,
        is_follower_of_owner: false,
        is_follower_of_project: false,
        is_monthly_giver: false,
        has_given_to_owner: false,
      },
    });
    expect(project.owner).not.toHaveProperty('email');
    const fetched = await getJson(test, `/api/projects/${project.id}`);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toMatchObject({ id: project.id, title: 'A well for Kibera', country_name: 'Kenya' });
    expect((await projectRow(test, project.id)).owner_name).toBe('Amina Okafor');
  });

  it('lets a collaborator with project rights create for the partner account, but not a content manager, a guest or a stranger', async () => {
    const partner = await signUp(test.app);
    await setUser(test, partner.user.id, { is_partner: true, organization_name: 'Roots Aid', show_organization_name: true });
    const manager = await signUp(test.app);
    const writer = await signUp(test.app);
    await grantRole(test, manager.user.id, partner.user.id, 'project_manager');
    await grantRole(test, writer.user.id, partner.user.id, 'content_manager');
    const made = await send(test, 'POST', '/api/projects', manager.token, validProject({ owner_id: partner.user.id }));
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ owner_id: partner.user.id, owner: { organization_name: 'Roots Aid' } });
    expect((await projectRow(test, made.json().id)).created_by_id).toBe(manager.user.id);
    expect((await send(test, 'POST', '/api/projects', writer.token, validProject({ owner_id: partner.user.id }))).statusCode).toBe(403);
    const stranger = await signUp(test.app);
    expect((await send(test, 'POST', '/api/projects', stranger.token, validProject({ owner_id: partner.user.id }))).statusCode).toBe(403);
    expect((await send(test, 'POST', '/api/projects', (await startGuest(test.app)).token, validProject())).statusCode).toBe(403);
    expect((await send(test, 'POST', '/api/projects', undefined, validProject())).statusCode).toBe(401);
    expect((await getUser(test.app, partner.user.id)).json().projects_count).toBe(1);
  });

  it('edits: the owner and an admin may; a stranger gets 403; admin-only fields are refused to the owner', async () => {
    const owner = await signUp(test.app);
    const admin = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    const project = await createProject(test, owner.token);
    const edited = await send(test, 'PATCH', `/api/projects/${project.id}`, owner.token, {
      title: '  New title ',
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'New title',
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
      description: 'Clean water for 300 families.',
    });
    const stranger = await signUp(test.app);
    expect((await send(test, 'PATCH', `/api/projects/${project.id}`, stranger.token, { title: 'Mine' })).statusCode).toBe(403);
    const adminOnly = await send(test, 'PATCH', `/api/projects/${project.id}`, owner.token, { in_reserve: true });
    expect(adminOnly.statusCode).toBe(403);
    const byAdmin = await send(test, 'PATCH', `/api/projects/${project.id}`, admin.token, {
      in_reserve: true,
      cotn_invite_code: 'COTN-7',
      title: 'Admin title',
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ in_reserve: true, cotn_invite_code: 'COTN-7', title: 'Admin title' });
    // The invite code is for the project's side only.
    expect((await getJson(test, `/api/projects/${project.id}`, stranger.token)).json().cotn_invite_code).toBeNull();
    expect((await getJson(test, `/api/projects/${project.id}`, owner.token)).json().cotn_invite_code).toBe('COTN-7');
    expect((await send(test, 'PATCH', `/api/projects/${project.id}`, owner.token, { unknown_field: 1 })).statusCode).toBe(422);
  });

  it('stamps funded_at when a lower goal is already reached', async () => {
    const owner = await signUp(test.app);
    const donor = await signUp(test.app);
    const project = await createProject(test, owner.token, { goal_amount_cents: 10_000 });
    await recordGift(test, project.id, donor.user.id, 4_000);
    const lowered = await send(test, 'PATCH', `/api/projects/${project.id}`, owner.token, { goal_amount_cents: 4_000 });
    expect(lowered.json()).toMatchObject({ is_funded: true, is_half_funded: true, amount_left_cents: 0 });
    expect(lowered.json().funded_at).not.toBeNull();
  });

  it('closes softly (DELETE or POST close): still readable, counted out of projects_count once', async () => {
    const owner = await signUp(test.app);
    const first = await createProject(test, owner.token);
    const second = await createProject(test, owner.token);
    expect((await getUser(test.app, owner.user.id)).json().projects_count).toBe(2);
    const stranger = await signUp(test.app);
    expect((await send(test, 'DELETE', `/api/projects/${first.id}`, stranger.token)).statusCode).toBe(403);
    const closed = await send(test, 'DELETE', `/api/projects/${first.id}`, owner.token);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed' });
    expect(closed.json().closed_at).not.toBeNull();
    expect((await send(test, 'DELETE', `/api/projects/${first.id}`, owner.token)).statusCode).toBe(200);
    expect((await send(test, 'POST', `/api/projects/${second.id}/close`, owner.token)).json().status).toBe('closed');
    expect((await getUser(test.app, owner.user.id)).json().projects_count).toBe(0);
    expect((await getJson(test, `/api/projects/${first.id}`)).json().status).toBe('closed');
  });

  it('answers 404 for an unknown project and 422 for a non-numeric id', async () => {
    const missing = await getJson(test, '/api/projects/987654321');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Project not found' });
    expect((await getJson(test, '/api/projects/abc')).statusCode).toBe(422);
  });

  it('keeps owner_name and owner_tax_exempt in step with the owner profile', async () => {
    const owner = await signUp(test.app, { first_name: 'Luis', last_name: 'Mendoza' });
    const project = await createProject(test, owner.token);
    await send(test, 'PATCH', `/api/users/${owner.user.id}`, owner.token, {
      organization_name: 'Andes Farms',
      show_organization_name: true,
    });
    expect((await projectRow(test, project.id)).owner_name).toBe('Andes Farms');
    const found = await getJson(test, `/api/projects?q=${encodeURIComponent('andes')}`);
    expect(found.json().data.map((p: { id: number }) => p.id)).toContain(project.id);
  });
});

describe('GET /api/projects/{id}: the viewer flags', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const flags = async (id: number, token?: string) => (await getJson(test, `/api/projects/${id}`, token)).json().user;

  it('computes each flag from gifts and follows; all false for strangers and when logged out', async () => {
    const owner = await signUp(test.app);
    const project = await createProject(test, owner.token);
    const other = await createProject(test, owner.token);
    const giver = await signUp(test.app);
    const monthly = await signUp(test.app);
    const fan = await signUp(test.app);
    const stranger = await signUp(test.app);
    await recordGift(test, project.id, giver.user.id, 500);
    await recordGift(test, other.id, monthly.user.id, 500, { monthly: true });
    await recordGift(test, project.id, stranger.user.id, 500, { status: 'failed' });
    await send(test, 'POST', `/api/users/${owner.user.id}/followers`, fan.token);
    await send(test, 'POST', `/api/projects/${project.id}/followers`, fan.token);

    const none = {
      is_giver: false,
      is_follower_of_owner: false,
      is_follower_of_project: false,
      is_monthly_giver: false,
      has_given_to_owner: false,
    };
    expect(await flags(project.id)).toEqual(none);
    expect(await flags(project.id, stranger.token)).toEqual(none);
    expect(await flags(project.id, giver.token)).toEqual({ ...none, is_giver: true, has_given_to_owner: true });
    expect(await flags(project.id, monthly.token)).toEqual({ ...none, has_given_to_owner: true });
    expect(await flags(other.id, monthly.token)).toEqual({ ...none, is_giver: true, is_monthly_giver: true, has_given_to_owner: true });
    expect(await flags(project.id, fan.token)).toEqual({ ...none, is_follower_of_owner: true, is_follower_of_project: true });
    expect((await getJson(test, `/api/projects/${project.id}`, fan.token)).json().owner.logged_in_user_is_follower).toBe(true);
  });
});
