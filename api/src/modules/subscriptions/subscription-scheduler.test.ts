import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../lib/clock.js';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { mailsTo } from '../../test-support/accounts.js';
import { assertLedgerBalanced, authenticate, insertProject, projectTotals } from '../../test-support/gifts.js';
import { setProject } from '../../test-support/projects.js';
import { chargeAttempt } from './subscription-charging.js';
import { addMonthsClamped } from './subscription-dates.js';
import {
  confirmMonthly,
  monthlyGifts,
  payMonthly,
  call,
  setSubscription,
  startMonthly,
  subscriptionIntents,
  subscriptionRow,
  validMonthly,
} from '../../test-support/subscriptions.js';
import { runSubscriptionRenewals } from './subscription-scheduler.js';
import * as repo from './subscriptions.repository.js';

const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2025-01-31T10:00:00.000Z');

describe('the renewal scheduler: runSubscriptionRenewals(ctx, now)', () => {
  const clock = createFixedClock(START);
  let test: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' }, overrides: { clock } });
    owner = await signUp(test.app);
  });
  afterEach(async () => {
    await assertLedgerBalanced(test);
    // Each test's monthly gifts end with it, so later runs (later dates) see only their own.
    await test.ctx.db.execute(sql`UPDATE subscriptions SET status = 'stopped', stopped_at = now() WHERE status IN ('active', 'past_due')`);
  });
  afterAll(() => test.close());

  /** A new donor's monthly gift, its first month charged at `at`. */
  async function monthly(at: Date, body: Record<string, unknown> = {}) {
    clock.set(at);
    const donor = await signUp(test.app);
    const projectId = await insertProject(test, owner.user.id);
    const response = await startMonthly(test, projectId, validMonthly(body), { token: donor.token });
    expect(response.statusCode, response.body).toBe(201);
    return { donor, projectId, id: response.json().subscription.id as number };
  }

  it("charges a month when it is due, off-session, once; keeps the day of the month, clamped at the month's end", async () => {
    const { id, projectId } = await monthly(START, { amount_cents: 3_000, tip_cents: 300 });
    expect((await subscriptionRow(test, id)).next_charge_at).toEqual(new Date('2025-02-28T10:00:00.000Z'));
    expect((await runSubscriptionRenewals(test.ctx, new Date('2025-02-28T09:59:59.000Z'))).claimed).toBe(0);

    const feb = new Date('2025-02-28T10:30:00.000Z');
    const report = await runSubscriptionRenewals(test.ctx, feb);
    expect(report).toMatchObject({ paid: 1, failed: 0, errors: [] });
    expect((await runSubscriptionRenewals(test.ctx, feb)).claimed).toBe(0);
    const row = await subscriptionRow(test, id);
    expect(row).toMatchObject({
      status: 'active',
      period: 3,
      failed_attempts: 0,
      last_charged_at: feb,
      next_charge_at: new Date('2025-03-31T10:00:00.000Z'),
    });
    const gifts = await monthlyGifts(test, id);
    expect(gifts.map((g) => [g.subscription_period, g.amount_cents, g.tip_cents])).toEqual([
      [1, 3_000, 300],
      [2, 3_000, 300],
    ]);
    expect(new Date(gifts[1]!.gift_at)).toEqual(feb);
    const intents = await subscriptionIntents(test, id);
    expect(intents.map((i) => [i.idempotency_key, i.off_session, i.status])).toEqual([
      [expect.stringMatching(/^payment-request-\d+$/), false, 'succeeded'],
      [`subscription-${id}-2-0`, true, 'succeeded'],
    ]);
    expect(await projectTotals(test, projectId)).toMatchObject({ amount_raised_cents: 6_000, gifts_count: 2 });

    await runSubscriptionRenewals(test.ctx, new Date('2025-03-31T10:00:00.000Z'));
    expect((await subscriptionRow(test, id)).next_charge_at).toEqual(new Date('2025-04-30T10:00:00.000Z'));
  });

  it('a declined renewal: past due, retried after 2 days then every 5, the donor emailed; the 6th failure stops it', async () => {
    const { id, donor } = await monthly(new Date('2025-03-10T08:00:00.000Z'));
    // The card starts declining (a test card id is usable by anyone in the sandbox).
    await setSubscription(test, id, { payment_method_id: 'pm_card_chargeDeclinedInsufficientFunds' });
    let now = new Date('2025-04-10T08:00:00.000Z');
    const expectedGaps = [2, 5, 5, 5, 5];
    for (let failure = 1; failure <= 5; failure++) {
      expect((await runSubscriptionRenewals(test.ctx, now)).failed).toBe(1);
      const row = await subscriptionRow(test, id);
      const retry = new Date(now.getTime() + expectedGaps[failure - 1]! * DAY);
      expect(row).toMatchObject({ status: 'past_due', failed_attempts: failure, error_code: 'insufficient_funds', next_charge_at: retry });
      const [mail] = await mailsTo(test, donor.email);
      expect(mail!.subject).toBe('Your monthly gift to "Clean water" did not go through');
      expect(mail!.text_body).toContain('http://storyfund.test/monthly');
      expect(mail!.text_body).toContain('Your card has insufficient funds.');
      expect((await runSubscriptionRenewals(test.ctx, new Date(retry.getTime() - 1000))).claimed).toBe(0);
      now = retry;
    }
    expect((await runSubscriptionRenewals(test.ctx, now)).stopped).toBe(1);
    const row = await subscriptionRow(test, id);
    expect(row).toMatchObject({ status: 'stopped', failed_attempts: 6, stopped_at: now, next_charge_at: null });
    expect((await mailsTo(test, donor.email))[0]!.subject).toBe('Your monthly gift to "Clean water" has stopped');
    const intents = await subscriptionIntents(test, id);
    expect(intents).toHaveLength(7);
    expect(new Set(intents.map((i) => i.idempotency_key)).size).toBe(7);
    expect(await monthlyGifts(test, id)).toHaveLength(1);
    expect((await runSubscriptionRenewals(test.ctx, new Date('2025-09-01T00:00:00.000Z'))).claimed).toBe(0);
  });

  it('a new card after a failure is tried at the next run; success clears the failure and keeps the calendar', async () => {
    const { id, donor, projectId } = await monthly(new Date('2025-05-15T12:00:00.000Z'));
    await setSubscription(test, id, { payment_method_id: 'pm_card_chargeDeclined' });
    await runSubscriptionRenewals(test.ctx, new Date('2025-06-15T12:00:00.000Z'));
    clock.set(new Date('2025-06-16T09:00:00.000Z'));
    const patched = await call(test, 'PATCH', `/projects/${projectId}/subscription`, donor.token, { payment_method_id: 'pm_card_visa' });
    expect(patched.json()).toMatchObject({ status: 'past_due', error_code: 'card_declined', next_charge_at: '2025-06-16T09:00:00.000Z' });
    expect((await runSubscriptionRenewals(test.ctx, new Date('2025-06-16T10:00:00.000Z'))).paid).toBe(1);
    expect(await subscriptionRow(test, id)).toMatchObject({
      status: 'active',
      failed_attempts: 0,
      error_code: 'none',
      period: 3,
      next_charge_at: new Date('2025-07-15T12:00:00.000Z'),
    });
  });

  it('a renewal that needs 3-D Secure emails a confirmation link; the donor pays on /monthly through the dialog', async () => {
    const { id, donor, projectId } = await monthly(new Date('2025-07-01T06:00:00.000Z'));
    await setSubscription(test, id, { payment_method_id: 'pm_card_authenticationRequired' });
    expect((await runSubscriptionRenewals(test.ctx, new Date('2025-08-01T06:00:00.000Z'))).needs_action).toBe(1);
    expect(await subscriptionRow(test, id)).toMatchObject({
      status: 'past_due',
      error_code: 'authentication_required',
      failed_attempts: 1,
    });
    const [mail] = await mailsTo(test, donor.email);
    expect(mail!.subject).toBe('Please confirm your monthly gift to "Clean water"');
    expect(mail!.text_body).toContain(`http://storyfund.test/monthly?confirm=${id}`);

    clock.set(new Date('2025-08-01T18:00:00.000Z'));
    const started = await payMonthly(test, projectId, donor.token);
    expect(started.statusCode, started.body).toBe(200);
    const { payment_intent } = started.json();
    expect(started.json()).toMatchObject({ error_code: 'requires_action', subscription: { id, status: 'past_due' } });
    // Asked again before the dialog: the same intent, not a second charge.
    expect((await payMonthly(test, projectId, donor.token)).json().payment_intent.id).toBe(payment_intent.id);
    await authenticate(test, payment_intent, 'approve');
    const done = await confirmMonthly(test, projectId, payment_intent.id, donor.token);
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({
      error_code: 'none',
      subscription: { status: 'active', error_code: 'none', next_charge_at: '2025-09-01T06:00:00.000Z' },
    });
    expect((await monthlyGifts(test, id)).map((g) => g.subscription_period)).toEqual([1, 2]);
    expect((await runSubscriptionRenewals(test.ctx, new Date('2025-08-03T06:00:00.000Z'))).claimed).toBe(0);
  });

  it('a run that died between charge and record: the next run finishes it on the same PaymentIntent', async () => {
    const { id } = await monthly(new Date('2025-09-05T00:00:00.000Z'));
    const due = new Date('2025-10-05T00:00:00.000Z');
    const [claimed] = await repo.claimDue(test.ctx.db, due, 1, 'dead-run');
    expect(claimed!.id).toBe(id);
    expect((await chargeAttempt(test.ctx, claimed!, true)).status).toBe('succeeded');
    expect((await runSubscriptionRenewals(test.ctx, due)).claimed).toBe(0); // still leased to the dead run
    await setSubscription(test, id, { locked_until: new Date(Date.now() - 1000) });
    expect((await runSubscriptionRenewals(test.ctx, due)).paid).toBe(1);
    expect(await subscriptionIntents(test, id)).toHaveLength(2);
    expect((await monthlyGifts(test, id)).map((g) => g.subscription_period)).toEqual([1, 2]);
  });

  it("the donor's change of amount while a charge is under way applies from the next attempt", async () => {
    const { id, donor, projectId } = await monthly(new Date('2025-09-07T00:00:00.000Z'), { amount_cents: 1_000 });
    const due = new Date('2025-10-07T00:00:00.000Z');
    const [claimed] = await repo.claimDue(test.ctx.db, due, 1, 'slow-run');
    await chargeAttempt(test.ctx, claimed!, true);
    await call(test, 'PATCH', `/projects/${projectId}/subscription`, donor.token, { amount_cents: 7_000 });
    await setSubscription(test, id, { locked_until: new Date(Date.now() - 1000) });
    expect((await runSubscriptionRenewals(test.ctx, due)).paid).toBe(1);
    expect((await monthlyGifts(test, id)).map((g) => g.amount_cents)).toEqual([1_000, 1_000]);
    await runSubscriptionRenewals(test.ctx, addMonthsClamped(due, 1));
    expect((await monthlyGifts(test, id)).map((g) => g.amount_cents)).toEqual([1_000, 1_000, 7_000]);
  });

  it('a stopped monthly gift is never charged; a closed project stops its monthly gifts and tells the donor', async () => {
    const stopped = await monthly(new Date('2025-11-02T00:00:00.000Z'));
    await call(test, 'DELETE', `/projects/${stopped.projectId}/subscription`, stopped.donor.token);
    const closing = await monthly(new Date('2025-11-02T00:00:00.000Z'));
    await setProject(test, closing.projectId, { status: 'closed' });
    const report = await runSubscriptionRenewals(test.ctx, new Date('2025-12-02T00:00:00.000Z'));
    expect(report).toMatchObject({ claimed: 1, stopped: 1, paid: 0 });
    expect(await subscriptionRow(test, closing.id)).toMatchObject({ status: 'stopped', error_code: 'project_closed' });
    expect((await mailsTo(test, closing.donor.email))[0]!.subject).toBe('Your monthly gift to "Clean water" has stopped');
    expect(await monthlyGifts(test, stopped.id)).toHaveLength(1);
  });
});
