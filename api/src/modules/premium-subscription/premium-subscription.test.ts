import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createFixedClock } from '../../lib/clock.js';
import { createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { getUser, setUser } from '../../test-support/accounts.js';
import { assertLedgerBalanced, authenticate } from '../../test-support/gifts.js';
import { runPremiumRenewals } from './premium-renewals.js';

type Session = Awaited<ReturnType<typeof signUp>>;
const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2025-01-31T10:00:00.000Z');

describe('premium plans: POST, PATCH, GET users/{id}/premium-subscription and the renewal run', () => {
  const clock = createFixedClock(START);
  let test: TestApp;
  let admin: Session;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' }, overrides: { clock } });
    admin = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
  });
  afterEach(async () => {
    await assertLedgerBalanced(test);
    // Each test's plans end with it, so later runs (later dates) see only their own.
    await test.ctx.db.execute(sql`UPDATE premium_subscriptions SET status = 'canceled' WHERE status IN ('trialing', 'active', 'past_due')`);
  });
  afterAll(() => test.close());

  async function partner(): Promise<Session> {
    const session = await signUp(test.app);
    await setUser(test, session.user.id, { is_partner: true });
    return session;
  }

  const upgrade = (who: Session, body: Record<string, unknown>, key: string | null = randomUUID(), accountId = who.user.id) =>
    test.app.inject({
      method: 'POST',
      url: `/api/users/${accountId}/premium-subscription`,
      headers: { authorization: `Bearer ${who.token}`, ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });
  const call = (who: Session, method: 'GET' | 'PATCH', accountId: number, payload?: Record<string, unknown>) =>
    test.app.inject({
      method,
      url: `/api/users/${accountId}/premium-subscription`,
      headers: { authorization: `Bearer ${who.token}` },
      ...(payload ? { payload } : {}),
    });
  const payments = (userId: number) =>
    queryRows<{ period: number; amount_cents: number; id: number }>(
      test.ctx.db,
      sql`SELECT p.id, p.period, p.amount_cents FROM premium_payments p JOIN premium_subscriptions s ON s.id = p.subscription_id
          WHERE s.user_id = ${userId} ORDER BY p.id`,
    );
  const journal = (paymentId: number) =>
    queryRows<{ account: string; amount_cents: number }>(
      test.ctx.db,
      sql`SELECT account, amount_cents FROM ledger_entries WHERE journal = ${`premium_payment:${paymentId}`} ORDER BY account`,
    );
  const isPremium = async (who: Session) => (await getUser(test.app, who.user.id, who.token)).json().is_premium as boolean;

  it('the monthly plan is charged at once ($29), through the ledger; the account is premium; a second plan is 409', async () => {
    clock.set(START);
    const p = await partner();
    const response = await upgrade(p, { plan: 'monthly', payment_method_id: 'pm_card_visa' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      error_code: 'none',
      premium_subscription: {
        user_id: p.user.id,
        plan: 'monthly',
        price_cents: 2900,
        status: 'active',
        active: true,
        cancel_at_period_end: false,
        current_period_end: '2025-02-28T10:00:00.000Z',
        trial_ends_at: null,
      },
    });
    expect(await isPremium(p)).toBe(true);
    const [paid] = await payments(p.user.id);
    expect(paid).toMatchObject({ period: 1, amount_cents: 2900 });
    const lines = await journal(paid!.id);
    expect(lines.find((l) => l.account === `premium_buyer:${p.user.id}`)?.amount_cents).toBe(-2900);
    expect(lines.reduce((sum, l) => sum + l.amount_cents, 0)).toBe(0);

    expect((await call(p, 'GET', p.user.id)).json()).toMatchObject({ status: 'active', plan: 'monthly' });
    const again = await upgrade(p, { plan: 'annual', payment_method_id: 'pm_card_visa' });
    expect(again.statusCode).toBe(409);
    expect(await payments(p.user.id)).toHaveLength(1);
  });

  it('the same Idempotency-Key sent again (and 8 at once) pays once and answers the first answer', async () => {
    clock.set(START);
    const p = await partner();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => upgrade(p, { plan: 'annual', payment_method_id: 'pm_card_visa' }, key)),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    expect(new Set(answers.map((a) => a.json().premium_subscription.id)).size).toBe(1);
    const replay = await upgrade(p, { plan: 'annual', payment_method_id: 'pm_card_visa' }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await payments(p.user.id)).toEqual([expect.objectContaining({ period: 1, amount_cents: 31200 })]);
    const changed = await upgrade(p, { plan: 'monthly', payment_method_id: 'pm_card_visa' }, key);
    expect(changed.statusCode).toBe(409);
  });

  it('a 3-D Secure card waits for the bank (not premium yet); confirm after the step makes it premium', async () => {
    clock.set(START);
    const p = await partner();
    const waiting = await upgrade(p, { plan: 'monthly', payment_method_id: 'pm_card_threeDSecure2Required' });
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json().error_code).toBe('requires_action');
    expect(await isPremium(p)).toBe(false);
    const intent = waiting.json().payment_intent;
    expect((await authenticate(test, intent, 'approve')).statusCode).toBeLessThan(300);
    const confirmed = await test.app.inject({
      method: 'POST',
      url: `/api/users/${p.user.id}/premium-subscription/confirm`,
      headers: { authorization: `Bearer ${p.token}` },
      payload: { payment_intent_id: intent.id },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json()).toMatchObject({ error_code: 'none', premium_subscription: { status: 'active' } });
    expect(await isPremium(p)).toBe(true);
    expect(await payments(p.user.id)).toHaveLength(1);
  });

  it('a declined card answers 402 with its error_code, makes nothing, and the partner may try again', async () => {
    clock.set(START);
    const p = await partner();
    const declined = await upgrade(p, { plan: 'monthly', payment_method_id: 'pm_card_chargeDeclined' });
    expect(declined.statusCode, declined.body).toBe(402);
    expect(declined.json()).toMatchObject({ error_code: 'card_declined', error: 'card_declined' });
    expect(await isPremium(p)).toBe(false);
    expect((await call(p, 'GET', p.user.id)).statusCode).toBe(404);
    expect((await upgrade(p, { plan: 'monthly', payment_method_id: 'pm_card_visa' })).statusCode).toBe(201);
  });

  it('bad input is 422 with field errors before any charge; only the account (or its admins) may buy; partners only', async () => {
    const p = await partner();
    const noKey = await upgrade(p, { plan: 'weekly', payment_method_id: 'visa' }, null);
    expect(noKey.statusCode).toBe(422);
    expect(Object.keys(noKey.json().errors).sort()).toEqual(['idempotency_key', 'payment_method_id', 'plan']);
    const donor = await signUp(test.app);
    expect((await upgrade(donor, { plan: 'monthly', payment_method_id: 'pm_card_visa' }, randomUUID(), p.user.id)).statusCode).toBe(403);
    const notPartner = await upgrade(donor, { plan: 'monthly', payment_method_id: 'pm_card_visa' });
    expect(notPartner.statusCode).toBe(422);
    expect(notPartner.json().errors.user_id).toEqual(['Only a partner account can upgrade to premium']);
    expect((await call(donor, 'GET', p.user.id)).statusCode).toBe(403);
    expect((await call(admin, 'GET', p.user.id)).statusCode).toBe(404);
    const unknownCard = await upgrade(p, { plan: 'monthly', payment_method_id: 'pm_card_nosuchcard' });
    expect(unknownCard.statusCode, unknownCard.body).toBe(422);
    expect(await payments(p.user.id)).toHaveLength(0);
    expect((await upgrade(p, { plan: 'monthly', payment_method_id: 'pm_card_visa' })).statusCode).toBe(201);
  });

  it('the free trial: premium at once with nothing charged, the first charge at its end, once per account', async () => {
    clock.set(START);
    const p = await partner();
    const trial = await upgrade(p, { plan: 'monthly', payment_method_id: 'pm_card_visa', trial: true });
    expect(trial.statusCode, trial.body).toBe(201);
    const ends = new Date(START.getTime() + 30 * DAY).toISOString();
    expect(trial.json().premium_subscription).toMatchObject({ status: 'trialing', trial_ends_at: ends, current_period_end: ends });
    expect(await isPremium(p)).toBe(true);
    expect(await payments(p.user.id)).toHaveLength(0);

    expect((await runPremiumRenewals(test.ctx, new Date(START.getTime() + 29 * DAY))).claimed).toBe(0);
    const report = await runPremiumRenewals(test.ctx, new Date(START.getTime() + 30 * DAY + 1000));
    expect(report).toMatchObject({ paid: 1, errors: [] });
    expect(await payments(p.user.id)).toEqual([expect.objectContaining({ period: 1, amount_cents: 2900 })]);
    expect((await call(p, 'GET', p.user.id)).json()).toMatchObject({ status: 'active', current_period_end: '2025-04-02T10:00:00.000Z' });

    await test.ctx.db.execute(sql`UPDATE premium_subscriptions SET status = 'canceled' WHERE user_id = ${p.user.id}`);
    const second = await upgrade(p, { plan: 'monthly', payment_method_id: 'pm_card_visa', trial: true });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.trial).toEqual(['This account has had its free trial']);
  });

  it('PATCH cancels at the period end: nothing more is charged and premium ends then; false takes it back', async () => {
    clock.set(START);
    const p = await partner();
    await upgrade(p, { plan: 'monthly', payment_method_id: 'pm_card_visa' });
    expect((await call(p, 'PATCH', p.user.id, {})).statusCode).toBe(422);
    expect((await call(p, 'PATCH', p.user.id, { cancel_at_period_end: true })).json()).toMatchObject({ cancel_at_period_end: true });
    expect((await call(p, 'PATCH', p.user.id, { cancel_at_period_end: false })).json()).toMatchObject({ cancel_at_period_end: false });
    await call(p, 'PATCH', p.user.id, { cancel_at_period_end: true });
    expect(await isPremium(p)).toBe(true);
    const report = await runPremiumRenewals(test.ctx, new Date('2025-02-28T10:00:01.000Z'));
    expect(report).toMatchObject({ ended: 1, paid: 0 });
    expect(await isPremium(p)).toBe(false);
    expect(await payments(p.user.id)).toHaveLength(1);
    expect((await call(p, 'GET', p.user.id)).json()).toMatchObject({ status: 'canceled', active: false });
    expect((await call(p, 'PATCH', p.user.id, { cancel_at_period_end: false })).statusCode).toBe(404);
  });

  it('a declined renewal: past due (still premium), retried after 2 days then every 5; the 4th failure ends premium', async () => {
    clock.set(START);
    const p = await partner();
    await upgrade(p, { plan: 'monthly', payment_method_id: 'pm_card_visa' });
    await test.ctx.db.execute(
      sql`UPDATE premium_subscriptions SET payment_method_id = 'pm_card_chargeDeclined' WHERE user_id = ${p.user.id}`,
    );
    let at = new Date('2025-02-28T10:00:00.000Z');
    expect(await runPremiumRenewals(test.ctx, at)).toMatchObject({ failed: 1 });
    expect((await call(p, 'GET', p.user.id)).json()).toMatchObject({ status: 'past_due', error_code: 'card_declined', failed_attempts: 1 });
    expect(await isPremium(p)).toBe(true);
    for (const days of [2, 5, 5]) {
      expect((await runPremiumRenewals(test.ctx, new Date(at.getTime() + days * DAY - 1000))).claimed).toBe(0);
      at = new Date(at.getTime() + days * DAY);
      await runPremiumRenewals(test.ctx, at);
    }
    expect((await call(p, 'GET', p.user.id)).json()).toMatchObject({ status: 'canceled', failed_attempts: 4 });
    expect(await isPremium(p)).toBe(false);
    expect(await payments(p.user.id)).toHaveLength(1);
  });

  it('three renewal runs at once charge each due plan once', async () => {
    clock.set(START);
    const partners = await Promise.all(Array.from({ length: 5 }, () => partner()));
    for (const p of partners) expect((await upgrade(p, { plan: 'monthly', payment_method_id: 'pm_card_visa' })).statusCode).toBe(201);
    const at = new Date('2025-02-28T10:00:01.000Z');
    const reports = await Promise.all([0, 1, 2].map(() => runPremiumRenewals(test.ctx, at)));
    expect(reports.reduce((sum, r) => sum + r.paid, 0)).toBe(5);
    for (const p of partners) expect((await payments(p.user.id)).map((x) => x.period)).toEqual([1, 2]);
  });
});
