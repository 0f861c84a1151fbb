import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { startGuest } from '../../test-support/accounts.js';
import { insertProject } from '../../test-support/timeline.js';

describe('likes: POST/DELETE /api/projects/{id}/timeline/{eventId}/likes', () => {
  let test: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let projectId: number;
  beforeAll(async () => {
    test = await createTestApp();
    owner = await signUp(test.app);
    projectId = await insertProject(test, owner.user.id);
  });
  afterAll(() => test.close());

  const newUpdate = async () => {
    const url = `/api/projects/${projectId}/updates`;
    return (await test.app.inject({ method: 'POST', url, payload: { message: 'News' }, headers: bearer(owner.token) })).json().id as number;
  };
  const like = (eventId: number, token: string | null, body?: Record<string, unknown>, method: 'POST' | 'DELETE' = 'POST') =>
    test.app.inject({
      method,
      url: `/api/projects/${projectId}/timeline/${eventId}/likes`,
      headers: token ? bearer(token) : {},
      ...(body ? { payload: body } : {}),
    });
  const unlike = (eventId: number, token: string, body?: Record<string, unknown>) => like(eventId, token, body, 'DELETE');
  const seenBy = async (eventId: number, token?: string) =>
    (
      await test.app.inject({ method: 'GET', url: `/api/projects/${projectId}/timeline/${eventId}`, headers: token ? bearer(token) : {} })
    ).json();
  const users = (n: number) => Promise.all(Array.from({ length: n }, () => signUp(test.app)));

  it('likes and unlikes, moving the count by one and showing liked_by_me', async () => {
    const eventId = await newUpdate();
    const [fan] = await users(1);
    const liked = await like(eventId, fan!.token, { user_id: fan!.user.id });
    expect(liked.statusCode).toBe(201);
    expect(liked.json()).toEqual({ event_id: eventId, likes_count: 1, liked_by_me: true });
    expect(await seenBy(eventId, fan!.token)).toMatchObject({ likes_count: 1, liked_by_me: true });
    expect(await seenBy(eventId, owner.token)).toMatchObject({ likes_count: 1, liked_by_me: false });
    expect(await seenBy(eventId)).toMatchObject({ likes_count: 1, liked_by_me: false });
    const listed = (
      await test.app.inject({ method: 'GET', url: `/api/projects/${projectId}/timeline`, headers: bearer(fan!.token) })
    ).json();
    expect(listed.data.find((e: { id: number }) => e.id === eventId)).toMatchObject({ likes_count: 1, liked_by_me: true });

    const unliked = await unlike(eventId, fan!.token);
    expect(unliked.statusCode).toBe(200);
    expect(unliked.json()).toEqual({ event_id: eventId, likes_count: 0, liked_by_me: false });
  });

  it('is idempotent: liking twice keeps +1, unliking twice keeps 0', async () => {
    const eventId = await newUpdate();
    const [fan] = await users(1);
    expect((await like(eventId, fan!.token)).json().likes_count).toBe(1);
    expect((await like(eventId, fan!.token)).json().likes_count).toBe(1);
    expect((await unlike(eventId, fan!.token)).json().likes_count).toBe(0);
    expect((await unlike(eventId, fan!.token)).json().likes_count).toBe(0);
  });

  it('20 different users liking in parallel count 20', async () => {
    const eventId = await newUpdate();
    const fans = await users(20);
    const responses = await Promise.all(fans.map((fan) => like(eventId, fan.token)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect((await seenBy(eventId)).likes_count).toBe(20);
    await Promise.all(fans.slice(0, 5).map((fan) => unlike(eventId, fan.token)));
    expect((await seenBy(eventId)).likes_count).toBe(15);
  });

  it('10 parallel likes by one user count 1; 10 parallel unlikes count 0', async () => {
    const eventId = await newUpdate();
    const [fan] = await users(1);
    const responses = await Promise.all(Array.from({ length: 10 }, () => like(eventId, fan!.token)));
    expect(responses.map((r) => r.json())).toEqual(Array(10).fill({ event_id: eventId, likes_count: 1, liked_by_me: true }));
    expect((await seenBy(eventId)).likes_count).toBe(1);
    await Promise.all(Array.from({ length: 10 }, () => unlike(eventId, fan!.token)));
    expect((await seenBy(eventId)).likes_count).toBe(0);
  });

  it('refuses a user_id that is not the caller with 403', async () => {
    const eventId = await newUpdate();
    const [fan, other] = await users(2);
    const response = await like(eventId, fan!.token, { user_id: other!.user.id });
    expect(response.statusCode).toBe(403);
    expect((await unlike(eventId, fan!.token, { user_id: other!.user.id })).statusCode).toBe(403);
    expect((await seenBy(eventId)).likes_count).toBe(0);
  });

  it('needs a member account, and a visible event of this project', async () => {
    const eventId = await newUpdate();
    const guest = await startGuest(test.app);
    const [fan] = await users(1);
    expect((await like(eventId, null)).statusCode).toBe(401);
    expect((await like(eventId, guest.token)).statusCode).toBe(403);
    expect((await like(999_999, fan!.token)).statusCode).toBe(404);
    const other = await insertProject(test, owner.user.id);
    const url = `/api/projects/${other}/timeline/${eventId}/likes`;
    const wrongProject = await test.app.inject({ method: 'POST', url, headers: bearer(fan!.token) });
    expect(wrongProject.statusCode).toBe(404);
    await test.app.inject({ method: 'DELETE', url: `/api/projects/${projectId}/updates/${eventId}`, headers: bearer(owner.token) });
    expect((await like(eventId, fan!.token)).statusCode).toBe(404);
  });
});
