import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { mailsTo } from '../../test-support/accounts.js';
import { authenticate, give, insertProject } from '../../test-support/gifts.js';
import { journalEntries } from '../gifts/ledger.service.js';
import { assertCardBooks, balance, boughtCard, buy, countRows, validPurchase } from '../../test-support/gift-cards.js';

describe('gift cards for admins: every type, the list, cancelling', () => {
  let test: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let member: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    admin = await signUp(test.app);
    member = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
  });
  afterEach(() => assertCardBooks(test));
  afterAll(() => test.close());

  const create = (payload: Record<string, unknown>, token = admin.token) =>
    test.app.inject({ method: 'POST', url: '/api/gift-cards/admin', headers: bearer(token), payload });
  const cancel = (id: number, token = admin.token) =>
    test.app.inject({ method: 'POST', url: `/api/gift-cards/${id}/cancel`, headers: bearer(token) });

  it('makes each kind of card, with its derived type, paid by the platform', async () => {
    const expected = {
      promotional: 'Front page',
      special_admin_promotional: 'Admin',
      referral: 'Referral',
      partner_referral: 'Partner Referral',
    };
    for (const [kind, type] of Object.entries(expected)) {
      const response = await create({ amount_cents: 2_000, kind });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().gift_card).toMatchObject({
        [kind]: true,
        derived_type: type,
        amount_cents: 2_000,
        code: expect.any(String),
        recipient_name: null,
      });
    }
    const purchased = await boughtCard(test, member.token, 1_000);
    const list = await test.app.inject({ method: 'GET', url: '/api/gift-cards/admin?limit=100', headers: bearer(admin.token) });
    expect(list.json().total).toBe(5);
    expect(list.json().data.map((c: { derived_type: string }) => c.derived_type)).toEqual([
      'Purchased',
      'Partner Referral',
      'Referral',
      'Admin',
      'Front page',
    ]);
    expect(list.json().data[0]).toMatchObject({ id: purchased.id, purchaser_email: member.email, buyer_id: member.user.id });
    const referrals = await test.app.inject({ method: 'GET', url: '/api/gift-cards/admin?kind=referral', headers: bearer(admin.token) });
    expect(referrals.json()).toMatchObject({ total: 1, data: [{ derived_type: 'Referral' }] });
    expect((await create({ amount_cents: 2_000, kind: 'purchased' })).statusCode).toBe(422);
    expect((await create({ amount_cents: 100, kind: 'referral' })).json().errors.amount_cents).toBeDefined();
    expect((await create({ amount_cents: 2_000, kind: 'referral' }, member.token)).statusCode).toBe(403);
  });

  it('a card made for someone is emailed to them with its code', async () => {
    const response = await create({
      amount_cents: 5_000,
      kind: 'special_admin_promotional',
      recipient_name: 'Vera',
      recipient_email: 'vera@example.test',
      message: 'Thanks for volunteering',
    });
    const [mail] = await mailsTo(test, 'vera@example.test');
    expect(mail?.subject).toBe('Storyfund sent you a Storyfund gift card');
    expect(mail?.text_body).toContain(response.json().gift_card.code);
  });

  it('cancelling stops the card from paying and takes its balance off the books', async () => {
    const card = await boughtCard(test, member.token, 3_000);
    const owner = await signUp(test.app);
    const projectId = await insertProject(test, owner.user.id);
    expect((await give(test, projectId, { amount_cents: 1_000, gift_card_code: card.code }, { token: member.token })).statusCode).toBe(201);
    expect((await cancel(card.id, member.token)).statusCode).toBe(403);
    const response = await cancel(card.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().gift_card).toMatchObject({ status: 'canceled', canceled_at: expect.any(String), amount_cents: 2_000 });
    expect(await journalEntries(test.ctx.db, `gift_card_cancel:${card.id}`)).toEqual([
      { account: `gift_card:${card.id}`, amount_cents: -2_000 },
      { account: 'platform:gift_card_breakage', amount_cents: 2_000 },
    ]);
    expect((await balance(test, card.code)).json().status).toBe('canceled');
    const refused = await give(test, projectId, { amount_cents: 500, gift_card_code: card.code }, { token: member.token });
    expect(refused.json().errors).toEqual({ gift_card_code: ['This gift card was canceled.'] });
    expect((await cancel(card.id)).statusCode).toBe(409);
    expect((await cancel(999_999)).statusCode).toBe(404);
  });

  it('a buyer lists the cards they bought, with codes; nobody else may', async () => {
    const buyer = await signUp(test.app);
    const card = await boughtCard(test, buyer.token, 700);
    const mine = await test.app.inject({ method: 'GET', url: `/api/users/${buyer.user.id}/gift-cards`, headers: bearer(buyer.token) });
    expect(mine.json()).toEqual({ total: 1, data: [expect.objectContaining({ id: card.id, code: card.code, amount_cents: 700 })] });
    expect(
      (await test.app.inject({ method: 'GET', url: `/api/users/${buyer.user.id}/gift-cards`, headers: bearer(member.token) })).statusCode,
    ).toBe(403);
    expect(
      (await test.app.inject({ method: 'GET', url: `/api/users/${buyer.user.id}/gift-cards`, headers: bearer(admin.token) })).statusCode,
    ).toBe(200);
  });

  it("a 3-D Secure purchase is finished by the processor's event even if the browser never confirms", async () => {
    const buyer = await signUp(test.app);
    const cards = await countRows(test, 'gift_cards');
    const started = await buy(test, validPurchase({ amount_cents: 1_200, payment_method_id: 'pm_card_threeDSecure2Required' }), {
      token: buyer.token,
    });
    expect(started.statusCode).toBe(200);
    expect(await countRows(test, 'gift_cards')).toBe(cards);
    await authenticate(test, started.json().payment_intent, 'approve');
    const mine = await test.app.inject({ method: 'GET', url: `/api/users/${buyer.user.id}/gift-cards`, headers: bearer(buyer.token) });
    expect(mine.json()).toMatchObject({ total: 1, data: [{ amount_cents: 1_200 }] });
  });
});
