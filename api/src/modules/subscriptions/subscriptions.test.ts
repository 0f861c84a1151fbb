import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { startGuest } from '../../test-support/accounts.js';
import { assertLedgerBalanced, authenticate, insertProject, moneyCounts, projectTotals, userTotals } from '../../test-support/gifts.js';
import { addMonthsClamped } from './subscription-dates.js';
import {
  call,
  confirmMonthly,
  monthlyGifts,
  startMonthly,
  subscriptionIntents,
  subscriptionRow,
  validMonthly,
} from '../../test-support/subscriptions.js';

describe('monthly gifts: POST /api/projects/{id}/subscription and its first month', () => {
  let test: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let donor: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    owner = await signUp(test.app);
    donor = await signUp(test.app);
  });
  afterEach(() => assertLedgerBalanced(test));
  afterAll(() => test.close());

  it('charges the first month at once, as a monthly gift, and schedules the next one a month later', async () => {
    const projectId = await insertProject(test, owner.user.id);
    const givenBefore = (await userTotals(test, donor.user.id)).amount_given_cents;
    const response = await startMonthly(
      test,
      projectId,
      validMonthly({ amount_cents: 2_500, tip_cents: 250, encouragement: 'Every month!' }),
      { token: donor.token },
    );
    expect(response.statusCode, response.body).toBe(201);
    const { error_code, subscription, gift } = response.json();
    expect(error_code).toBe('none');
    expect(subscription).toEqual({
      id: expect.any(Number),
      project_id: projectId,
      project: { id: projectId, title: 'Clean water' },
      donor_id: donor.user.id,
      amount_cents: 2_500,
      tip_cents: 250,
      anonymous: false,
      active: true,
      status: 'active',
      error_code: 'none',
      failed_attempts: 0,
      next_charge_at: expect.any(String),
      last_charged_at: expect.any(String),
      created_at: expect.any(String),
      stopped_at: null,
    });
    expect(subscription.next_charge_at).toBe(addMonthsClamped(new Date(subscription.last_charged_at), 1).toISOString());
    expect(gift).toMatchObject({
      amount_cents: 2_500,
      tip_cents: 250,
      monthly_gift: true,
      gift_type: 'monthly',
      project_id: projectId,
      donor_id: donor.user.id,
    });
    // The first month's message is posted on the timeline when the gift is recorded (gift.recorded).
    const timeline = (await test.app.inject({ url: `/api/projects/${projectId}/timeline` })).json();
    expect(timeline.data).toMatchObject([{ type: 'encouragement', message: 'Every month!', user_id: donor.user.id }]);
    expect(await projectTotals(test, projectId)).toMatchObject({ amount_raised_cents: 2_500, gifts_count: 1 });
    expect((await userTotals(test, donor.user.id)).amount_given_cents - givenBefore).toBe(2_500);
    expect(await monthlyGifts(test, subscription.id)).toMatchObject([{ id: gift.id, subscription_period: 1, monthly_gift: true }]);
    // The card is saved on the donor's processor customer, for the renewals.
    expect((await subscriptionRow(test, subscription.id)).payment_method_id).toMatch(/^pm_sbx_/);
    // The first month is the request's charge, on the processor key of its payment request.
    const intents = await subscriptionIntents(test, subscription.id);
    expect(intents).toMatchObject([
      { status: 'succeeded', off_session: false, amount_cents: 2_750, idempotency_key: expect.stringMatching(/^payment-request-\d+$/) },
    ]);
  });

  it('refuses bad input with 422 field errors and charges nothing', async () => {
    const projectId = await insertProject(test, owner.user.id);
    const before = await moneyCounts(test);
    const cases: [Record<string, unknown>, string | null, string][] = [
      [validMonthly(), null, 'idempotency_key'],
      [validMonthly({ amount_cents: 99 }), 'k1', 'amount_cents'],
      [validMonthly({ amount_cents: 10_000_001 }), 'k2', 'amount_cents'],
      [validMonthly({ amount_cents: '2500' }), 'k3', 'amount_cents'],
      [validMonthly({ amount_cents: 25.5 }), 'k4', 'amount_cents'],
      [validMonthly({ tip_cents: 2_501 }), 'k5', 'tip_cents'],
      [validMonthly({ payment_method_id: 'card_123' }), 'k6', 'payment_method_id'],
      [validMonthly({ monthly_gift: true }), 'k7', 'monthly_gift'],
      [validMonthly({ payment_method_id: 'pm_card_unknown' }), 'k8', 'payment_method_id'],
    ];
    for (const [body, key, field] of cases) {
      const response = await startMonthly(test, projectId, body, { token: donor.token, key });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(422);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
    expect(await moneyCounts(test)).toMatchObject({ gifts: before.gifts, intents: before.intents });
    expect((await call(test, 'GET', `/projects/${projectId}/subscription`, donor.token)).statusCode).toBe(404);
    // The key of a request refused for its card is free again: the corrected request goes through.
    expect((await startMonthly(test, projectId, validMonthly(), { token: donor.token, key: 'k8' })).statusCode).toBe(201);
  });

  it('needs a full account: 401 without one, 403 for a guest', async () => {
    const projectId = await insertProject(test, owner.user.id);
    expect((await startMonthly(test, projectId, validMonthly())).statusCode).toBe(401);
    const guest = await startGuest(test.app);
    const response = await startMonthly(test, projectId, validMonthly(), { token: guest.token });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Please create an account to give monthly.');
  });

  it('one live monthly gift per project: a second answers 409; another project is fine; after stopping, a new one', async () => {
    const projectId = await insertProject(test, owner.user.id);
    expect((await startMonthly(test, projectId, validMonthly(), { token: donor.token })).statusCode).toBe(201);
    const before = await moneyCounts(test);
    const again = await startMonthly(test, projectId, validMonthly({ amount_cents: 5_000 }), { token: donor.token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already give monthly to this project.');
    expect(await moneyCounts(test)).toMatchObject({ gifts: before.gifts, intents: before.intents });
    expect((await startMonthly(test, await insertProject(test, owner.user.id), validMonthly(), { token: donor.token })).statusCode).toBe(
      201,
    );
    expect((await call(test, 'DELETE', `/projects/${projectId}/subscription`, donor.token)).statusCode).toBe(200);
    expect((await startMonthly(test, projectId, validMonthly(), { token: donor.token })).statusCode).toBe(201);
  });

  it('a declined first month answers 402 with the decline code, starts nothing, and replays the same 402', async () => {
    const projectId = await insertProject(test, owner.user.id);
    const before = await moneyCounts(test);
    const raised = (await projectTotals(test, projectId)).amount_raised_cents;
    for (const [card, code, message] of [
      ['pm_card_chargeDeclined', 'card_declined', 'Your card was declined.'],
      ['pm_card_chargeDeclinedInsufficientFunds', 'insufficient_funds', 'Your card has insufficient funds.'],
    ]) {
      const first = await startMonthly(test, projectId, validMonthly({ payment_method_id: card }), {
        token: donor.token,
        key: `declined-${card}`,
      });
      expect(first.statusCode).toBe(402);
      expect(first.json()).toEqual({ message, error: code, error_code: code });
      const replay = await startMonthly(test, projectId, validMonthly({ payment_method_id: card }), {
        token: donor.token,
        key: `declined-${card}`,
      });
      expect(replay.statusCode).toBe(402);
      expect(replay.json()).toEqual(first.json());
      expect(replay.headers['idempotent-replayed']).toBe('true');
    }
    expect((await moneyCounts(test)).gifts).toBe(before.gifts);
    expect((await projectTotals(test, projectId)).amount_raised_cents).toBe(raised);
    expect((await call(test, 'GET', `/projects/${projectId}/subscription`, donor.token)).statusCode).toBe(404);
    expect((await startMonthly(test, projectId, validMonthly(), { token: donor.token })).statusCode).toBe(201);
  });

  it('a 3-D Secure card: requires_action, the dialog, then confirm makes the first gift (once)', async () => {
    const projectId = await insertProject(test, owner.user.id);
    const started = await startMonthly(test, projectId, validMonthly({ payment_method_id: 'pm_card_threeDSecure2Required' }), {
      token: donor.token,
      key: 'three-ds',
    });
    expect(started.statusCode, started.body).toBe(200);
    const body = started.json();
    expect(body).toMatchObject({
      error_code: 'requires_action',
      subscription: { status: 'past_due', error_code: 'requires_action', last_charged_at: null, next_charge_at: null },
      payment_intent: {
        id: expect.stringMatching(/^pi_sbx_/),
        client_secret: expect.any(String),
        next_action: { type: 'sandbox_authenticate' },
      },
    });
    const early = await confirmMonthly(test, projectId, body.payment_intent.id, donor.token);
    expect(early.statusCode).toBe(200);
    expect((await authenticate(test, body.payment_intent, 'approve')).statusCode).toBe(200);
    const [done, twice] = await Promise.all([
      confirmMonthly(test, projectId, body.payment_intent.id, donor.token),
      confirmMonthly(test, projectId, body.payment_intent.id, donor.token),
    ]);
    expect([done.statusCode, twice.statusCode]).toEqual([201, 201]);
    expect(done.json().gift.id).toBe(twice.json().gift.id);
    expect(done.json().subscription).toMatchObject({ status: 'active', error_code: 'none' });
    expect(await monthlyGifts(test, body.subscription.id)).toHaveLength(1);
    const replay = await startMonthly(test, projectId, validMonthly({ payment_method_id: 'pm_card_threeDSecure2Required' }), {
      token: donor.token,
      key: 'three-ds',
    });
    expect(replay.statusCode).toBe(201);
    expect(replay.json().gift.id).toBe(done.json().gift.id);
  });

  it("the processor's event records a 3-D Secure first month even when the browser never calls confirm", async () => {
    const projectId = await insertProject(test, owner.user.id);
    const started = (
      await startMonthly(test, projectId, validMonthly({ payment_method_id: 'pm_card_threeDSecure2Required' }), { token: donor.token })
    ).json();
    await authenticate(test, started.payment_intent, 'approve');
    // The sandbox delivers payment_intent.succeeded to its webhook, whose 'subscription' handler records it.
    expect((await call(test, 'GET', `/projects/${projectId}/subscription`, donor.token)).json()).toMatchObject({
      status: 'active',
      error_code: 'none',
    });
    expect(await monthlyGifts(test, started.subscription.id)).toHaveLength(1);
    const late = await confirmMonthly(test, projectId, started.payment_intent.id, donor.token);
    expect(late.statusCode).toBe(201);
    expect(late.json().gift.id).toBe((await monthlyGifts(test, started.subscription.id))[0]!.id);
  });

  it('a failed 3-D Secure step answers 402 and stops the monthly gift before it started', async () => {
    const projectId = await insertProject(test, owner.user.id);
    const started = (
      await startMonthly(test, projectId, validMonthly({ payment_method_id: 'pm_card_authenticationRequired' }), { token: donor.token })
    ).json();
    await authenticate(test, started.payment_intent, 'fail');
    const failed = await confirmMonthly(test, projectId, started.payment_intent.id, donor.token);
    expect(failed.statusCode).toBe(402);
    expect(failed.json()).toMatchObject({ error: 'authentication_failure', error_code: 'authentication_failure' });
    const shown = (await call(test, 'GET', `/projects/${projectId}/subscription`, donor.token)).json();
    expect(shown).toMatchObject({ status: 'stopped', active: false, error_code: 'authentication_failure', stopped_at: expect.any(String) });
    expect(await monthlyGifts(test, started.subscription.id)).toHaveLength(0);
  });

  it('a first month left waiting for 3-D Secure does not block a new attempt with another card', async () => {
    const projectId = await insertProject(test, owner.user.id);
    const abandoned = (
      await startMonthly(test, projectId, validMonthly({ payment_method_id: 'pm_card_threeDSecure2Required' }), { token: donor.token })
    ).json();
    const retry = await startMonthly(test, projectId, validMonthly(), { token: donor.token });
    expect(retry.statusCode, retry.body).toBe(201);
    expect((await subscriptionRow(test, abandoned.subscription.id)).status).toBe('stopped');
  });

  it('stopped while its first month waits for 3-D Secure: a payment completed anyway still becomes its gift', async () => {
    const projectId = await insertProject(test, owner.user.id);
    const started = (
      await startMonthly(test, projectId, validMonthly({ payment_method_id: 'pm_card_threeDSecure2Required' }), { token: donor.token })
    ).json();
    expect((await call(test, 'DELETE', `/projects/${projectId}/subscription`, donor.token)).json().subscription.status).toBe('stopped');
    await authenticate(test, started.payment_intent, 'approve');
    const confirmed = await confirmMonthly(test, projectId, started.payment_intent.id, donor.token);
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().subscription).toMatchObject({ status: 'stopped', next_charge_at: null });
    expect(await monthlyGifts(test, started.subscription.id)).toHaveLength(1);
    expect((await projectTotals(test, projectId)).amount_raised_cents).toBe(2_500);
  });

  it('only the donor confirms; an unknown intent is 404', async () => {
    const projectId = await insertProject(test, owner.user.id);
    const started = (
      await startMonthly(test, projectId, validMonthly({ payment_method_id: 'pm_card_threeDSecure2Required' }), { token: donor.token })
    ).json();
    const stranger = await signUp(test.app);
    expect((await confirmMonthly(test, projectId, started.payment_intent.id)).statusCode).toBe(401);
    expect((await confirmMonthly(test, projectId, started.payment_intent.id, stranger.token)).statusCode).toBe(404);
    expect((await confirmMonthly(test, projectId, 'pi_sbx_unknown', donor.token)).statusCode).toBe(404);
  });

  it('a closed project takes no monthly gift (422); an unknown one is 404', async () => {
    const closed = await insertProject(test, owner.user.id, { status: 'closed' });
    expect((await startMonthly(test, closed, validMonthly(), { token: donor.token })).statusCode).toBe(422);
    expect((await startMonthly(test, 999_999, validMonthly(), { token: donor.token })).statusCode).toBe(404);
  });
});

