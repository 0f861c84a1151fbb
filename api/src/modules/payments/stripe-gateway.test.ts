import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gifts, paymentIntents } from '../../db/schema/index.js';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import {
  startStripeApiServer,
  stripeTestFee,
  STRIPE_AUTHENTICATION_FAILURE,
  type StripeApiServer,
} from '../../test-support/stripe-api-server.js';
import { assertLedgerBalanced, confirm, give, insertProject, moneyCounts, validGift } from '../../test-support/gifts.js';
import { paymentGateway } from './payments.service.js';

/**
 * The Stripe gateway through the official SDK, against a local server that answers Stripe's API as its test
 * mode does (no internet here): our parameters, idempotency keys, status and error mapping, fees, mirrors.
 */
describe('the Stripe gateway (official SDK against a local Stripe API)', () => {
  let stripe: StripeApiServer;
  let test: TestApp;
  let donor: Awaited<ReturnType<typeof signUp>>;
  let projectId: number;
  const WEBHOOK_SECRET = 'whsec_local_test';

  beforeAll(async () => {
    stripe = await startStripeApiServer();
    test = await createTestApp({
      env: {
        RATE_LIMIT_SCALE: '1000',
        STRIPE_SECRET_KEY: 'sk_test_local',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
      },
    });
    donor = await signUp(test.app);
    projectId = await insertProject(test, (await signUp(test.app)).user.id);
  });
  afterEach(() => assertLedgerBalanced(test));
  afterAll(async () => {
    await test.close();
    await stripe.close();
  });

  const lastIntentRequest = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').at(-1)!;
  const giftRow = async (id: number) => (await test.ctx.db.select().from(gifts).where(eq(gifts.id, id)))[0]!;
  const mirror = async (providerId: string) =>
    (await test.ctx.db.select().from(paymentIntents).where(eq(paymentIntents.provider_id, providerId)))[0]!;

  it('tells the browser to use Stripe Elements with the publishable key', async () => {
    const config = (await test.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config.payments).toEqual({ provider: 'stripe', publishable_key: 'pk_test_local' });
    expect(paymentGateway(test.ctx).provider).toBe('stripe');
  });

  it('charges with confirm, the customer, the idempotency key and the purpose; the real fee from the balance transaction', async () => {
    const response = await give(test, projectId, validGift({ amount_cents: 10_000, tip_cents: 500 }), { token: donor.token });
    expect(response.statusCode, response.body).toBe(201);
    const request = lastIntentRequest();
    expect(request.params).toMatchObject({
      amount: '10500',
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      customer: expect.stringMatching(/^cus_/),
      metadata: { purpose: 'gift', project_id: String(projectId), payment_request_id: expect.stringMatching(/^\d+$/) },
      expand: { 0: 'latest_charge.balance_transaction' },
    });
    expect(request.params.off_session).toBeUndefined();
    expect(request.idempotencyKey).toBe(`payment-request-${(request.params.metadata as Record<string, string>).payment_request_id}`);
    const gift = await giftRow(response.json().gift.id);
    expect(gift).toMatchObject({ stripe_fee_cents: stripeTestFee(10_500), processor_fee_cents: stripeTestFee(10_500) });
    const row = await mirror([...stripe.intents.keys()].at(-1)!);
    expect(row).toMatchObject({ provider: 'stripe', status: 'succeeded', fee_cents: stripeTestFee(10_500), amount_cents: 10_500 });
    expect(gift.payment_intent_id).toBe(row.id);
  });

  it('a decline answers 402 with Stripe’s message and decline code, and keeps the failed intent', async () => {
    const before = await moneyCounts(test);
    const response = await give(test, projectId, validGift({ payment_method_id: 'pm_card_chargeDeclinedInsufficientFunds' }), {
      token: donor.token,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ message: 'Your card has insufficient funds.', error: 'insufficient_funds' });
    const generic = await give(test, projectId, validGift({ payment_method_id: 'pm_card_chargeDeclined' }), { token: donor.token });
    expect(generic.json()).toEqual({ message: 'Your card was declined.', error: 'card_declined' });
    const after = await moneyCounts(test);
    expect({ gifts: after.gifts - before.gifts, intents: after.intents - before.intents }).toEqual({ gifts: 0, intents: 2 });
    expect(await mirror([...stripe.intents.keys()].at(-1)!)).toMatchObject({
      status: 'requires_payment_method',
      last_error_code: 'card_declined',
    });
  });

  it('an unknown payment method answers 422 on payment_method_id and charges nothing', async () => {
    const response = await give(test, projectId, validGift({ payment_method_id: 'pm_nonexistent' }), { token: donor.token });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.payment_method_id).toEqual(["No such payment method: 'pm_nonexistent'"]);
  });

  it('3-D Secure: requires_action for Stripe.js with Stripe’s client secret, then confirm after the step', async () => {
    const started = await give(test, projectId, validGift({ amount_cents: 2_000, payment_method_id: 'pm_card_threeDSecure2Required' }), {
      token: donor.token,
    });
    expect(started.statusCode).toBe(200);
    const intent = started.json().payment_intent;
    expect(intent).toEqual({
      id: expect.stringMatching(/^pi_/),
      client_secret: stripe.intents.get(intent.id)!.client_secret,
      next_action: { type: 'use_stripe_sdk' },
    });
    expect((await confirm(test, projectId, intent.id, donor.token)).statusCode).toBe(200);
    stripe.authenticate(intent.id, true);
    const done = await confirm(test, projectId, intent.id, donor.token);
    expect(done.statusCode, done.body).toBe(201);
    expect((await giftRow(done.json().gift.id)).stripe_fee_cents).toBe(stripeTestFee(2_000));

    const failing = (
      await give(test, projectId, validGift({ payment_method_id: 'pm_card_authenticationRequired' }), { token: donor.token })
    ).json().payment_intent;
    stripe.authenticate(failing.id, false);
    const failed = await confirm(test, projectId, failing.id, donor.token);
    expect(failed.statusCode).toBe(402);
    expect(failed.json()).toEqual({ message: STRIPE_AUTHENTICATION_FAILURE.message, error: STRIPE_AUTHENTICATION_FAILURE.code });
  });

  it('Stripe failing answers 502 and records nothing; the retry with the same key finishes on one intent', async () => {
    const before = await moneyCounts(test);
    stripe.failing(true);
    const down = await give(test, projectId, validGift({ amount_cents: 1_500 }), { token: donor.token, key: 'stripe-down' });
    stripe.failing(false);
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({ error: 'processor_unavailable' });
    expect((await moneyCounts(test)).gifts).toBe(before.gifts);
    const retry = await give(test, projectId, validGift({ amount_cents: 1_500 }), { token: donor.token, key: 'stripe-down' });
    expect(retry.statusCode, retry.body).toBe(201);
    const after = await moneyCounts(test);
    expect({ gifts: after.gifts - before.gifts, intents: after.intents - before.intents }).toEqual({ gifts: 1, intents: 1 });
  });

  it('off-session charges say so, and a card that needs authentication declines with authentication_required', async () => {
    const gateway = paymentGateway(test.ctx);
    const result = await gateway.createAndConfirmPaymentIntent({
      amountCents: 1_000,
      customer: null,
      paymentMethodId: 'pm_card_authenticationRequired',
      idempotencyKey: 'renewal-1',
      offSession: true,
      metadata: { purpose: 'subscription' },
    });
    expect(lastIntentRequest().params.off_session).toBe('true');
    expect(result).toMatchObject({
      status: 'declined',
      decline: { code: 'authentication_required', declineCode: 'authentication_required' },
    });
    const again = await gateway.createAndConfirmPaymentIntent({
      amountCents: 1_000,
      customer: null,
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: 'same-stripe-key',
      metadata: {},
    });
    const replay = await gateway.createAndConfirmPaymentIntent({
      amountCents: 1_000,
      customer: null,
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: 'same-stripe-key',
      metadata: {},
    });
    expect(replay.intent.id).toBe(again.intent.id);
    await expect(
      gateway.createAndConfirmPaymentIntent({
        amountCents: 2_000,
        customer: null,
        paymentMethodId: 'pm_card_visa',
        idempotencyKey: 'same-stripe-key',
        metadata: {},
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it('saved cards live on the Stripe customer; only their owner may give with them', async () => {
    const owner = await signUp(test.app);
    const saved = await test.app.inject({
      method: 'POST',
      url: `/api/users/${owner.user.id}/cards`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { payment_method_id: 'pm_card_visa' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const card = saved.json();
    expect(card).toEqual({
      id: expect.stringMatching(/^pm_/),
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2031,
      is_default: true,
    });
    expect(card.id).not.toBe('pm_card_visa');
    const second = await test.app.inject({
      method: 'POST',
      url: `/api/users/${owner.user.id}/payment-method`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { payment_method_id: 'pm_card_mastercard' },
    });
    expect(second.json()).toMatchObject({ brand: 'mastercard', last4: '4444', is_default: true });
    const customerUpdate = stripe.requests.filter((r) => r.method === 'POST' && /^\/v1\/customers\/cus_/.test(r.path)).at(-1)!;
    expect(customerUpdate.params).toEqual({ invoice_settings: { default_payment_method: second.json().id } });
    const list = await test.app.inject({
      method: 'GET',
      url: `/api/users/${owner.user.id}/cards`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(list.json().data.map((c: { last4: string; is_default: boolean }) => [c.last4, c.is_default])).toEqual([
      ['4242', false],
      ['4444', true],
    ]);

    expect((await give(test, projectId, validGift({ payment_method_id: card.id }), { token: owner.token })).statusCode).toBe(201);
    const stranger = await give(test, projectId, validGift({ payment_method_id: card.id }), { token: donor.token });
    expect(stranger.statusCode).toBe(422);
    expect((await give(test, projectId, validGift({ payment_method_id: card.id, is_guest: true }))).statusCode).toBe(422);

    const removed = await test.app.inject({
      method: 'DELETE',
      url: `/api/users/${owner.user.id}/cards/${card.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(removed.json()).toEqual({ id: card.id, deleted: true });
    expect(stripe.requests.at(-1)!.path).toBe(`/v1/payment_methods/${card.id}/detach`);
    const after = (
      await test.app.inject({
        method: 'GET',
        url: `/api/users/${owner.user.id}/cards`,
        headers: { authorization: `Bearer ${owner.token}` },
      })
    ).json();
    expect(after.data.map((c: { id: string }) => c.id)).toEqual([second.json().id]);
  });

  it('a signed payment_intent.succeeded webhook finishes a 3-D Secure gift the browser never confirmed', async () => {
    const started = await give(test, projectId, validGift({ amount_cents: 4_200, payment_method_id: 'pm_card_threeDSecure2Required' }), {
      token: donor.token,
    });
    const intent = started.json().payment_intent;
    stripe.authenticate(intent.id, true);
    const before = await moneyCounts(test);
    const payload = JSON.stringify({
      id: 'evt_local_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: intent.id, object: 'payment_intent' } },
    });
    const post = (body: string, signature: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/stripe',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        payload: body,
      });
    const forged = await post(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }));
    expect(forged.statusCode).toBe(400);
    expect(await moneyCounts(test)).toEqual(before);
    const delivered = await post(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((await moneyCounts(test)).gifts - before.gifts).toBe(1);
    const done = await confirm(test, projectId, intent.id, donor.token);
    expect(done.statusCode).toBe(201);
    expect((await giftRow(done.json().gift.id)).stripe_fee_cents).toBe(stripeTestFee(4_200));
    expect(
      (
        await test.app.inject({
          method: 'POST',
          url: '/api/payments/webhooks/sandbox',
          headers: { 'stripe-signature': 't=1,v1=x' },
          payload,
        })
      ).statusCode,
    ).toBe(404);
  });
});
