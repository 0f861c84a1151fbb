import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { grantRole } from '../../test-support/accounts.js';
import { eq } from 'drizzle-orm';
import { timelineEvents } from '../../db/schema/index.js';
import { encourageWithGift, insertProject } from '../../test-support/timeline.js';

describe('GET /api/projects/{id}/timeline and /timeline/{eventId}', () => {
  let test: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let donor: Awaited<ReturnType<typeof signUp>>;
  let projectId: number;
  beforeAll(async () => {
    test = await createTestApp();
    owner = await signUp(test.app, { first_name: 'Olu', last_name: 'Owner' });
    donor = await signUp(test.app, { first_name: 'Dee', last_name: 'Donor' });
    projectId = await insertProject(test, owner.user.id);
  });
  afterAll(() => test.close());

  const get = (url: string, token?: string) => test.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const post = (url: string, payload: Record<string, unknown>, token: string) =>
    test.app.inject({ method: 'POST', url, payload, headers: bearer(token) });

  it('lists top-level events newest first, with authors and counts, paged with limit and offset', async () => {
    const project = await insertProject(test, owner.user.id);
    const ids: number[] = [];
    for (const n of [1, 2, 3, 4, 5])
      ids.push((await post(`/api/projects/${project}/updates`, { message: `Update ${n}` }, owner.token)).json().id);
    await post(`/api/projects/${project}/comments`, { message: 'A reply', parent_id: ids[0] }, donor.token);

    const first = (await get(`/api/projects/${project}/timeline?limit=2`)).json();
    expect(first.total).toBe(5);
    expect(first.data.map((e: { message: string }) => e.message)).toEqual(['Update 5', 'Update 4']);
    const rest = (await get(`/api/projects/${project}/timeline?limit=10&offset=2`)).json();
    expect(rest.data.map((e: { id: number }) => e.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(rest.data[2]).toMatchObject({
      type: 'update',
      childs_count: 1,
      likes_count: 0,
      liked_by_me: false,
      mentioned_users: [],
      author: { id: owner.user.id, name: 'Olu Owner', first_name: 'Olu', last_name: 'Owner', photo_url: null, is_partner: false },
    });
    expect(Object.keys(rest.data[2].author)).not.toContain('email');
    expect((await get(`/api/projects/${project}/timeline?limit=0`)).statusCode).toBe(422);
  });

  it('answers 404 for an unknown project, a banned project (but not to admins), and an event of another project', async () => {
    expect((await get('/api/projects/999999/timeline')).statusCode).toBe(404);
    const banned = await insertProject(test, owner.user.id, { status: 'banned' });
    expect((await get(`/api/projects/${banned}/timeline`)).statusCode).toBe(404);
    const admin = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    expect((await get(`/api/projects/${banned}/timeline`, admin.token)).statusCode).toBe(200);
    const event = (await post(`/api/projects/${projectId}/comments`, { message: 'here' }, donor.token)).json();
    const other = await insertProject(test, owner.user.id);
    expect((await get(`/api/projects/${other}/timeline/${event.id}`)).statusCode).toBe(404);
    expect((await get(`/api/projects/abc/timeline`)).statusCode).toBe(422);
  });

  it('hides a do_not_show_message message from everyone but the donor and the project side', async () => {
    const project = await insertProject(test, owner.user.id);
    const id = await encourageWithGift(test, { projectId: project, donorId: donor.user.id, message: 'For Grandma, quietly' });
    await test.ctx.db.update(timelineEvents).set({ do_not_show_message: true }).where(eq(timelineEvents.id, id));
    const stranger = await signUp(test.app);
    const collaborator = await signUp(test.app);
    const admin = await signUp(test.app);
    await grantRole(test, collaborator.user.id, owner.user.id, 'content_manager');
    await makeAdmin(test, admin.user.id);
    const messageSeenBy = async (token?: string) => {
      const listed = (await get(`/api/projects/${project}/timeline`, token)).json().data[0];
      const single = (await get(`/api/projects/${project}/timeline/${id}`, token)).json();
      expect(single.message).toBe(listed.message);
      return listed.message as string | null;
    };
    expect(await messageSeenBy()).toBeNull();
    expect(await messageSeenBy(stranger.token)).toBeNull();
    expect(await messageSeenBy(donor.token)).toBe('For Grandma, quietly');
    expect(await messageSeenBy(owner.token)).toBe('For Grandma, quietly');
    expect(await messageSeenBy(collaborator.token)).toBe('For Grandma, quietly');
    expect(await messageSeenBy(admin.token)).toBe('For Grandma, quietly');
    expect((await get(`/api/projects/${project}/timeline`)).json().data[0]).toMatchObject({
      type: 'encouragement',
      do_not_show_message: true,
    });
  });
});
