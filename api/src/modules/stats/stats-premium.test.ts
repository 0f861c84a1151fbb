import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../lib/clock.js';
import { setUser } from '../../test-support/accounts.js';
import { assertLedgerBalanced } from '../../test-support/gifts.js';
import { bearer, createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { runPremiumRenewals } from '../premium-subscription/premium-renewals.js';

type Session = Awaited<ReturnType<typeof signUp>>;
const NOVEMBER = 'datestart=2026-11-01&dateend=2026-11-30';

describe('GET /api/stats/premium: premium plans live, recurring revenue, churn and trial conversion', () => {
  const clock = createFixedClock(new Date('2026-10-01T10:00:00Z'));
  let test: TestApp;
  let admin: Session;
  let sales: Session;
  let partner: Session;
  const at = (iso: string) => clock.set(new Date(iso));

  /** A partner account that starts a plan at `iso`, through the API (the sandbox card pays). */
  async function planAt(iso: string, plan: 'monthly' | 'annual', options: { trial?: boolean; cancel?: boolean } = {}) {
    at(iso);
    const p = await signUp(test.app);
    await setUser(test, p.user.id, { is_partner: true });
    const start = await test.app.inject({
      method: 'POST',
      url: `/api/users/${p.user.id}/premium-subscription`,
      headers: { ...bearer(p.token), 'idempotency-key': randomUUID() },
      payload: { plan, payment_method_id: 'pm_card_visa', trial: options.trial ?? false },
    });
    expect(start.statusCode, start.body).toBe(201);
    if (options.cancel) {
      const cancel = await test.app.inject({
        method: 'PATCH',
        url: `/api/users/${p.user.id}/premium-subscription`,
        headers: bearer(p.token),
        payload: { cancel_at_period_end: true },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
    }
  }

  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' }, overrides: { clock } });
    admin = await signUp(test.app);
    sales = await signUp(test.app);
    partner = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    await setUser(test, sales.user.id, { is_sales: true });
    await setUser(test, partner.user.id, { is_partner: true });
    // Ends in November: monthly from 1 October, cancelled, so the run at its renewal (1 November) ends it.
    await planAt('2026-10-01T10:00:00Z', 'monthly', { cancel: true });
    // Monthly, paid since 20 October (renewed on 20 November).
    await planAt('2026-10-20T10:00:00Z', 'monthly');
    expect((await runPremiumRenewals(test.ctx, new Date('2026-11-01T12:00:00Z'))).ended).toBe(1);
    // November: a trial that converts (its first period paid on 2 December), the annual plan, a trial cancelled.
    await planAt('2026-11-02T10:00:00Z', 'monthly', { trial: true });
    await planAt('2026-11-03T10:00:00Z', 'monthly', { trial: true, cancel: true });
    await planAt('2026-11-05T10:00:00Z', 'annual');
    const december = await runPremiumRenewals(test.ctx, new Date('2026-12-04T12:00:00Z'));
    expect(december).toMatchObject({ paid: 2, ended: 1, failed: 0 });
    at('2026-12-04T12:00:00Z');
  });
  afterAll(async () => {
    await assertLedgerBalanced(test);
    await test.close();
  });

  const get = (path: string, token: string | undefined = admin.token) =>
    test.app.inject({ method: 'GET', url: `/api/stats/${path}`, headers: token ? bearer(token) : {} });

  it('counts the plans live at the range end, their monthly revenue, the plans ended and the trials begun and converted', async () => {
    const response = await get(`premium?${NOVEMBER}&bucket=week`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      range: { datestart: '2026-11-01', dateend: '2026-11-30', bucket: 'week' },
      // Live on 30 November: the two paid plans and the two trials (still in their trial: no revenue yet).
      subscriptions: 4,
      // $29 a month, and the annual $312 as $26 a month.
      mrr_cents: 2_900 + 2_600,
      churned: 1,
      trials: 2,
      trials_converted: 1,
      // At each week's end (the last at the range's end): on 2 November only the October monthly plan is live.
      series: [
        { period: '2026-10-26', subscriptions: 1, mrr_cents: 2_900 },
        { period: '2026-11-02', subscriptions: 4, mrr_cents: 5_500 },
        { period: '2026-11-09', subscriptions: 4, mrr_cents: 5_500 },
        { period: '2026-11-16', subscriptions: 4, mrr_cents: 5_500 },
        { period: '2026-11-23', subscriptions: 4, mrr_cents: 5_500 },
        { period: '2026-11-30', subscriptions: 4, mrr_cents: 5_500 },
      ],
    });
  });

  it('reads each range on its own: October had both monthly plans, December the converted trial and not the cancelled one', async () => {
    expect((await get('premium?datestart=2026-10-01&dateend=2026-10-31&bucket=month')).json()).toMatchObject({
      subscriptions: 2,
      mrr_cents: 5_800,
      churned: 0,
      trials: 0,
      trials_converted: 0,
      series: [{ period: '2026-10-01', subscriptions: 2, mrr_cents: 5_800 }],
    });
    const december = (await get('premium?datestart=2026-12-01&dateend=2026-12-04')).json();
    expect(december).toMatchObject({ subscriptions: 3, mrr_cents: 2_900 * 2 + 2_600, churned: 1, trials: 0 });
    // The run of 4 December charges the first trial's first period (its $29 counts from then) and ends the other
    // trial, whose trial ended on 3 December: unpaid, it never counted in the revenue.
    expect(december.series.map((s: { mrr_cents: number }) => s.mrr_cents)).toEqual([5_500, 5_500, 5_500, 8_400]);
    expect(december.series.map((s: { subscriptions: number }) => s.subscriptions)).toEqual([4, 4, 4, 3]);
  });

  it('exports the series as CSV; sales staff read it, a partner is refused, no token is 401', async () => {
    const csv = await get(`premium/export?${NOVEMBER}&bucket=week`, sales.token);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      'period,subscriptions,mrr_cents',
      '2026-10-26,1,2900',
      '2026-11-02,4,5500',
      '2026-11-09,4,5500',
      '2026-11-16,4,5500',
      '2026-11-23,4,5500',
      '2026-11-30,4,5500',
    ]);
    expect((await get(`premium?${NOVEMBER}`, sales.token)).statusCode).toBe(200);
    expect((await get(`premium?${NOVEMBER}`, partner.token)).statusCode).toBe(403);
    expect((await get(`premium/export?${NOVEMBER}`, partner.token)).statusCode).toBe(403);
    expect((await get(`premium?${NOVEMBER}`, '')).statusCode).toBe(401);
    expect((await get('premium?datestart=2026-11-30&dateend=2026-11-01')).statusCode).toBe(422);
  });
});
