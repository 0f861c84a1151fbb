import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { mailsTo, setUser } from '../../test-support/accounts.js';
import { journalEntries } from './ledger.service.js';
import { assertLedgerBalanced, give, insertProject, moneyCounts, projectTotals, userTotals, validGift } from '../../test-support/gifts.js';

describe('POST /api/projects/{id}/gifts: a one-time gift by card', () => {
  let test: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let donor: Awaited<ReturnType<typeof signUp>>;
  let projectId: number;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    owner = await signUp(test.app, { first_name: 'Olu', last_name: 'Owner' });
    donor = await signUp(test.app, { first_name: 'Dee', last_name: 'Donor' });
    projectId = await insertProject(test, owner.user.id, { goal_amount_cents: 20_000 });
  });
  afterEach(() => assertLedgerBalanced(test));
  afterAll(() => test.close());

  it('creates the gift with its fees, and moves every total in the same transaction', async () => {
    const response = await give(test, projectId, validGift({ amount_cents: 10_000, tip_cents: 1_500 }), { token: donor.token });
    expect(response.statusCode, response.body).toBe(201);
    const { status, gift } = response.json();
    expect(status).toBe('gift-created');
    // Card fee on the whole charge: 2.9 % of 11,500 = 333.5 → 334, + 30 = 364; platform 3 % of 10,000 = 300 (after the cutoff).
    expect(gift).toMatchObject({
      project_id: projectId,
      recipient_id: owner.user.id,
      amount_cents: 10_000,
      tip_cents: 1_500,
      stripe_fee_cents: 364,
      platform_fee_cents: 300,
      net_fee_cents: 664,
      recipient_net_cents: 9_336,
      gift_type: 'one-time',
      monthly_gift: false,
      is_gift_with_tip: true,
      anonymous: false,
      visibility: 'Regular',
      num_gifts: 1,
      encouragement: null,
    });
    expect(await projectTotals(test, projectId)).toMatchObject({
      amount_raised_cents: 10_000,
      gifts_count: 1,
      half_funded_at: expect.any(Date),
      funded_at: null,
    });
    expect(await userTotals(test, donor.user.id)).toMatchObject({ amount_given_cents: 10_000 });
    expect(await userTotals(test, owner.user.id)).toMatchObject({ amount_received_cents: 10_000 });
    expect(await journalEntries(test.ctx.db, `gift:${gift.id}`)).toEqual([
      { account: `donor_card:${gift.id}`, amount_cents: -11_500 },
      { account: `project:${projectId}`, amount_cents: 10_000 },
      { account: `project_fees:${projectId}`, amount_cents: -664 },
      { account: 'platform:tips', amount_cents: 1_500 },
      { account: 'platform:fees', amount_cents: 300 },
      { account: 'processor:fees', amount_cents: 364 },
    ]);
    const me = (await test.app.inject({ url: `/api/users/${donor.user.id}`, headers: { authorization: `Bearer ${donor.token}` } })).json();
    expect(me.amount_given_cents).toBe(10_000);
  });

  it('funds the project when a gift reaches the goal', async () => {
    const response = await give(test, projectId, validGift({ amount_cents: 10_000 }), { token: donor.token });
    expect(response.statusCode).toBe(201);
    expect(await projectTotals(test, projectId)).toMatchObject({
      amount_raised_cents: 20_000,
      gifts_count: 2,
      funded_at: expect.any(Date),
    });
  });

  const encouragementOf = async (giftId: number) => {
    const list = await test.app.inject({
      url: `/api/users/${donor.user.id}/gifts?limit=100`,
      headers: { authorization: `Bearer ${donor.token}` },
    });
    return list.json().data.find((g: { id: number }) => g.id === giftId).encouragement;
  };

  it('posts the encouragement with the dedicatee mentioned, and emails the dedicatee', async () => {
    const body = validGift({ encouragement: 'Keep going!', dedicatee_name: 'Grandma Ada', dedicatee_email: 'Ada@Example.test' });
    const response = await give(test, projectId, body, { token: donor.token });
    expect(response.statusCode, response.body).toBe(201);
    const { gift } = response.json();
    expect(gift).toMatchObject({ dedicatee_name: 'Grandma Ada' });
    // The timeline posts the encouragement on gift.recorded, before the call answers; the donor's list shows it.
    const encouragement = await encouragementOf(gift.id);
    expect(encouragement).toEqual({ id: expect.any(Number), has_response_from_recipient: false });
    const event = (await test.app.inject({ url: `/api/projects/${projectId}/timeline/${encouragement.id}` })).json();
    expect(event).toMatchObject({
      type: 'encouragement',
      message: 'Keep going!',
      author: { id: donor.user.id },
      mentioned_users: [{ user_id: null, name: 'Grandma Ada', is_dedicatee: true }],
    });
    const [mail] = await mailsTo(test, 'ada@example.test');
    expect(mail?.subject).toBe('A gift was made in your honour');
    expect(mail?.text_body).toContain('Dee Donor gave a gift to "Clean water" in your honour.');
  });

  it('an anonymous gift never names its donor: not on the timeline, not to the dedicatee', async () => {
    const body = validGift({
      visibility: 'Anonymous',
      encouragement: 'From a friend',
      dedicatee_name: 'Sam',
      dedicatee_email: 'sam@example.test',
    });
    const { gift } = (await give(test, projectId, body, { token: donor.token })).json();
    expect(gift).toMatchObject({ anonymous: true, visibility: 'Anonymous' });
    const event = (await test.app.inject({ url: `/api/projects/${projectId}/timeline/${(await encouragementOf(gift.id)).id}` })).json();
    expect(event).toMatchObject({ user_id: null, author: null });
    const [mail] = await mailsTo(test, 'sam@example.test');
    expect(mail?.text_body).toContain('Someone gave a gift');
    expect(mail?.text_body).not.toContain('Dee');
  });

  it('refuses bad input with field errors and charges nothing', async () => {
    const before = await moneyCounts(test);
    const cases: [Record<string, unknown>, string][] = [
      [validGift({ amount_cents: 99 }), 'amount_cents'],
      [validGift({ amount_cents: 10_000_001 }), 'amount_cents'],
      [validGift({ amount_cents: 10.5 }), 'amount_cents'],
      [validGift({ amount_cents: '5000' }), 'amount_cents'],
      [validGift({ tip_cents: 5_001 }), 'tip_cents'],
      [validGift({ tip_cents: -1 }), 'tip_cents'],
      [validGift({ payment_method_id: 'card_4242' }), 'payment_method_id'],
      [validGift({ dedicatee_email: 'not-an-email', dedicatee_name: 'X' }), 'dedicatee_email'],
      [validGift({ dedicatee_email: 'x@example.test' }), 'dedicatee_name'],
      [validGift({ encouragement: 'x'.repeat(2001) }), 'encouragement'],
      [validGift({ visibility: 'Regular', anonymous: true }), 'visibility'],
      [validGift({ gift_card_code: 'ABCD' }), 'gift_card_code'],
    ];
    for (const [body, field] of cases) {
      const response = await give(test, projectId, body, { token: donor.token });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
    const noKey = await give(test, projectId, validGift(), { token: donor.token, key: null });
    expect(noKey.statusCode).toBe(422);
    expect(noKey.json().errors.idempotency_key).toBeDefined();
    expect((await give(test, projectId, validGift(), { token: donor.token, key: 'k'.repeat(256) })).statusCode).toBe(422);
    expect(await moneyCounts(test)).toEqual(before);
  });

  it('an unknown card is bad input (422), charges nothing, and frees the key for a corrected retry', async () => {
    const key = 'unknown-card-then-visa';
    const before = await moneyCounts(test);
    const bad = await give(test, projectId, validGift({ payment_method_id: 'pm_card_doesNotExist' }), { token: donor.token, key });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.payment_method_id).toEqual(["No such payment method: 'pm_card_doesNotExist'"]);
    expect(await moneyCounts(test)).toEqual(before);
    expect((await give(test, projectId, validGift(), { token: donor.token, key })).statusCode).toBe(201);
  });

  it('needs a login, or is_guest', async () => {
    const response = await give(test, projectId, validGift());
    expect(response.statusCode).toBe(401);
  });

  it('closed and banned projects refuse gifts, and unknown ones answer 404', async () => {
    const closed = await insertProject(test, owner.user.id, { status: 'closed', closed_at: new Date() });
    const banned = await insertProject(test, owner.user.id, { status: 'banned', banned_at: new Date() });
    const before = await moneyCounts(test);
    const refused = await give(test, closed, validGift(), { token: donor.token });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.project_id).toEqual(['This project is closed and no longer accepts gifts']);
    expect((await give(test, banned, validGift(), { token: donor.token })).statusCode).toBe(404);
    const admin = await signUp(test.app);
    await setUser(test, admin.user.id, { is_admin: true });
    expect((await give(test, banned, validGift(), { token: admin.token })).statusCode).toBe(404);
    expect((await give(test, 999_999, validGift(), { token: donor.token })).statusCode).toBe(404);
    expect(await moneyCounts(test)).toEqual(before);
  });

  it('counts new charges per address: past the limit 429, and nothing is charged', async () => {
    const limited = await createTestApp();
    try {
      const someone = await signUp(limited.app);
      const project = await insertProject(limited, (await signUp(limited.app)).user.id);
      for (let i = 0; i < 60; i++) {
        const ok = await give(limited, project, validGift({ amount_cents: 100 }), { token: someone.token, ip: '10.9.9.9' });
        expect(ok.statusCode).toBe(201);
      }
      const before = await moneyCounts(limited);
      const refused = await give(limited, project, validGift(), { token: someone.token, ip: '10.9.9.9' });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(await moneyCounts(limited)).toEqual(before);
      await assertLedgerBalanced(limited);
    } finally {
      await limited.close();
    }
  });
});
