import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { createAnonymousAccount } from '../auth/anonymous.service.js';
import { issueToken } from '../auth/sessions.service.js';
import { assertLedgerBalanced, give, insertProject, moneyCounts, validGift } from '../../test-support/gifts.js';
import { defaultPaymentMethod } from './payments.service.js';

/** Saved cards with the sandbox: /users/{id}/cards (the list) and /users/{id}/payment-method (the default). */
describe('saved cards (sandbox)', () => {
  let test: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let projectId: number;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    owner = await signUp(test.app);
    projectId = await insertProject(test, (await signUp(test.app)).user.id);
  });
  afterEach(() => assertLedgerBalanced(test));
  afterAll(() => test.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    test.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });
  const list = async (user = owner) => (await call('GET', `/users/${user.user.id}/cards`, user.token)).json();

  it('saves test cards as the account’s own cards; the first is the default; payment-method changes it', async () => {
    expect(await list()).toEqual({ data: [], total: 0 });
    const visa = await call('POST', `/users/${owner.user.id}/cards`, owner.token, { payment_method_id: 'pm_card_visa' });
    expect(visa.statusCode, visa.body).toBe(201);
    expect(visa.json()).toEqual({
      id: expect.stringMatching(/^pm_sbx_/),
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: expect.any(Number),
      is_default: true,
    });
    const amex = await call('POST', `/users/${owner.user.id}/cards`, owner.token, { payment_method_id: 'pm_card_amex' });
    expect(amex.json()).toMatchObject({ brand: 'amex', last4: '8431', is_default: false });
    const chosen = await call('POST', `/users/${owner.user.id}/payment-method`, owner.token, { payment_method_id: amex.json().id });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ id: amex.json().id, is_default: true });
    expect((await list()).data.map((c: { last4: string; is_default: boolean }) => [c.last4, c.is_default])).toEqual([
      ['4242', false],
      ['8431', true],
    ]);
    expect(await defaultPaymentMethod(test.ctx, owner.user.id)).toBe(amex.json().id);
  });

  it('a saved card pays its owner’s gifts only; the test ids stay usable by anyone', async () => {
    const card = (await list()).data[0].id as string;
    const before = await moneyCounts(test);
    expect((await give(test, projectId, validGift({ payment_method_id: card }), { token: owner.token })).statusCode).toBe(201);
    const stranger = await signUp(test.app);
    const refused = await give(test, projectId, validGift({ payment_method_id: card }), { token: stranger.token });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.payment_method_id).toEqual([`No such payment method: '${card}'`]);
    expect((await give(test, projectId, validGift({ payment_method_id: card, is_guest: true }))).statusCode).toBe(422);
    expect((await give(test, projectId, validGift(), { token: stranger.token })).statusCode).toBe(201);
    const after = await moneyCounts(test);
    expect({ gifts: after.gifts - before.gifts, intents: after.intents - before.intents }).toEqual({ gifts: 2, intents: 2 });
  });

  it('a saved card behaves as its test card (a 3-D Secure card still asks for the dialog)', async () => {
    const user = await signUp(test.app);
    const card = (
      await call('POST', `/users/${user.user.id}/cards`, user.token, { payment_method_id: 'pm_card_threeDSecure2Required' })
    ).json();
    expect(card).toMatchObject({ last4: '3184' });
    const response = await give(test, projectId, validGift({ payment_method_id: card.id }), { token: user.token });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('requires_action');
  });

  it('bad input answers 422; a declining card cannot be saved (402); nothing is saved', async () => {
    const user = await signUp(test.app);
    expect(
      (await call('POST', `/users/${user.user.id}/cards`, user.token, { payment_method_id: 4242 })).json().errors.payment_method_id,
    ).toBeDefined();
    expect((await call('POST', `/users/${user.user.id}/cards`, user.token, {})).statusCode).toBe(422);
    expect((await call('POST', `/users/${user.user.id}/cards`, user.token, { payment_method_id: 'pm_card_bogus' })).statusCode).toBe(422);
    expect(
      (
        await call('POST', `/users/${user.user.id}/cards`, user.token, {
          payment_method_id: 'pm_card_visa',
          card_number: '4242424242424242',
        })
      ).statusCode,
    ).toBe(422);
    const declined = await call('POST', `/users/${user.user.id}/cards`, user.token, { payment_method_id: 'pm_card_chargeDeclined' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ message: 'Your card was declined.', error: 'card_declined' });
    expect(await list(user)).toEqual({ data: [], total: 0 });
  });

  it('removing: DELETE cards/{pmId} detaches one card, DELETE payment-method the default; others’ cards are 404', async () => {
    const user = await signUp(test.app);
    const first = (await call('POST', `/users/${user.user.id}/cards`, user.token, { payment_method_id: 'pm_card_visa' })).json();
    const second = (await call('POST', `/users/${user.user.id}/cards`, user.token, { payment_method_id: 'pm_card_mastercard' })).json();
    const ownersCard = (await list()).data[0].id;
    expect((await call('DELETE', `/users/${user.user.id}/cards/${ownersCard}`, user.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/users/${user.user.id}/cards/${second.id}`, user.token)).json()).toEqual({
      id: second.id,
      deleted: true,
    });
    expect((await call('DELETE', `/users/${user.user.id}/cards/${second.id}`, user.token)).statusCode).toBe(404);
    expect((await give(test, projectId, validGift({ payment_method_id: second.id }), { token: user.token })).statusCode).toBe(422);
    expect((await call('DELETE', `/users/${user.user.id}/payment-method`, user.token)).json()).toEqual({ id: first.id, deleted: true });
    expect(await list(user)).toEqual({ data: [], total: 0 });
    expect((await call('DELETE', `/users/${user.user.id}/payment-method`, user.token)).statusCode).toBe(404);
    expect(await defaultPaymentMethod(test.ctx, user.user.id)).toBeNull();
  });

  it('only the account itself or an admin; guests cannot save cards', async () => {
    const other = await signUp(test.app);
    expect((await call('GET', `/users/${owner.user.id}/cards`)).statusCode).toBe(401);
    expect((await call('GET', `/users/${owner.user.id}/cards`, other.token)).statusCode).toBe(403);
    expect((await call('POST', `/users/${owner.user.id}/cards`, other.token, { payment_method_id: 'pm_card_visa' })).statusCode).toBe(403);
    const admin = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    expect((await call('GET', `/users/${owner.user.id}/cards`, admin.token)).json().total).toBe(2);
    const guest = await createAnonymousAccount(test.ctx, test.ctx.db);
    const guestToken = await issueToken(test.ctx.db, test.ctx.clock, guest.user.id, 'anonymous');
    const refused = await call('POST', `/users/${guest.user.id}/cards`, guestToken, { payment_method_id: 'pm_card_visa' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Please create an account to save a card.');
  });
});
