import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { grantRole, setUser, startGuest } from '../../test-support/accounts.js';
import { give, insertProject, validGift } from '../../test-support/gifts.js';
import { recordGift } from '../../test-support/projects.js';
import { encourageWithGift } from '../../test-support/timeline.js';
import { notifyCommunityPost, notifyFollowed } from './notification-listeners.service.js';

type Account = Awaited<ReturnType<typeof signUp>>;
interface Listed {
  data: {
    id: number;
    event: string;
    is_read: boolean;
    text: string;
    link: string;
    actor: { id: number } | null;
    community_post_id: number | null;
  }[];
  total: number;
  next_before_id: number | null;
}

describe('notifications: the listeners, GET /api/notifications, the unread count, marking read', () => {
  let test: TestApp;
  let owner: Account;
  let donor: Account;
  let fan: Account;
  let projectId: number;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    owner = await signUp(test.app, { first_name: 'Olu', last_name: 'Owner' });
    donor = await signUp(test.app, { first_name: 'Dana', last_name: 'Donor' });
    fan = await signUp(test.app, { first_name: 'Fay', last_name: 'Fan' });
    projectId = await insertProject(test, owner.user.id, { title: 'Clean water' });
  });
  afterAll(() => test.close());

  const call = (method: 'GET' | 'POST', url: string, token?: string, headers: Record<string, string> = {}) =>
    test.app.inject({ method, url: `/api${url}`, headers: { ...(token ? bearer(token) : {}), ...headers } });
  const list = async (who: Account, query = ''): Promise<Listed> => (await call('GET', `/notifications${query}`, who.token)).json();
  const unread = async (who: Account): Promise<number> => (await call('GET', '/notifications/unread-count', who.token)).json().unread_count;
  const post = (url: string, who: Account, payload: Record<string, unknown> = {}) =>
    test.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(who.token), payload });

  it('tells an account of its new follower, once however often they follow again', async () => {
    const reader = await signUp(test.app, { first_name: 'Rae' });
    expect((await post(`/users/${reader.user.id}/followers`, fan)).statusCode).toBe(201);
    await test.app.inject({ method: 'DELETE', url: `/api/users/${reader.user.id}/followers`, headers: bearer(fan.token) });
    await post(`/users/${reader.user.id}/followers`, fan);
    const listed = await list(reader);
    expect(listed.total).toBe(1);
    expect(listed.data[0]).toEqual({
      id: expect.any(Number),
      event: 'new_follower',
      is_read: false,
      created_at: expect.any(String),
      actor: { id: fan.user.id, name: 'Fay Fan', photo_url: null },
      project: null,
      timeline_event_id: null,
      amount_cents: null,
      profile: null,
      community_post_id: null,
      text: 'Fay Fan started following you.',
      link: `/profile/${fan.user.id}`,
    });
    // A listener may run twice (at least once): the second run writes nothing.
    await notifyFollowed(test.ctx, { follower_id: fan.user.id, followed_id: reader.user.id });
    expect(await unread(reader)).toBe(1);
  });

  it('tells followers of the owner and of the project of an update, never its author', async () => {
    const projectFan = await signUp(test.app);
    await post(`/users/${owner.user.id}/followers`, fan);
    expect((await post(`/projects/${projectId}/followers`, projectFan)).statusCode).toBeLessThan(300);
    await post(`/projects/${projectId}/followers`, fan); // follows both ways: one notification
    const before = await unread(fan);
    const update = await post(`/projects/${projectId}/updates`, owner, { message: 'The well is dug' });
    expect(update.statusCode).toBe(201);
    expect(await unread(fan)).toBe(before + 1);
    expect((await list(fan)).data[0]).toMatchObject({
      event: 'update',
      text: 'Olu Owner posted an update on Clean water.',
      link: `/project/${projectId}`,
      timeline_event_id: update.json().id,
    });
    expect((await list(projectFan)).data.map((n) => n.event)).toEqual(['update']);
    expect((await list(owner)).data.some((n) => n.event === 'update')).toBe(false);
  });

  it('tells the owner of a comment, the comment author of a reply and of a like', async () => {
    const comment = (await post(`/projects/${projectId}/comments`, donor, { message: 'Lovely work' })).json();
    expect((await list(owner)).data[0]).toMatchObject({ event: 'comment', text: 'Dana Donor commented on Clean water.' });
    await post(`/projects/${projectId}/comments`, fan, { message: 'Agreed', parent_id: comment.id });
    expect((await list(donor)).data[0]).toMatchObject({ event: 'reply', text: 'Fay Fan replied to your comment on Clean water.' });
    await post(`/projects/${projectId}/timeline/${comment.id}/likes`, owner);
    expect((await list(donor)).data[0]).toMatchObject({ event: 'like', actor: { id: owner.user.id } });
    // Liking one's own comment tells no one.
    const before = (await list(donor)).total;
    await post(`/projects/${projectId}/timeline/${comment.id}/likes`, donor);
    expect((await list(donor)).total).toBe(before);
  });

  it('tells the receiving account and its admin collaborators of a gift; an anonymous donor stays unnamed', async () => {
    const helper = await signUp(test.app);
    const editor = await signUp(test.app);
    await grantRole(test, helper.user.id, owner.user.id, 'admin');
    await grantRole(test, editor.user.id, owner.user.id, 'content_manager');
    const gift = await give(test, projectId, validGift({ amount_cents: 2_500 }), { token: donor.token });
    expect(gift.statusCode).toBe(201);
    for (const reader of [owner, helper]) {
      expect((await list(reader)).data[0]).toMatchObject({ event: 'gift_received', text: 'Dana Donor gave $25.00 to Clean water.' });
    }
    expect((await list(editor)).total).toBe(0);
    await give(test, projectId, validGift({ amount_cents: 1_000, anonymous: true }), { token: donor.token });
    expect((await list(owner)).data[0]).toMatchObject({ actor: null, text: 'Someone gave $10.00 to Clean water.' });
  });

  it('tells everyone who gave of the half-funded and funded milestones', async () => {
    const milestone = await insertProject(test, owner.user.id, { title: 'Roof', goal_amount_cents: 10_000 });
    const other = await signUp(test.app);
    await recordGift(test, milestone, donor.user.id, 6_000);
    await recordGift(test, milestone, other.user.id, 5_000);
    // The first donor heard of both; the second gave after the half-way mark, so hears of the end alone.
    const donors = (await list(donor)).data.filter((n) => n.link === `/project/${milestone}`);
    expect(donors.map((n) => n.event)).toEqual(['funded', 'half_funded']);
    expect(donors[1]!.text).toBe('Roof, which you gave to, is half funded.');
    expect((await list(other)).data.map((n) => n.text)).toEqual(['Roof, which you gave to, is fully funded.']);
  });

  it('tells the donor when the project side answers their encouragement', async () => {
    const encouragement = await encourageWithGift(test, { projectId, donorId: fan.user.id, message: 'Go on!' });
    const thanked = await post(`/projects/${projectId}/encouragements/${encouragement}/thank`, owner, { message: 'Thank you!' });
    expect(thanked.statusCode).toBe(200);
    expect((await list(fan)).data[0]).toMatchObject({
      event: 'encouragement_answered',
      text: 'The team of Clean water answered your encouragement.',
      link: `/project/${projectId}`,
    });
  });

  it("tells a partner's followers of its community post, and the post's author of comments and likes, never themselves", async () => {
    const partner = await signUp(test.app, { first_name: 'Wells' });
    await setUser(test, partner.user.id, { is_partner: true, organization_name: 'Clean Water Trust', show_organization_name: true });
    const editor = await signUp(test.app, { first_name: 'Ed', last_name: 'Itor' });
    await grantRole(test, editor.user.id, partner.user.id, 'content_manager');
    const follower = await signUp(test.app, { first_name: 'Flo', last_name: 'Follower' });
    const stranger = await signUp(test.app, { first_name: 'Sam', last_name: 'Stranger' });
    await post(`/users/${partner.user.id}/followers`, follower);
    await post(`/users/${partner.user.id}/followers`, editor); // the editor follows too, but hears nothing of their own post

    const created = await post(`/users/${partner.user.id}/community-posts`, editor, {
      message: 'The well is dug',
      user_id: editor.user.id,
    });
    expect(created.statusCode).toBe(201);
    const postId = created.json().id as number;
    expect((await list(follower)).data[0]).toMatchObject({
      event: 'community_post',
      text: 'Clean Water Trust, whom you follow, posted an update.',
      link: `/profile/${partner.user.id}`,
      profile: { id: partner.user.id, name: 'Clean Water Trust' },
      community_post_id: postId,
      actor: { id: editor.user.id },
    });
    expect((await list(editor)).data.some((n) => n.event === 'community_post')).toBe(false);
    expect((await list(stranger)).total).toBe(0);
    // At least once: a second run writes nothing more.
    await notifyCommunityPost(test.ctx, { post_id: postId, profile_id: partner.user.id, author_id: editor.user.id });
    expect((await list(follower)).data.filter((n) => n.event === 'community_post')).toHaveLength(1);

    // A comment and a like reach the post's author (the editor), not the partner; their own comment and like reach no one.
    expect(
      (await post(`/users/${partner.user.id}/community-posts/${postId}/comments`, follower, { message: 'Wonderful' })).statusCode,
    ).toBe(201);
    expect((await post(`/users/${partner.user.id}/feed/${postId}/likes`, stranger)).statusCode).toBeLessThan(300);
    expect((await post(`/users/${partner.user.id}/feed/${postId}/likes`, stranger)).statusCode).toBeLessThan(300);
    await post(`/users/${partner.user.id}/community-posts/${postId}/comments`, editor, { message: 'Thanks!' });
    await post(`/users/${partner.user.id}/feed/${postId}/likes`, editor);
    const heard = (await list(editor)).data.filter((n) => n.community_post_id === postId);
    expect(heard.map((n) => n.text)).toEqual([
      'Sam Stranger liked your post on Clean Water Trust.',
      'Flo Follower commented on your post on Clean Water Trust.',
    ]);
    expect((await list(partner)).data.some((n) => n.community_post_id === postId)).toBe(false);

    // A post written as the partner (no author): the partner's account hears of the comment.
    const asPartner = (
      await post(`/users/${partner.user.id}/community-posts`, partner, { message: 'From the team', user_id: null })
    ).json();
    await post(`/users/${partner.user.id}/community-posts/${asPartner.id}/comments`, follower, { message: 'Hello team' });
    expect((await list(partner)).data[0]).toMatchObject({
      event: 'community_comment',
      text: 'Flo Follower commented on your post on Clean Water Trust.',
      link: `/profile/${partner.user.id}`,
    });
  });

  it('pages newest first by before_id', async () => {
    const reader = await signUp(test.app);
    const followers = [await signUp(test.app), await signUp(test.app), await signUp(test.app)];
    for (const f of followers) await post(`/users/${reader.user.id}/followers`, f);
    const first = await list(reader, '?limit=2');
    expect(first.total).toBe(3);
    expect(first.data.map((n) => n.actor!.id)).toEqual([followers[2]!.user.id, followers[1]!.user.id]);
    const second = await list(reader, `?limit=2&before_id=${first.next_before_id}`);
    expect(second.data.map((n) => n.actor!.id)).toEqual([followers[0]!.user.id]);
    expect(second.next_before_id).toBeNull();
    expect((await call('GET', '/notifications?limit=0', reader.token)).statusCode).toBe(422);
    expect((await call('GET', '/notifications?before_id=abc', reader.token)).statusCode).toBe(422);
  });

  it("marks one read (only one's own), then all; the unread count answers 304 while it is unchanged", async () => {
    const reader = await signUp(test.app);
    for (const f of [await signUp(test.app), await signUp(test.app), await signUp(test.app)])
      await post(`/users/${reader.user.id}/followers`, f);
    const counted = await call('GET', '/notifications/unread-count', reader.token);
    expect(counted.json()).toEqual({ unread_count: 3 });
    const etag = counted.headers.etag as string;
    expect(counted.headers['cache-control']).toBe('private, no-cache');
    const again = await call('GET', '/notifications/unread-count', reader.token, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const [newest] = (await list(reader)).data;
    expect((await post(`/notifications/${newest!.id}/read`, reader)).json()).toEqual({ unread_count: 2 });
    expect((await post(`/notifications/${newest!.id}/read`, reader)).json()).toEqual({ unread_count: 2 });
    expect((await post(`/notifications/${newest!.id}/read`, fan)).statusCode).toBe(404);
    expect((await post('/notifications/999999999/read', reader)).statusCode).toBe(404);
    expect((await list(reader)).data[0]!.is_read).toBe(true);
    expect((await call('GET', '/notifications/unread-count', reader.token, { 'if-none-match': etag })).statusCode).toBe(200);

    expect((await post('/notifications/mark-all-as-read', reader)).json()).toEqual({ marked: 2, unread_count: 0 });
    expect((await post('/notifications/mark-all-as-read', reader)).json()).toEqual({ marked: 0, unread_count: 0 });
    expect((await list(reader)).data.every((n) => n.is_read)).toBe(true);
  });

  it('never takes the count below 0 when marks race (every mark at once)', async () => {
    const reader = await signUp(test.app);
    for (const f of [await signUp(test.app), await signUp(test.app), await signUp(test.app), await signUp(test.app)]) {
      await post(`/users/${reader.user.id}/followers`, f);
    }
    const ids = (await list(reader)).data.map((n) => n.id);
    const answers = await Promise.all([
      ...ids.flatMap((id) => [post(`/notifications/${id}/read`, reader), post(`/notifications/${id}/read`, reader)]),
      post('/notifications/mark-all-as-read', reader),
      post('/notifications/mark-all-as-read', reader),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json().unread_count).toBeGreaterThanOrEqual(0);
    }
    // Each notification was marked by exactly one of the two mark-alls at most, never twice.
    const marked = answers.slice(-2).reduce((sum, a) => sum + (a.json().marked as number), 0);
    expect(marked).toBeLessThanOrEqual(ids.length);
    expect(await unread(reader)).toBe(0);
  });

  it('is for logged-in callers only; guests have their own (empty) list', async () => {
    expect((await call('GET', '/notifications')).statusCode).toBe(401);
    expect((await call('GET', '/notifications/unread-count')).statusCode).toBe(401);
    expect((await call('POST', '/notifications/mark-all-as-read')).statusCode).toBe(401);
    const guest = await startGuest(test.app);
    expect((await call('GET', '/notifications', guest.token)).json()).toEqual({ data: [], total: 0, next_before_id: null });
  });
});
