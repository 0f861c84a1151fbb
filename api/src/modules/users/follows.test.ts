import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { getUser, setUser, startGuest } from '../../test-support/accounts.js';

describe('follows: POST/DELETE /api/users/{id}/followers and the follower lists', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const follow = (token: string | undefined, id: number) =>
    test.app.inject({ method: 'POST', url: `/api/users/${id}/followers`, headers: token ? bearer(token) : {} });
  const unfollow = (token: string | undefined, id: number) =>
    test.app.inject({ method: 'DELETE', url: `/api/users/${id}/followers`, headers: token ? bearer(token) : {} });
  const counts = async (id: number) => {
    const { followers_count, following_count } = (await getUser(test.app, id)).json();
    return { followers_count, following_count };
  };
  const page = (id: number, direction: 'followers' | 'following', query = '', token?: string) =>
    test.app.inject({ method: 'GET', url: `/api/users/${id}/${direction}${query}`, headers: token ? bearer(token) : {} });
  const users = (n: number) => Promise.all(Array.from({ length: n }, () => signUp(test.app)));

  it('follows and unfollows, answering the followed user’s counters', async () => {
    const [fan, star] = await users(2);
    const followed = await follow(fan!.token, star!.user.id);
    expect(followed.statusCode).toBe(201);
    expect(followed.json()).toEqual({ user_id: star!.user.id, followers_count: 1, following_count: 0, logged_in_user_is_follower: true });
    expect(await counts(fan!.user.id)).toEqual({ followers_count: 0, following_count: 1 });

    const unfollowed = await unfollow(fan!.token, star!.user.id);
    expect(unfollowed.statusCode).toBe(200);
    expect(unfollowed.json()).toEqual({
      user_id: star!.user.id,
      followers_count: 0,
      following_count: 0,
      logged_in_user_is_follower: false,
    });
    expect(await counts(fan!.user.id)).toEqual({ followers_count: 0, following_count: 0 });
  });

  it('keeps counts exact under repeated follows and unfollows', async () => {
    const [fan, star] = await users(2);
    for (let i = 0; i < 3; i++) expect((await follow(fan!.token, star!.user.id)).json().followers_count).toBe(1);
    for (let i = 0; i < 3; i++) expect((await unfollow(fan!.token, star!.user.id)).json().followers_count).toBe(0);
    expect(await counts(star!.user.id)).toEqual({ followers_count: 0, following_count: 0 });
    expect(await counts(fan!.user.id)).toEqual({ followers_count: 0, following_count: 0 });
  });

  it('20 parallel follows from one user count once; 20 parallel unfollows count once', async () => {
    const [fan, star] = await users(2);
    const follows = await Promise.all(Array.from({ length: 20 }, () => follow(fan!.token, star!.user.id)));
    expect(follows.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(await counts(star!.user.id)).toEqual({ followers_count: 1, following_count: 0 });
    expect(await counts(fan!.user.id)).toEqual({ followers_count: 0, following_count: 1 });

    const unfollows = await Promise.all(Array.from({ length: 20 }, () => unfollow(fan!.token, star!.user.id)));
    expect(unfollows.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await counts(star!.user.id)).toEqual({ followers_count: 0, following_count: 0 });
    expect(await counts(fan!.user.id)).toEqual({ followers_count: 0, following_count: 0 });
  });

  it('10 users following in parallel count 10', async () => {
    const [star, ...fans] = await users(11);
    const responses = await Promise.all(fans.map((fan) => follow(fan.token, star!.user.id)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(await counts(star!.user.id)).toEqual({ followers_count: 10, following_count: 0 });
    expect((await page(star!.user.id, 'followers')).json().total).toBe(10);
  });

  it('stays exact when users follow each other in parallel', async () => {
    const group = await users(6);
    const pairs = group.flatMap((a) => group.filter((b) => b !== a).map((b) => [a, b] as const));
    const responses = await Promise.all(pairs.map(([a, b]) => follow(a.token, b.user.id)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(pairs.length).fill(201));
    for (const member of group) expect(await counts(member.user.id)).toEqual({ followers_count: 5, following_count: 5 });

    const undone = await Promise.all(pairs.map(([a, b]) => unfollow(a.token, b.user.id)));
    expect(undone.map((r) => r.statusCode)).toEqual(Array(pairs.length).fill(200));
    for (const member of group) expect(await counts(member.user.id)).toEqual({ followers_count: 0, following_count: 0 });
  });

  it('refuses a self-follow with 422, and needs a token', async () => {
    const [me] = await users(1);
    const self = await follow(me!.token, me!.user.id);
    expect(self.statusCode).toBe(422);
    expect(self.json().errors).toEqual({ user_id: ['You cannot follow yourself'] });
    expect((await follow(undefined, me!.user.id)).statusCode).toBe(401);
    expect((await unfollow(undefined, me!.user.id)).statusCode).toBe(401);
    expect(await counts(me!.user.id)).toEqual({ followers_count: 0, following_count: 0 });
  });

  it('answers 404 for following an unknown user or a guest account', async () => {
    const [me] = await users(1);
    expect((await follow(me!.token, 987654321)).statusCode).toBe(404);
    const guest = await startGuest(test.app);
    expect((await follow(me!.token, guest.user.id)).statusCode).toBe(404);
    expect(await counts(me!.user.id)).toEqual({ followers_count: 0, following_count: 0 });
  });

  it('lists followers and following with {data, total}, newest first, paged', async () => {
    const [star, a, b, c] = await users(4);
    for (const fan of [a, b, c]) expect((await follow(fan!.token, star!.user.id)).statusCode).toBe(201);
    expect((await follow(star!.token, a!.user.id)).statusCode).toBe(201);

    const all = await page(star!.user.id, 'followers');
    expect(all.statusCode).toBe(200);
    expect(Object.keys(all.json()).sort()).toEqual(['data', 'total']);
    expect(all.json().total).toBe(3);
    expect(all.json().data.map((u: { id: number }) => u.id)).toEqual([c!.user.id, b!.user.id, a!.user.id]);
    expect(all.json().data[0]).not.toHaveProperty('email');

    const first = (await page(star!.user.id, 'followers', '?limit=2')).json();
    const second = (await page(star!.user.id, 'followers', '?limit=2&offset=2')).json();
    expect(first.data.map((u: { id: number }) => u.id)).toEqual([c!.user.id, b!.user.id]);
    expect(second).toMatchObject({ total: 3, data: [{ id: a!.user.id }] });

    const following = (await page(star!.user.id, 'following')).json();
    expect(following).toMatchObject({ total: 1, data: [{ id: a!.user.id }] });
    expect((await page(a!.user.id, 'following')).json()).toMatchObject({ total: 1, data: [{ id: star!.user.id }] });
    expect((await page(star!.user.id, 'followers', '?limit=0')).statusCode).toBe(422);
  });

  it('marks the users in a list that the viewer follows', async () => {
    const [star, a, b, viewer] = await users(4);
    for (const fan of [a, b]) await follow(fan!.token, star!.user.id);
    await follow(viewer!.token, a!.user.id);
    const flags = (await page(star!.user.id, 'followers', '', viewer!.token))
      .json()
      .data.map((u: { id: number; logged_in_user_is_follower: boolean }) => [u.id, u.logged_in_user_is_follower]);
    expect(flags).toEqual([
      [b!.user.id, false],
      [a!.user.id, true],
    ]);
  });

  it('answers 404 for the lists of an unknown user, and of a guest or banned account seen by others', async () => {
    expect((await page(987654321, 'followers')).statusCode).toBe(404);
    expect((await page(987654321, 'following')).statusCode).toBe(404);
    const [star, viewer, banned] = await users(3);
    const guest = await startGuest(test.app);
    expect((await follow(guest.token, star!.user.id)).statusCode).toBe(201);
    for (const direction of ['followers', 'following'] as const) {
      expect((await page(guest.user.id, direction)).statusCode).toBe(404);
      expect((await page(guest.user.id, direction, '', viewer!.token)).statusCode).toBe(404);
    }
    expect((await page(guest.user.id, 'following', '', guest.token)).json()).toMatchObject({ total: 1, data: [{ id: star!.user.id }] });
    await setUser(test, banned!.user.id, { banned_at: new Date() });
    expect((await page(banned!.user.id, 'following', '', viewer!.token)).statusCode).toBe(404);
  });
});
