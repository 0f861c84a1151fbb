import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timelineEvents } from '../../db/schema/index.js';
import { bearer, createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { grantRole, setUser } from '../../test-support/accounts.js';
import { createProject, recordGift, setProject } from '../../test-support/projects.js';
import { ownerCheckupCountsOf } from './owner-checkup.service.js';

describe('owner-checkup counts: GET users/{id}/owner-checkup and users/{id}/owner-checkup/{name}', () => {
  let test: TestApp;
  let partner: Awaited<ReturnType<typeof signUp>>;
  let donor: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    partner = await signUp(test.app, { first_name: 'Wells' });
    await setUser(test, partner.user.id, { is_partner: true, organization_name: 'Clean Water Trust' });
    donor = await signUp(test.app, { first_name: 'Dana' });
  });
  afterAll(() => test.close());

  const get = (url: string, token?: string) => test.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? bearer(token) : {} });

  it('a new partner has every count at 0', async () => {
    const response = await get(`/users/${partner.user.id}/owner-checkup`, partner.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      user_id: partner.user.id,
      photo: 0,
      cover: 0,
      bio: 0,
      projects: 0,
      active_projects: 0,
      funded_projects: 0,
      updates: 0,
      community_posts: 0,
      followers: 0,
      donors: 0,
      encouragements: 0,
      encouragements_answered: 0,
    });
  });

  it('counts what the partner does: profile fields, projects, updates, posts, followers, donors, encouragements', async () => {
    await setUser(test, partner.user.id, { photo_url: '/api/uploads/a.png', cover_url: '/api/uploads/b.png', bio: '  ' });
    const first = await createProject(test, partner.token);
    const second = await createProject(test, partner.token, { title: 'A school roof', goal_amount_cents: 5_000 });
    const banned = await createProject(test, partner.token, { title: 'Banned one' });
    await setProject(test, banned.id, { status: 'banned' });
    const update = await test.app.inject({
      method: 'POST',
      url: `/api/projects/${first.id}/updates`,
      headers: bearer(partner.token),
      payload: { message: 'Digging has started' },
    });
    expect(update.statusCode, update.body).toBe(201);
    const post = await test.app.inject({
      method: 'POST',
      url: `/api/users/${partner.user.id}/community-posts`,
      headers: bearer(partner.token),
      payload: { message: 'Hello donors' },
    });
    expect(post.statusCode, post.body).toBe(201);
    const deleted = await test.app.inject({
      method: 'POST',
      url: `/api/users/${partner.user.id}/community-posts`,
      headers: bearer(partner.token),
      payload: { message: 'Gone soon' },
    });
    await test.app.inject({
      method: 'DELETE',
      url: `/api/users/${partner.user.id}/community-posts/${deleted.json().id}`,
      headers: bearer(partner.token),
    });
    await test.app.inject({ method: 'POST', url: `/api/users/${partner.user.id}/followers`, headers: bearer(donor.token) });
    await recordGift(test, second.id, donor.user.id, 5_000);
    await recordGift(test, first.id, donor.user.id, 1_000);
    await recordGift(test, first.id, partner.user.id, 1_000, { status: 'failed' });
    await test.ctx.db.insert(timelineEvents).values([
      { project_id: first.id, user_id: donor.user.id, type: 'encouragement', message: 'Go on' },
      { project_id: first.id, user_id: donor.user.id, type: 'encouragement', message: 'Thanks!', has_response_from_recipient: true },
    ]);

    const response = await get(`/users/${partner.user.id}/owner-checkup`, partner.token);
    expect(response.json()).toEqual({
      user_id: partner.user.id,
      photo: 1,
      cover: 1,
      bio: 0, // blank text is no bio
      projects: 2,
      active_projects: 2,
      funded_projects: 1,
      updates: 1,
      community_posts: 1,
      followers: 1,
      donors: 1,
      encouragements: 2,
      encouragements_answered: 1,
    });
    const one = await get(`/users/${partner.user.id}/owner-checkup/updates`, partner.token);
    expect(one.json()).toEqual({ user_id: partner.user.id, name: 'updates', count: 1 });
  });

  it('is for the account, its collaborators and admins only', async () => {
    const url = `/users/${partner.user.id}/owner-checkup`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, donor.token)).statusCode).toBe(403);
    const helper = await signUp(test.app);
    await grantRole(test, helper.user.id, partner.user.id, 'content_manager');
    expect((await get(url, helper.token)).statusCode).toBe(200);
    const admin = await signUp(test.app);
    await setUser(test, admin.user.id, { is_admin: true });
    expect((await get(`${url}/projects`, admin.token)).json()).toMatchObject({ count: 2 });
    expect((await get(`/users/99999999/owner-checkup`, admin.token)).statusCode).toBe(404);
  });

  it('an unknown count name is a 422 on that field', async () => {
    const response = await get(`/users/${partner.user.id}/owner-checkup/likes`, partner.token);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('name');
  });

  it('answers many accounts at once for staff screens, in the order asked, leaving unknown ids out', async () => {
    const rows = await ownerCheckupCountsOf(test.ctx, [donor.user.id, 99999999, partner.user.id]);
    expect(rows.map((r) => [r.user_id, r.projects])).toEqual([
      [donor.user.id, 0],
      [partner.user.id, 2],
    ]);
  });
});
