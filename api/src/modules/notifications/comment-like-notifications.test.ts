import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { setUser } from '../../test-support/accounts.js';
import { notifyCommunityCommentLike } from './notification-listeners.service.js';

type Account = Awaited<ReturnType<typeof signUp>>;
interface Listed {
  data: {
    event: string;
    text: string;
    link: string;
    actor: { id: number } | null;
    profile: { id: number } | null;
    community_post_id: number | null;
  }[];
  total: number;
}

/** Issue #12: "a like on your content" covers likes on comments under a partner's community posts. */
describe('notifications: a like on a comment under a community post', () => {
  let test: TestApp;
  let partner: Account;
  let commenter: Account;
  let fan: Account;
  let postId: number;
  let commentId: number;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    partner = await signUp(test.app, { first_name: 'Wells' });
    await setUser(test, partner.user.id, { is_partner: true, organization_name: 'Clean Water Trust', show_organization_name: true });
    commenter = await signUp(test.app, { first_name: 'Cleo', last_name: 'Commenter' });
    fan = await signUp(test.app, { first_name: 'Fay', last_name: 'Fan' });
    postId = (await post(`/users/${partner.user.id}/community-posts`, partner, { message: 'The well is dug', user_id: null })).json().id;
    commentId = (await post(`/users/${partner.user.id}/community-posts/${postId}/comments`, commenter, { message: 'Wonderful' })).json().id;
  });
  afterAll(() => test.close());

  const post = (url: string, who: Account, payload: Record<string, unknown> = {}) =>
    test.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(who.token), payload });
  const like = (who: Account, method: 'POST' | 'DELETE' = 'POST') =>
    test.app.inject({
      method,
      url: `/api/users/${partner.user.id}/community-posts/${postId}/comments/${commentId}/like`,
      headers: bearer(who.token),
      payload: {},
    });
  const heard = async (who: Account) =>
    ((await test.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(who.token) })).json() as Listed).data.filter(
      (n) => n.event === 'community_comment_like',
    );

  it("tells the comment's author, once per liker however often they like it again", async () => {
    expect((await like(fan)).statusCode).toBe(201);
    expect((await like(fan, 'DELETE')).statusCode).toBe(200);
    expect((await like(fan)).json()).toEqual({ id: commentId, likes_count: 1, liked_by_me: true });
    expect((await like(fan)).statusCode).toBe(201); // liking twice changes nothing
    expect(await heard(commenter)).toEqual([
      expect.objectContaining({
        text: 'Fay Fan liked your comment on a post on Clean Water Trust.',
        link: `/profile/${partner.user.id}`,
        actor: expect.objectContaining({ id: fan.user.id }),
        profile: { id: partner.user.id, name: 'Clean Water Trust' },
        community_post_id: postId,
      }),
    ]);
    // The post's author (the partner) hears of comments and post likes, not of likes on someone else's comment.
    expect(await heard(partner)).toEqual([]);
    // Durable listeners run at least once: a second run writes nothing more.
    await notifyCommunityCommentLike(test.ctx, {
      comment_id: commentId,
      post_id: postId,
      profile_id: partner.user.id,
      user_id: fan.user.id,
    });
    expect(await heard(commenter)).toHaveLength(1);
  });

  it('never tells the author of their own like', async () => {
    const own = (await post(`/users/${partner.user.id}/community-posts/${postId}/comments`, fan, { message: 'Mine' })).json().id;
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/users/${partner.user.id}/community-posts/${postId}/comments/${own}/like`,
      headers: bearer(fan.token),
      payload: {},
    });
    expect(response.statusCode).toBe(201);
    expect(await heard(fan)).toEqual([]);
  });

  it('a second liker is a second notification; an unlike alone tells no one', async () => {
    const other = await signUp(test.app, { first_name: 'Oz', last_name: 'Other' });
    expect((await like(other, 'DELETE')).json()).toMatchObject({ likes_count: 1, liked_by_me: false });
    expect(await heard(commenter)).toHaveLength(1);
    await like(other);
    expect((await heard(commenter)).map((n) => n.text)).toEqual([
      'Oz Other liked your comment on a post on Clean Water Trust.',
      'Fay Fan liked your comment on a post on Clean Water Trust.',
    ]);
  });
});
