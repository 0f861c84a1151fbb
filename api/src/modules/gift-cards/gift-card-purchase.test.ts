import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { mailsTo } from '../../test-support/accounts.js';
import { authenticate } from '../../test-support/gifts.js';
import { journalEntries } from '../gifts/ledger.service.js';
import { assertCardBooks, balance, buy, countRows, validPurchase } from '../../test-support/gift-cards.js';
import { deliverDueGiftCards } from './gift-card-mail.js';

const CODE = /^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/;

describe('POST /api/gift-cards: buying a gift card', () => {
  let test: TestApp;
  let buyer: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    buyer = await signUp(test.app, { first_name: 'Bea', last_name: 'Buyer' });
  });
  afterEach(() => assertCardBooks(test));
  afterAll(() => test.close());

  it('charges the buyer, answers the card with its code, emails both, and posts the load to the ledger', async () => {
    const response = await buy(test, validPurchase({ amount_cents: 5_000, recipient_email: 'Rosa@Example.test' }), { token: buyer.token });
    expect(response.statusCode, response.body).toBe(201);
    const card = response.json().gift_card;
    const created = new Date(card.gift_card_created_at);
    const expiry = new Date(created);
    expiry.setUTCMonth(expiry.getUTCMonth() + 24);
    expect(card).toMatchObject({
      code: expect.stringMatching(CODE),
      amount_loaded_cents: 5_000,
      amount_used_cents: 0,
      amount_cents: 5_000,
      status: 'created',
      derived_type: 'Purchased',
      promotional: false,
      recipient_name: 'Rosa Recipient',
      deliver_on: created.toISOString().slice(0, 10),
      expired_at: expiry.toISOString(),
      redeem_at: null,
      canceled_at: null,
    });
    const [toRecipient] = await mailsTo(test, 'rosa@example.test');
    expect(toRecipient?.subject).toBe('Bea Buyer sent you a Storyfund gift card');
    expect(toRecipient?.text_body).toContain(`Your code: ${card.code}`);
    expect(toRecipient?.text_body).toContain(`http://storyfund.test/redeem?code=${card.code}`);
    expect(toRecipient?.text_body).toContain('Happy birthday!');
    const [receipt] = await mailsTo(test, buyer.email);
    expect(receipt?.subject).toBe('Your Storyfund gift card receipt');
    expect(receipt?.text_body).toContain(card.code);
    // The sandbox's fee on $50: 2.9 % = 145, + 30 = 175; borne by the platform, the card keeps its face value.
    expect(await journalEntries(test.ctx.db, `gift_card_load:${card.id}`)).toEqual([
      { account: `gift_card_buyer:${card.id}`, amount_cents: -5_000 },
      { account: `gift_card:${card.id}`, amount_cents: 5_000 },
      { account: 'processor:fees', amount_cents: 175 },
      { account: 'platform:gift_card_fees', amount_cents: -175 },
    ]);
  });

  it('anyone with the code sees the balance, whatever the case, spaces or dashes', async () => {
    const card = (await buy(test, validPurchase({ amount_cents: 2_500 }), { token: buyer.token })).json().gift_card;
    const typed = card.code.toLowerCase().replace(/-/g, ' ');
    const response = await balance(test, typed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: card.code,
      amount_loaded_cents: 2_500,
      amount_used_cents: 0,
      amount_cents: 2_500,
      status: 'created',
      expired_at: card.expired_at,
      derived_type: 'Purchased',
    });
    expect((await balance(test, 'ABCD-EFGH-JKMN-PQRS')).json()).toEqual({ message: 'No gift card with this code.' });
    expect((await balance(test, 'not a code')).statusCode).toBe(404);
  });

  it('a guest buys without an account, giving a name and an email for the receipt', async () => {
    const missing = await buy(test, validPurchase({ is_guest: true }));
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['purchaser_email', 'purchaser_name']);
    const response = await buy(test, validPurchase({ is_guest: true, purchaser_name: 'Gil Guest', purchaser_email: 'gil@example.test' }));
    expect(response.statusCode, response.body).toBe(201);
    expect((await mailsTo(test, 'gil@example.test'))[0]?.text_body).toContain(response.json().gift_card.code);
    expect((await buy(test, validPurchase())).statusCode).toBe(401);
  });

  it('refuses bad input with field errors and charges nothing', async () => {
    const before = await Promise.all([countRows(test, 'gift_cards'), countRows(test, 'payment_intents')]);
    const today = new Date().toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string][] = [
      [validPurchase({ amount_cents: 499 }), 'amount_cents'],
      [validPurchase({ amount_cents: 200_001 }), 'amount_cents'],
      [validPurchase({ amount_cents: '5000' }), 'amount_cents'],
      [validPurchase({ amount_cents: 50.5 }), 'amount_cents'],
      [validPurchase({ recipient_name: ' ' }), 'recipient_name'],
      [validPurchase({ recipient_email: 'nope' }), 'recipient_email'],
      [validPurchase({ message: 'x'.repeat(1_001) }), 'message'],
      [validPurchase({ deliver_on: '2020-01-01' }), 'deliver_on'],
      [validPurchase({ deliver_on: today.replace(/-/g, '/') }), 'deliver_on'],
      [validPurchase({ payment_method_id: 'card_4242' }), 'payment_method_id'],
      [validPurchase({ payment_method_id: 'pm_card_unknown' }), 'payment_method_id'],
      [validPurchase({ surprise: true }), 'surprise'],
    ];
    for (const [body, field] of cases) {
      const response = await buy(test, body, { token: buyer.token });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors ?? {}), response.body).toContain(field);
    }
    expect((await buy(test, validPurchase(), { token: buyer.token, key: null })).json().errors.idempotency_key).toBeDefined();
    expect(await Promise.all([countRows(test, 'gift_cards'), countRows(test, 'payment_intents')])).toEqual(before);
  });

  it('the same Idempotency-Key answers the same card; another body with it is a conflict', async () => {
    const first = await buy(test, validPurchase({ amount_cents: 1_000 }), { token: buyer.token, key: 'card-once' });
    const again = await buy(test, validPurchase({ amount_cents: 1_000 }), { token: buyer.token, key: 'card-once' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().gift_card.code).toBe(first.json().gift_card.code);
    const other = await buy(test, validPurchase({ amount_cents: 2_000 }), { token: buyer.token, key: 'card-once' });
    expect(other.statusCode).toBe(409);
  });

  it('a declined card answers 402 with the processor message and makes no card', async () => {
    const cards = await countRows(test, 'gift_cards');
    const response = await buy(test, validPurchase({ payment_method_id: 'pm_card_chargeDeclinedInsufficientFunds' }), {
      token: buyer.token,
      key: 'declined-card',
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ message: 'Your card has insufficient funds.', error: 'insufficient_funds' });
    expect(
      (
        await buy(test, validPurchase({ payment_method_id: 'pm_card_chargeDeclinedInsufficientFunds' }), {
          token: buyer.token,
          key: 'declined-card',
        })
      ).statusCode,
    ).toBe(402);
    expect(await countRows(test, 'gift_cards')).toBe(cards);
  });

  it('a 3-D Secure card needs the dialog, then confirm makes the card (only for its buyer)', async () => {
    const started = await buy(test, validPurchase({ amount_cents: 3_000, payment_method_id: 'pm_card_threeDSecure2Required' }), {
      token: buyer.token,
    });
    expect(started.statusCode).toBe(200);
    const intent = started.json().payment_intent;
    expect(started.json()).toMatchObject({ status: 'requires_action', payment_intent: { next_action: { type: 'sandbox_authenticate' } } });
    const confirm = (token?: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/gift-cards/confirm',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: { payment_intent_id: intent.id },
      });
    const stranger = await signUp(test.app);
    expect((await confirm(stranger.token)).statusCode).toBe(404);
    expect((await confirm(buyer.token)).statusCode).toBe(200);
    expect((await authenticate(test, intent, 'approve')).statusCode).toBe(200);
    const done = await confirm(buyer.token);
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().gift_card).toMatchObject({ amount_cents: 3_000, code: expect.stringMatching(CODE) });
    expect((await confirm(buyer.token)).json().gift_card.id).toBe(done.json().gift_card.id);

    const failing = await buy(test, validPurchase({ payment_method_id: 'pm_card_authenticationRequired' }), { token: buyer.token });
    await authenticate(test, failing.json().payment_intent, 'fail');
    expect((await confirm(buyer.token)).statusCode).toBe(201); // the first intent, still answered
    const failed = await test.app.inject({
      method: 'POST',
      url: '/api/gift-cards/confirm',
      headers: { authorization: `Bearer ${buyer.token}` },
      payload: { payment_intent_id: failing.json().payment_intent.id },
    });
    expect(failed.statusCode).toBe(402);
    expect(failed.json().error).toBe('authentication_failure');
  });

  it('a card for a later day is emailed on that day at 08:00 UTC, once', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const response = await buy(test, validPurchase({ recipient_email: 'later@example.test', deliver_on: tomorrow }), {
      token: buyer.token,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().gift_card.deliver_on).toBe(tomorrow);
    expect(await mailsTo(test, 'later@example.test')).toEqual([]);
    expect((await mailsTo(test, buyer.email))[0]?.text_body).toContain(`We email it to later@example.test on`);
    expect(await deliverDueGiftCards(test.ctx, new Date(`${tomorrow}T07:59:00Z`))).toBe(0);
    const at = new Date(`${tomorrow}T08:00:00Z`);
    const [first, second] = await Promise.all([deliverDueGiftCards(test.ctx, at), deliverDueGiftCards(test.ctx, at)]);
    expect(first! + second!).toBe(1);
    const mails = await mailsTo(test, 'later@example.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain(response.json().gift_card.code);
  });
});

describe('gift card lookups are rate-limited per address', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('30 lookups an hour, known code or not, then 429', async () => {
    const ip = '10.200.0.1';
    for (let i = 0; i < 30; i++) expect((await balance(test, 'ABCD-EFGH-JKMN-PQRS', ip)).statusCode).toBe(404);
    const limited = await balance(test, 'ABCD-EFGH-JKMN-PQRS', ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await balance(test, 'ABCD-EFGH-JKMN-PQRS', '10.200.0.2')).statusCode).toBe(404);
  });
});
