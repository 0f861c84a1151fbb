import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../lib/clock.js';
import { createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { createProject, getJson, ids, recordGift, send, setProject } from '../../test-support/projects.js';

describe('GET /api/projects/personal and sponsored-projects', () => {
  const clock = createFixedClock(new Date('2031-01-01T00:00:00Z'));
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ overrides: { clock } });
  });
  afterAll(() => test.close());

  it('followed owners’ and followed projects first, then unfunded projects in categories given to, then staff picks', async () => {
    const me = await signUp(test.app);
    const [friend, stranger, admin] = [await signUp(test.app), await signUp(test.app), await signUp(test.app)];
    await makeAdmin(test, admin.user.id);
    let day = 1;
    const make = async (token: string, extra: Record<string, unknown> = {}) => {
      const { id } = await createProject(test, token, { goal_amount_cents: 10_000, ...extra });
      await setProject(test, id, { created_at: new Date(Date.UTC(2030, 0, day++)) });
      return id;
    };
    const friendOld = await make(friend.token, { categories: ['Men'] });
    const friendNew = await make(friend.token, { categories: ['Men'] });
    const followedProject = await make(stranger.token, { categories: ['Men'] });
    const givenTo = await make(stranger.token, { categories: ['Water', 'Medical'] });
    const medical = await make(stranger.token, { categories: ['Medical'] });
    const waterFunded = await make(stranger.token, { categories: ['Water'] });
    const unrelated = await make(stranger.token, { categories: ['Shelter'] });
    const pickOld = await make(stranger.token, { categories: ['Shelter'] });
    const pickNew = await make(stranger.token, { categories: ['Shelter'] });
    const mine = await make(me.token, { categories: ['Water'] });
    const friendClosed = await make(friend.token, { categories: ['Men'] });
    await send(test, 'DELETE', `/api/projects/${friendClosed}`, friend.token);
    await send(test, 'POST', `/api/users/${friend.user.id}/followers`, me.token);
    await send(test, 'POST', `/api/projects/${followedProject}/followers`, me.token);
    await recordGift(test, givenTo, me.user.id, 500);
    await recordGift(test, waterFunded, stranger.user.id, 10_000);
    for (const id of [pickOld, pickNew, friendNew]) {
      clock.advance(60_000);
      await send(test, 'POST', `/api/projects/${id}/staff-picks`, admin.token);
    }

    const response = await getJson(test, '/api/projects/personal', me.token);
    expect(response.statusCode).toBe(200);
    expect(ids(response)).toEqual([followedProject, friendNew, friendOld, medical, givenTo, pickNew, pickOld]);
    expect(response.json().total).toBe(7);
    for (const left of [unrelated, mine, waterFunded, friendClosed]) expect(ids(response)).not.toContain(left);
    const paged = await getJson(test, '/api/projects/personal?limit=3&offset=3', me.token);
    expect(ids(paged)).toEqual([medical, givenTo, pickNew]);
    expect(paged.json().total).toBe(7);
    expect((await getJson(test, '/api/projects/personal?offset=50', me.token)).json()).toEqual({ data: [], total: 7 });
  });

  it('a newcomer with no follows or gifts gets the staff picks; anonymous callers get 401', async () => {
    const newcomer = await signUp(test.app);
    const picks = ids(await getJson(test, '/api/projects/staff-picks'));
    expect(ids(await getJson(test, '/api/projects/personal', newcomer.token))).toEqual(picks);
    expect((await getJson(test, '/api/projects/personal')).statusCode).toBe(401);
  });

  it('sponsored-projects: active sponsored projects, newest first', async () => {
    const owner = await signUp(test.app);
    const admin = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    const a = await createProject(test, owner.token);
    const b = await createProject(test, owner.token);
    const c = await createProject(test, owner.token);
    for (const [id, day] of [
      [a.id, 1],
      [b.id, 2],
      [c.id, 3],
    ] as const) {
      await send(test, 'PATCH', `/api/projects/${id}`, admin.token, {
        is_sponsored_project: true,
        project_sponsor_name: 'Grace',
        project_sponsor_email: 'grace@example.test',
      });
      await setProject(test, id, { created_at: new Date(Date.UTC(2032, 0, day)) });
    }
    await send(test, 'DELETE', `/api/projects/${b.id}`, owner.token);
    const response = await getJson(test, '/api/projects/sponsored-projects');
    expect(ids(response)).toEqual([c.id, a.id]);
    expect(response.json().data[0]).toMatchObject({ is_sponsored_project: true, project_sponsor_name: 'Grace' });
    // A card never carries the sponsor's email, not even to the owner: the project page does, to its side only.
    expect((await getJson(test, '/api/projects/sponsored-projects', owner.token)).json().data[0]).not.toHaveProperty(
      'project_sponsor_email',
    );
    expect((await getJson(test, `/api/projects/${c.id}`, owner.token)).json().project_sponsor_email).toBe('grace@example.test');
  });
});
