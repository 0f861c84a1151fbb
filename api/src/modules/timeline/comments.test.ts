import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { grantRole, setUser, startGuest } from '../../test-support/accounts.js';
import { insertProject } from '../../test-support/timeline.js';

describe('comments: POST /api/projects/{id}/comments {message, parent_id?}, threads, mentions, DELETE', () => {
  let test: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let fan: Awaited<ReturnType<typeof signUp>>;
  let projectId: number;
  beforeAll(async () => {
    test = await createTestApp();
    owner = await signUp(test.app, { first_name: 'Olu', last_name: 'Owner' });
    fan = await signUp(test.app, { first_name: 'Fay', last_name: 'Fan' });
    projectId = await insertProject(test, owner.user.id);
  });
  afterAll(() => test.close());

  const comment = (body: Record<string, unknown>, token: string | null = fan.token, project = projectId) =>
    test.app.inject({ method: 'POST', url: `/api/projects/${project}/comments`, payload: body, headers: token ? bearer(token) : {} });
  const remove = (id: number, token: string) =>
    test.app.inject({ method: 'DELETE', url: `/api/projects/${projectId}/comments/${id}`, headers: bearer(token) });
  const thread = (id: number, query = '') => test.app.inject({ method: 'GET', url: `/api/projects/${projectId}/timeline/${id}${query}` });

  it('posts a top-level comment on the timeline', async () => {
    const response = await comment({ message: ' Go team! ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      type: 'comment',
      message: 'Go team!',
      parent_id: null,
      author: { id: fan.user.id, name: 'Fay Fan' },
    });
    const timeline = (await test.app.inject({ method: 'GET', url: `/api/projects/${projectId}/timeline` })).json();
    expect(timeline.data[0].id).toBe(response.json().id);
  });

  it('threads replies under parent_id, oldest first, with an exact childs_count', async () => {
    const root = (await comment({ message: 'Root' })).json();
    const first = await comment({ message: 'First reply', parent_id: root.id }, owner.token);
    expect(first.json()).toMatchObject({ parent_id: root.id, type: 'comment' });
    await comment({ message: 'Second reply', parent_id: root.id });
    const nested = (await comment({ message: 'Reply to a reply', parent_id: first.json().id })).json();

    const view = (await thread(root.id)).json();
    expect(view).toMatchObject({ id: root.id, childs_count: 2 });
    expect(view.comments.map((c: { message: string }) => c.message)).toEqual(['First reply', 'Second reply']);
    expect(view.comments[0].childs_count).toBe(1);
    expect((await thread(first.json().id)).json().comments.map((c: { id: number }) => c.id)).toEqual([nested.id]);
    expect((await thread(root.id, '?limit=1&offset=1')).json().comments.map((c: { message: string }) => c.message)).toEqual([
      'Second reply',
    ]);

    // Replies are not top-level timeline events.
    const timeline = (await test.app.inject({ method: 'GET', url: `/api/projects/${projectId}/timeline?limit=100` })).json();
    expect(timeline.data.some((e: { id: number }) => e.id === first.json().id)).toBe(false);
  });

  it('counts 15 parallel replies exactly, and deleting one counts down once', async () => {
    const root = (await comment({ message: 'Busy thread' })).json();
    const replies = await Promise.all(Array.from({ length: 15 }, (_, i) => comment({ message: `reply ${i}`, parent_id: root.id })));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(15).fill(201));
    expect((await thread(root.id)).json().childs_count).toBe(15);
    const victim = replies[0]!.json().id;
    const deletions = await Promise.all([remove(victim, fan.token), remove(victim, fan.token)]);
    expect(deletions.map((r) => r.statusCode).sort()).toEqual([204, 404]);
    const after = (await thread(root.id)).json();
    expect(after.childs_count).toBe(14);
    expect(after.comments).toHaveLength(14);
  });

  it('refuses a reply to an event that is gone or on another project', async () => {
    const otherProject = await insertProject(test, owner.user.id);
    const elsewhere = (await comment({ message: 'Elsewhere' }, fan.token, otherProject)).json();
    const response = await comment({ message: 'Lost', parent_id: elsewhere.id });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.parent_id).toEqual(['The post you are replying to no longer exists']);
    expect((await comment({ message: 'Lost', parent_id: 999_999 })).statusCode).toBe(422);
  });

  it('stores @[Name](user:id) mentions of real accounts, under their current names', async () => {
    const org = await signUp(test.app, { first_name: 'Ann', last_name: 'Org' });
    await setUser(test, org.user.id, { organization_name: 'Water Aid Co', show_organization_name: true });
    const message =
      `Thanks @[Olu](user:${owner.user.id}) and @[Ann](user:${org.user.id}), ` +
      `also @[Ghost](user:987654) and @[Olu again](user:${owner.user.id})`;
    const response = await comment({ message });
    expect(response.json().message).toBe(message);
    expect(response.json().mentioned_users).toEqual([
      { user_id: owner.user.id, name: 'Olu Owner', is_dedicatee: false },
      { user_id: org.user.id, name: 'Water Aid Co', is_dedicatee: false },
    ]);
    const listed = (await test.app.inject({ method: 'GET', url: `/api/projects/${projectId}/timeline` })).json().data[0];
    expect(listed.mentioned_users).toHaveLength(2);
  });

  it('validates the message', async () => {
    expect((await comment({ message: '   ' })).json().errors.message).toEqual(['Message is required']);
    expect((await comment({ message: 'x'.repeat(2001) })).json().errors.message).toEqual(['Message can be at most 2000 characters']);
    expect((await comment({})).statusCode).toBe(422);
  });

  it('is for logged-in members; the author, the project side or an admin may delete', async () => {
    const guest = await startGuest(test.app);
    expect((await comment({ message: 'hi' }, null)).statusCode).toBe(401);
    expect((await comment({ message: 'hi' }, guest.token)).statusCode).toBe(403);
    expect((await comment({ message: 'hi' }, fan.token, 999_999)).statusCode).toBe(404);

    const stranger = await signUp(test.app);
    const content = await signUp(test.app);
    const admin = await signUp(test.app);
    await grantRole(test, content.user.id, owner.user.id, 'content_manager');
    await makeAdmin(test, admin.user.id);
    const ids = await Promise.all([1, 2, 3, 4].map(async (n) => (await comment({ message: `c${n}` })).json().id as number));
    expect((await remove(ids[0]!, stranger.token)).statusCode).toBe(403);
    expect((await remove(ids[0]!, fan.token)).statusCode).toBe(204);
    expect((await remove(ids[1]!, owner.token)).statusCode).toBe(204);
    expect((await remove(ids[2]!, content.token)).statusCode).toBe(204);
    expect((await remove(ids[3]!, admin.token)).statusCode).toBe(204);
    expect((await thread(ids[3]!)).statusCode).toBe(404);
  });
});
