import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { setUser, startGuest } from '../../test-support/accounts.js';
import { createProject, getJson, recordGift, send } from '../../test-support/projects.js';

describe('following a project: POST/DELETE /api/projects/{id}/followers', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('follows and unfollows with exact counts, repeated or in parallel, and shows the viewer flag', async () => {
    const owner = await signUp(test.app);
    const project = await createProject(test, owner.token);
    const fans = await Promise.all(Array.from({ length: 4 }, () => signUp(test.app)));
    const url = `/api/projects/${project.id}/followers`;
    const followed = await send(test, 'POST', url, fans[0]!.token);
    expect(followed.statusCode).toBe(201);
    expect(followed.json()).toEqual({ project_id: project.id, followers_count: 1, is_follower_of_project: true });
    const again = await Promise.all(Array.from({ length: 10 }, () => send(test, 'POST', url, fans[0]!.token)));
    expect(again.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    await Promise.all(fans.slice(1).map((fan) => send(test, 'POST', url, fan.token)));
    expect((await getJson(test, `/api/projects/${project.id}`)).json().followers_count).toBe(4);
    expect((await getJson(test, `/api/projects/${project.id}`, fans[1]!.token)).json().user.is_follower_of_project).toBe(true);

    const unfollowed = await Promise.all(Array.from({ length: 5 }, () => send(test, 'DELETE', url, fans[0]!.token)));
    expect(unfollowed.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    expect(unfollowed[0]!.json()).toMatchObject({ followers_count: 3, is_follower_of_project: false });
    expect((await getJson(test, `/api/projects/${project.id}`, fans[0]!.token)).json()).toMatchObject({
      followers_count: 3,
      user: { is_follower_of_project: false },
    });
  });

  it('needs a token; a guest may follow; unknown projects answer 404', async () => {
    const owner = await signUp(test.app);
    const project = await createProject(test, owner.token);
    expect((await send(test, 'POST', `/api/projects/${project.id}/followers`)).statusCode).toBe(401);
    expect((await send(test, 'DELETE', `/api/projects/${project.id}/followers`)).statusCode).toBe(401);
    expect((await send(test, 'POST', `/api/projects/${project.id}/followers`, (await startGuest(test.app)).token)).statusCode).toBe(201);
    expect((await send(test, 'POST', '/api/projects/987654321/followers', owner.token)).statusCode).toBe(404);
  });
});

describe('GET /api/projects/{id}/givers-ver2: givers with visibility respected', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('groups a donor’s regular gifts; every anonymous gift stands alone and never names its donor; guests are Guest Donor', async () => {
    const owner = await signUp(test.app);
    const project = await createProject(test, owner.token);
    const named = await signUp(test.app, { first_name: 'Nora', last_name: 'Novak' });
    await setUser(test, named.user.id, { photo_url: 'https://img.example/nora.jpg' });
    const org = await signUp(test.app);
    await setUser(test, org.user.id, { organization_name: 'Acme Giving', show_organization_name: true });
    const shy = await signUp(test.app, { first_name: 'Secret', last_name: 'Person' });
    const guest = await startGuest(test.app, { first_name: 'Gus', last_name: 'Guest' });
    const day = (n: number) => new Date(Date.UTC(2031, 0, n));
    await recordGift(test, project.id, named.user.id, 1_000, { at: day(1) });
    await recordGift(test, project.id, named.user.id, 2_500, { at: day(5), monthly: true });
    await recordGift(test, project.id, shy.user.id, 700, { at: day(2), anonymous: true });
    await recordGift(test, project.id, shy.user.id, 300, { at: day(3), anonymous: true });
    await recordGift(test, project.id, shy.user.id, 400, { at: day(4) });
    await recordGift(test, project.id, org.user.id, 900, { at: day(6) });
    await recordGift(test, project.id, guest.user.id, 200, { at: day(7) });
    await recordGift(test, project.id, named.user.id, 9_999, { at: day(8), status: 'failed' });

    const response = await getJson(test, `/api/projects/${project.id}/givers-ver2`);
    expect(response.statusCode).toBe(200);
    const { data, total } = response.json();
    expect(total).toBe(6);
    expect(data.map((g: { name: string; amount_cents: number }) => [g.name, g.amount_cents])).toEqual([
      ['Guest Donor', 200],
      ['Acme Giving', 900],
      ['Nora Novak', 3_500],
      ['Secret Person', 400],
      ['Anonymous', 300],
      ['Anonymous', 700],
    ]);
    expect(data[0]).toMatchObject({ user: null, is_guest: true, is_anonymous: false });
    expect(data[2]).toMatchObject({
      user: { id: named.user.id, first_name: 'Nora', last_name: 'Novak', photo_url: 'https://img.example/nora.jpg' },
      gifts_count: 2,
      monthly: true,
      last_amount_cents: 2_500,
      last_gift_at: day(5).toISOString(),
    });
    for (const anonymous of data.slice(4)) {
      expect(anonymous).toMatchObject({ user: null, is_anonymous: true, is_guest: false, gifts_count: 1 });
    }
    // Nothing in the anonymous rows can lead back to the donor.
    const anonymousText = JSON.stringify(data.slice(4));
    for (const secret of ['Secret', 'Person', String(shy.user.id), 'Gus']) expect(anonymousText).not.toContain(secret);
    expect(JSON.stringify(data[0])).not.toContain('Gus');

    const paged = (await getJson(test, `/api/projects/${project.id}/givers-ver2?limit=2&offset=2`)).json();
    expect(paged.total).toBe(6);
    expect(paged.data.map((g: { name: string }) => g.name)).toEqual(['Nora Novak', 'Secret Person']);
    expect((await getJson(test, '/api/projects/987654321/givers-ver2')).statusCode).toBe(404);
  });
});
