import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { grantRole, setUser } from '../../test-support/accounts.js';
import { multipart, SAMPLE_FILES } from '../../test-support/timeline.js';

type Json = Record<string, unknown> & { id: number };

describe('community posts: POST/PUT/DELETE users/{id}/community-posts, photos, comments, likes, the pin', () => {
  let test: TestApp;
  let partner: Awaited<ReturnType<typeof signUp>>;
  let fan: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    partner = await signUp(test.app, { first_name: 'Wells' });
    await setUser(test, partner.user.id, { is_partner: true, organization_name: 'Clean Water Trust', show_organization_name: true });
    fan = await signUp(test.app, { first_name: 'Fay', last_name: 'Fan' });
  });
  afterAll(() => test.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, token?: string, payload?: unknown) =>
    test.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const upload = async (token: string) => {
    const { payload, headers } = multipart([{ name: 'file', filename: 'p.png', data: SAMPLE_FILES.png }]);
    const response = await test.app.inject({ method: 'POST', url: '/api/uploads', payload, headers: { ...headers, ...bearer(token) } });
    return response.json().url as string;
  };
  const post = async (body: Record<string, unknown>, token = partner.token, profile = partner.user.id) => {
    const response = await send('POST', `/users/${profile}/community-posts`, token, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Json;
  };

  it('the partner posts with a photo; the author shows as the organisation', async () => {
    const photo = await upload(partner.token);
    const created = await post({ message: '  The well is dug!  ', photo_urls: [photo], user_id: partner.user.id });
    expect(created).toMatchObject({
      profile_id: partner.user.id,
      author: { id: partner.user.id, name: 'Clean Water Trust', photo_url: null },
      message: 'The well is dug!',
      photo_urls: [photo],
      video_urls: [],
      comments_count: 0,
      likes_count: 0,
      liked_by_me: false,
      pinned: false,
    });
  });

  it('user_id null posts without an author; another user_id is refused', async () => {
    expect((await post({ message: 'From the team', user_id: null })).author).toBeNull();
    expect(
      (await send('POST', `/users/${partner.user.id}/community-posts`, partner.token, { message: 'x', user_id: fan.user.id })).statusCode,
    ).toBe(403);
  });

  it('answers field errors for an empty post, an outside photo and a bad video link', async () => {
    const empty = await send('POST', `/users/${partner.user.id}/community-posts`, partner.token, { message: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ message: ['Write a message or add a photo or video'] });
    const bad = await send('POST', `/users/${partner.user.id}/community-posts`, partner.token, {
      message: 'x',
      photo_urls: ['https://elsewhere.example/p.png'],
      video_urls: ['https://example.org/not-a-video'],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['photo_urls', 'video_urls']);
  });

  it('only the partner, its content collaborators and admins post; never on a donor profile', async () => {
    expect((await send('POST', `/users/${partner.user.id}/community-posts`, undefined, { message: 'x' })).statusCode).toBe(401);
    expect((await send('POST', `/users/${partner.user.id}/community-posts`, fan.token, { message: 'x' })).statusCode).toBe(403);
    const editor = await signUp(test.app);
    await grantRole(test, editor.user.id, partner.user.id, 'content_manager');
    expect((await post({ message: 'By our content manager' }, editor.token)).author).toMatchObject({ id: editor.user.id });
    expect((await send('POST', `/users/${fan.user.id}/community-posts`, fan.token, { message: 'x' })).statusCode).toBe(403);
  });

  it('edits, removes a photo by position, and deletes a post', async () => {
    const [a, b] = [await upload(partner.token), await upload(partner.token)];
    const created = await post({ message: 'Two photos', photo_urls: [a, b] });
    const edited = await send('PUT', `/users/${partner.user.id}/community-posts/${created.id}`, partner.token, { message: 'Edited' });
    expect(edited.json()).toMatchObject({ message: 'Edited', photo_urls: [a, b] });
    const removed = await send('DELETE', `/users/${partner.user.id}/community-posts/${created.id}/photos/0`, partner.token);
    expect(removed.json().photo_urls).toEqual([b]);
    expect((await send('DELETE', `/users/${partner.user.id}/community-posts/${created.id}/photos/5`, partner.token)).statusCode).toBe(404);
    expect((await send('DELETE', `/users/${partner.user.id}/community-posts/${created.id}`, fan.token)).statusCode).toBe(403);
    expect((await send('DELETE', `/users/${partner.user.id}/community-posts/${created.id}`, partner.token)).statusCode).toBe(204);
    expect((await send('GET', `/users/${partner.user.id}/community-posts/${created.id}`)).statusCode).toBe(404);
    expect((await send('PUT', `/users/${partner.user.id}/community-posts/${created.id}`, partner.token, { message: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('a member comments; the thread lists comments oldest first with their likes', async () => {
    const created = await post({ message: 'Comment on me' });
    const url = `/users/${partner.user.id}/community-posts/${created.id}`;
    expect((await send('POST', `${url}/comments`, undefined, { message: 'hi' })).statusCode).toBe(401);
    expect((await send('POST', `${url}/comments`, fan.token, { message: '   ' })).statusCode).toBe(422);
    const first = await send('POST', `${url}/comments`, fan.token, { message: 'Wonderful!', user_id: fan.user.id });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      post_id: created.id,
      author: { id: fan.user.id, name: 'Fay Fan' },
      message: 'Wonderful!',
      likes_count: 0,
    });
    await send('POST', `${url}/comments`, partner.token, { message: 'Thank you' });
    const liked = await send('POST', `${url}/comments/${first.json().id}/like`, partner.token, { user_id: partner.user.id });
    expect(liked.json()).toEqual({ id: first.json().id, likes_count: 1, liked_by_me: true });
    const thread = (await send('GET', url, partner.token)).json();
    expect(thread).toMatchObject({ id: created.id, comments_count: 2 });
    expect(thread.comments.map((c: { message: string; liked_by_me: boolean }) => [c.message, c.liked_by_me])).toEqual([
      ['Wonderful!', true],
      ['Thank you', false],
    ]);
    expect((await send('DELETE', `${url}/comments/${first.json().id}/like`, partner.token)).json().likes_count).toBe(0);
  });

  it('counts likes exactly under concurrency, once per member', async () => {
    const created = await post({ message: 'Like me' });
    const url = `/users/${partner.user.id}/feed/${created.id}/likes`;
    const likers = await Promise.all(Array.from({ length: 6 }, () => signUp(test.app)));
    const answers = await Promise.all(
      likers.flatMap((l) => [send('POST', url, l.token), send('POST', url, l.token, { user_id: l.user.id })]),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const thread = (await send('GET', `/users/${partner.user.id}/community-posts/${created.id}`, likers[0]!.token)).json();
    expect(thread).toMatchObject({ likes_count: 6, liked_by_me: true });
    const unliked = await Promise.all(likers.slice(0, 3).flatMap((l) => [send('DELETE', url, l.token), send('DELETE', url, l.token)]));
    expect(unliked.every((r) => r.statusCode === 200)).toBe(true);
    expect((await send('GET', `/users/${partner.user.id}/community-posts/${created.id}`)).json().likes_count).toBe(3);
    expect((await send('POST', url, fan.token, { user_id: partner.user.id })).statusCode).toBe(403);
  });

  it('pins one post at a time; the pinned post is public', async () => {
    const a = await post({ message: 'Pin A' });
    const b = await post({ message: 'Pin B' });
    const pinUrl = `/users/${partner.user.id}/feed/v2/pin`;
    expect((await send('POST', pinUrl, fan.token, { post_id: a.id })).statusCode).toBe(403);
    expect((await send('POST', pinUrl, partner.token, { post_id: a.id })).json().post).toMatchObject({ id: a.id, pinned: true });
    expect((await send('POST', pinUrl, partner.token, { post_id: b.id })).statusCode).toBe(200);
    expect((await send('GET', `/users/${partner.user.id}/feed/v2/pinned`)).json().post).toMatchObject({
      id: b.id,
      message: 'Pin B',
      pinned: true,
    });
    const other = await signUp(test.app);
    await setUser(test, other.user.id, { is_partner: true });
    const foreign = await post({ message: 'elsewhere' }, other.token, other.user.id);
    const refused = await send('POST', pinUrl, partner.token, { post_id: foreign.id });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['post_id']);
    expect((await send('GET', `/users/${other.user.id}/feed/v2/pinned`)).json()).toEqual({ post: null });
  });
});
