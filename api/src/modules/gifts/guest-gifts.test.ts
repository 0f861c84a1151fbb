import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, nextIp, signUp, uniqueEmail, type TestApp } from '../../test-support/test-app.js';
import { assertLedgerBalanced, authenticate, confirm, give, insertProject, userTotals, validGift } from '../../test-support/gifts.js';

describe('guest gifts: is_guest without a token, the anonymous token, and claiming the account', () => {
  let test: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let projectId: number;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    owner = await signUp(test.app);
    projectId = await insertProject(test, owner.user.id);
  });
  afterEach(() => assertLedgerBalanced(test));
  afterAll(() => test.close());

  const guestGift = (overrides: Record<string, unknown> = {}, key?: string) =>
    give(
      test,
      projectId,
      validGift({ is_guest: true, guest_first_name: 'Gail', guest_last_name: 'Guest', guest_email: 'gail@example.test', ...overrides }),
      key ? { key } : {},
    );
  const claim = (token: string, payload: Record<string, unknown>) =>
    test.app.inject({ method: 'POST', url: '/api/users/anonymous/claim', headers: bearer(token), payload, remoteAddress: nextIp() });
  const myGifts = (userId: number, token: string) => test.app.inject({ url: `/api/users/${userId}/gifts`, headers: bearer(token) });

  it('makes a guest account with the gift and answers its token for the id_anontoken cookie', async () => {
    const response = await guestGift({ amount_cents: 2_000 });
    expect(response.statusCode, response.body).toBe(201);
    const { gift, anonymous_token } = response.json();
    expect(anonymous_token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    const me = (await test.app.inject({ url: `/api/users/${gift.donor_id}`, headers: bearer(anonymous_token) })).json();
    expect(me).toMatchObject({ id: gift.donor_id, is_anonymous: true, first_name: 'Gail', last_name: 'Guest', amount_given_cents: 2_000 });
    const list = await test.app.inject({ url: `/api/users/${owner.user.id}/received-gifts`, headers: bearer(owner.token) });
    const row = list.json().data.find((g: { id: number }) => g.id === gift.id);
    expect(row).toMatchObject({ donor: null, donor_name: 'Guest Donor', amount_cents: 2_000 });
  });

  it('a guest token gives again as the same guest, without a new account', async () => {
    const first = (await guestGift()).json();
    const guestId = first.gift.donor_id as number;
    const second = await give(test, projectId, validGift({ amount_cents: 1_000 }), { token: first.anonymous_token });
    expect(second.statusCode).toBe(201);
    expect(second.json().anonymous_token).toBeUndefined();
    const list = (await myGifts(guestId, first.anonymous_token)).json();
    expect(list.total).toBe(2);
    expect(await userTotals(test, guestId)).toMatchObject({ amount_given_cents: 6_000 });
  });

  it('a guest replaying its request gets the same gift and a working token, and no second account', async () => {
    const first = await guestGift({ amount_cents: 1_200 }, 'guest-replay');
    const again = await guestGift({ amount_cents: 1_200 }, 'guest-replay');
    expect(again.statusCode).toBe(201);
    expect(again.json().gift).toEqual(first.json().gift);
    const token = again.json().anonymous_token as string;
    expect(token).toBeDefined();
    const claimed = await claim(token, { email: uniqueEmail('replayed'), password: 'correct-horse-42' });
    expect(claimed.statusCode).toBe(200);
    expect((await myGifts(claimed.json().user.id, claimed.json().token)).json().total).toBe(1);
  });

  it('a guest 3-D Secure gift gets its token with requires_action, and confirms with it', async () => {
    const started = await guestGift({ payment_method_id: 'pm_card_threeDSecure2Required' });
    expect(started.statusCode).toBe(200);
    const { payment_intent, anonymous_token } = started.json();
    expect(anonymous_token).toBeDefined();
    await authenticate(test, payment_intent, 'approve');
    expect((await confirm(test, projectId, payment_intent.id)).statusCode).toBe(401);
    const done = await confirm(test, projectId, payment_intent.id, anonymous_token);
    expect(done.statusCode).toBe(201);
    expect(done.json().anonymous_token).toBeUndefined();
  });

  it('claiming a new account keeps the gifts; claiming into an existing account moves them', async () => {
    const kept = (await guestGift({ amount_cents: 1_500 })).json();
    const email = uniqueEmail('claimer');
    const claimed = (await claim(kept.anonymous_token, { email, password: 'correct-horse-42' })).json();
    expect((await myGifts(claimed.user.id, claimed.token)).json().data.map((g: { id: number }) => g.id)).toEqual([kept.gift.id]);

    const existing = await signUp(test.app);
    const givenBefore = (await userTotals(test, existing.user.id)).amount_given_cents;
    const moved = (await guestGift({ amount_cents: 2_500, encouragement: 'Go go go' })).json();
    const merged = await claim(moved.anonymous_token, { email: existing.email, password: existing.password });
    expect(merged.statusCode).toBe(200);
    const list = (await myGifts(existing.user.id, existing.token)).json();
    expect(list.data.map((g: { id: number }) => g.id)).toContain(moved.gift.id);
    expect((await userTotals(test, existing.user.id)).amount_given_cents).toBe(givenBefore + 2_500);
    const encouragement = list.data.find((g: { id: number }) => g.id === moved.gift.id).encouragement;
    const event = (await test.app.inject({ url: `/api/projects/${projectId}/timeline/${encouragement.id}` })).json();
    expect(event.user_id).toBe(existing.user.id);
  });
});