describe('monthly gifts: reading, changing and stopping', () => {
  let test: TestApp;
  let donor: Awaited<ReturnType<typeof signUp>>;
  let projectId: number;
  let subscriptionId: number;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    donor = await signUp(test.app);
    projectId = await insertProject(test, (await signUp(test.app)).user.id, { title: 'School roof' });
    subscriptionId = (await startMonthly(test, projectId, validMonthly({ tip_cents: 100 }), { token: donor.token })).json().subscription.id;
  });
  afterEach(() => assertLedgerBalanced(test));
  afterAll(() => test.close());

  it("GET answers the caller's monthly gift to the project; someone else has none (404)", async () => {
    const mine = await call(test, 'GET', `/projects/${projectId}/subscription`, donor.token);
    expect(mine.json()).toMatchObject({
      id: subscriptionId,
      project: { id: projectId, title: 'School roof' },
      amount_cents: 2_500,
      tip_cents: 100,
    });
    expect((await call(test, 'GET', `/projects/${projectId}/subscription`, (await signUp(test.app)).token)).statusCode).toBe(404);
    expect((await call(test, 'GET', `/projects/${projectId}/subscription`)).statusCode).toBe(401);
  });

  it('PATCH changes the amount or the card, with the gift rules and a card the processor knows', async () => {
    const changed = await call(test, 'PATCH', `/projects/${projectId}/subscription`, donor.token, { amount_cents: 4_000 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ amount_cents: 4_000, tip_cents: 100 });
    for (const [body, field] of [
      [{ amount_cents: 99 }, 'amount_cents'],
      [{ amount_cents: 10_000_001 }, 'amount_cents'],
      [{ amount_cents: '4000' }, 'amount_cents'],
      [{ amount_cents: 50 + 0.5 }, 'amount_cents'],
      [{ payment_method_id: 'nope' }, 'payment_method_id'],
      [{ payment_method_id: 'pm_card_doesNotExist' }, 'payment_method_id'],
      [{ payment_method_id: 'pm_card_chargeDeclined' }, 'payment_method_id'],
      [{}, 'base'],
      [{ tip_cents: 5 }, 'tip_cents'],
    ] as const) {
      const response = await call(test, 'PATCH', `/projects/${projectId}/subscription`, donor.token, body);
      expect(response.statusCode, `${field} ${response.body}`).toBe(422);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
    const card = await call(test, 'PATCH', `/projects/${projectId}/subscription`, donor.token, { payment_method_id: 'pm_card_mastercard' });
    expect(card.statusCode, card.body).toBe(200);
    expect((await subscriptionRow(test, subscriptionId)).payment_method_id).toMatch(/^pm_sbx_/);
    expect((await subscriptionRow(test, subscriptionId)).amount_cents).toBe(4_000);
  });

  it("lists the donor's monthly gifts, and one by id; oneself or an admin only", async () => {
    const other = await signUp(test.app);
    const list = await call(test, 'GET', `/users/${donor.user.id}/subscription/list`, donor.token);
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: subscriptionId, project: { title: 'School roof' } }] });
    expect((await call(test, 'GET', `/users/${donor.user.id}/subscription/${subscriptionId}`, donor.token)).json()).toMatchObject({
      id: subscriptionId,
    });
    expect((await call(test, 'GET', `/users/${donor.user.id}/subscription/list`, other.token)).statusCode).toBe(403);
    expect((await call(test, 'GET', `/users/${other.user.id}/subscription/${subscriptionId}`, other.token)).statusCode).toBe(404);
    await makeAdmin(test, other.user.id);
    expect((await call(test, 'GET', `/users/${donor.user.id}/subscription/list`, other.token)).json().total).toBe(1);
  });

  it('DELETE stops it (also as DELETE .../gifts/monthly); it is then listed as stopped and charged no more', async () => {
    const stopped = await call(test, 'DELETE', `/projects/${projectId}/gifts/monthly`, donor.token);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({
      error_code: 'none',
      subscription: { id: subscriptionId, status: 'stopped', active: false, next_charge_at: null, stopped_at: expect.any(String) },
    });
    const again = await call(test, 'DELETE', `/projects/${projectId}/subscription`, donor.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().subscription.stopped_at).toBe(stopped.json().subscription.stopped_at);
    expect((await call(test, 'PATCH', `/projects/${projectId}/subscription`, donor.token, { amount_cents: 5_000 })).statusCode).toBe(404);
    expect((await call(test, 'GET', `/users/${donor.user.id}/subscription/list`, donor.token)).json().data[0].status).toBe('stopped');
    expect((await call(test, 'DELETE', `/projects/${projectId}/subscription`, (await signUp(test.app)).token)).statusCode).toBe(404);
  });
});
