import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, makeAdmin, nextIp, signUp, type TestApp } from '../../test-support/test-app.js';
import { give, insertProject } from '../../test-support/gifts.js';
import { journalEntries } from '../gifts/ledger.service.js';
import { assertCardBooks, balance } from '../../test-support/gift-cards.js';
import { periodStart } from './new-user-gift-cards.service.js';

describe("POST /api/new-user-gift-cards: free cards for new visitors, within the admins' budget", () => {
  let test: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    admin = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
  });
  afterEach(() => assertCardBooks(test));
  afterAll(() => test.close());

  const claim = (ip: string, token?: string) =>
    test.app.inject({ method: 'POST', url: '/api/new-user-gift-cards', headers: token ? bearer(token) : {}, remoteAddress: ip });
  const setBudget = (payload: Record<string, unknown>, token = admin.token) =>
    test.app.inject({ method: 'PUT', url: '/api/gift-cards/new-user-budget', headers: bearer(token), payload });
  const getBudget = (token = admin.token) =>
    test.app.inject({ method: 'GET', url: '/api/gift-cards/new-user-budget', headers: bearer(token) });
  const offer = async (ip: string, token?: string) => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/new-user-gift-cards/offer',
      headers: token ? bearer(token) : {},
      remoteAddress: ip,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('gives nothing until admins set a budget', async () => {
    const response = await claim(nextIp());
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('There are no free gift cards left for now. Please come back later.');
    expect(await offer(nextIp())).toEqual({ available: false, card_amount_cents: null });
    expect((await getBudget()).json()).toMatchObject({
      period: 'month',
      max_cards: 0,
      max_amount_cents: null,
      card_amount_cents: 1_000,
      spent_cards: 0,
    });
  });

  it('only admins read and set the budget; bad settings are 422', async () => {
    const member = await signUp(test.app);
    expect((await getBudget(member.token)).statusCode).toBe(403);
    expect((await setBudget({ max_cards: 5 }, member.token)).statusCode).toBe(403);
    expect((await setBudget({ card_amount_cents: 100 })).json().errors.card_amount_cents).toEqual(['Amount must be at least $5.00']);
    expect((await setBudget({ max_cards: -1 })).statusCode).toBe(422);
    expect((await setBudget({ period: 'year' })).statusCode).toBe(422);
  });

  it('one card per address and per account, while the budget lasts', async () => {
    expect((await setBudget({ max_cards: 2, card_amount_cents: 1_500, period: 'day' })).json()).toMatchObject({
      max_cards: 2,
      card_amount_cents: 1_500,
      period: 'day',
    });
    const ip = nextIp();
    const first = await claim(ip);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      gift_card_code: expect.stringMatching(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/),
    });
    expect((await balance(test, first.json().gift_card_code)).json()).toMatchObject({ amount_cents: 1_500, derived_type: 'Front page' });
    expect(await journalEntries(test.ctx.db, `gift_card_load:${first.json().id}`)).toEqual([
      { account: 'platform:promotions', amount_cents: -1_500 },
      { account: `gift_card:${first.json().id}`, amount_cents: 1_500 },
    ]);
    expect((await claim(ip)).json().message).toBe('You already have a free gift card.');

    const member = await signUp(test.app);
    expect((await claim(nextIp(), member.token)).statusCode).toBe(201);
    expect((await claim(nextIp(), member.token)).statusCode).toBe(409);
    expect((await claim(nextIp())).statusCode).toBe(409);
    expect((await getBudget()).json()).toMatchObject({ spent_cards: 2, spent_amount_cents: 3_000 });
  });

  it('an amount cap limits the period too, and an account that has given is not new', async () => {
    await setBudget({ max_cards: 1_000, max_amount_cents: (await getBudget()).json().spent_amount_cents + 1_500 });
    expect((await claim(nextIp())).statusCode).toBe(201);
    expect((await claim(nextIp())).statusCode).toBe(409);
    await setBudget({ max_amount_cents: null });
    const owner = await signUp(test.app);
    const giver = await signUp(test.app);
    const projectId = await insertProject(test, owner.user.id);
    expect((await give(test, projectId, { amount_cents: 500, payment_method_id: 'pm_card_visa' }, { token: giver.token })).statusCode).toBe(
      201,
    );
    expect((await claim(nextIp(), giver.token)).json().message).toBe('Free gift cards are for new visitors.');
  });

  it('20 visitors at once never get more than the budget', async () => {
    const spent = (await getBudget()).json().spent_cards as number;
    await setBudget({ max_cards: spent + 5 });
    const responses = await Promise.all(Array.from({ length: 20 }, () => claim(nextIp())));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(15);
    expect((await getBudget()).json().spent_cards).toBe(spent + 5);
  });

  it('records the new user who redeems it, and when they first paid by card', async () => {
    await setBudget({ max_cards: 10_000 });
    const card = (await claim(nextIp())).json();
    const owner = await signUp(test.app);
    const newcomer = await signUp(test.app);
    const projectId = await insertProject(test, owner.user.id);
    const gift = await give(
      test,
      projectId,
      { amount_cents: 2_500, gift_card_code: card.gift_card_code, payment_method_id: 'pm_card_visa' },
      { token: newcomer.token },
    );
    expect(gift.statusCode, gift.body).toBe(201);
    const list = await test.app.inject({ method: 'GET', url: '/api/gift-cards/admin?kind=new_user', headers: bearer(admin.token) });
    const row = list.json().data.find((c: { id: number }) => c.id === card.id);
    expect(row).toMatchObject({
      new_user_id: newcomer.user.id,
      new_user_created_at: expect.any(String),
      new_user_credit_card_add_at: expect.any(String),
      status: 'redeemed',
    });
  });

  it('GET /offer answers what the POST would do, and issues nothing', async () => {
    const spent = (await getBudget()).json().spent_cards as number;
    await setBudget({ max_cards: spent + 1, max_amount_cents: null, card_amount_cents: 2_000 });
    const ip = nextIp();
    expect(await offer(ip)).toEqual({ available: true, card_amount_cents: 2_000 });
    expect(await offer(ip)).toEqual({ available: true, card_amount_cents: 2_000 });
    expect((await getBudget()).json().spent_cards).toBe(spent);

    const owner = await signUp(test.app);
    const giver = await signUp(test.app);
    const projectId = await insertProject(test, owner.user.id);
    expect((await give(test, projectId, { amount_cents: 500, payment_method_id: 'pm_card_visa' }, { token: giver.token })).statusCode).toBe(
      201,
    );
    expect(await offer(nextIp(), giver.token)).toEqual({ available: false, card_amount_cents: null });

    const member = await signUp(test.app);
    expect(await offer(nextIp(), member.token)).toEqual({ available: true, card_amount_cents: 2_000 });
    expect((await claim(ip)).statusCode).toBe(201);
    expect(await offer(ip)).toEqual({ available: false, card_amount_cents: null });
    // The budget's last card is gone: nobody else is offered one, as the POST would refuse them.
    expect(await offer(nextIp(), member.token)).toEqual({ available: false, card_amount_cents: null });
    expect((await claim(nextIp(), member.token)).statusCode).toBe(409);

    await setBudget({ max_cards: spent + 10 });
    expect(await offer(nextIp(), member.token)).toEqual({ available: true, card_amount_cents: 2_000 });
    expect((await claim(nextIp(), member.token)).statusCode).toBe(201);
    expect(await offer(nextIp(), member.token)).toEqual({ available: false, card_amount_cents: null });
    await setBudget({ max_amount_cents: (await getBudget()).json().spent_amount_cents + 1_999 });
    expect(await offer(nextIp())).toEqual({ available: false, card_amount_cents: null });
  });

  it('periods start at UTC midnight, on Mondays, and on the 1st', () => {
    const now = new Date('2026-03-12T15:00:00Z'); // a Thursday
    expect(periodStart('day', now).toISOString()).toBe('2026-03-12T00:00:00.000Z');
    expect(periodStart('week', now).toISOString()).toBe('2026-03-09T00:00:00.000Z');
    expect(periodStart('month', now).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(periodStart('week', new Date('2026-03-15T23:00:00Z')).toISOString()).toBe('2026-03-09T00:00:00.000Z');
  });
});
