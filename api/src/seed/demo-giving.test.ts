import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app.js';
import { checkLedger } from '../modules/gifts/ledger.service.js';
import { runSubscriptionRenewals } from '../modules/subscriptions/subscription-scheduler.js';
import { runPremiumRenewals } from '../modules/premium-subscription/premium-renewals.js';
import { seedDemo } from './demo-seed.js';
import { DEMO_PASSWORD } from './demo-accounts.js';

describe('the demo giving seed', () => {
  let test: TestApp;
  let lines: string[];
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    lines = await seedDemo(test.ctx);
  });
  afterAll(() => test.close());

  const login = async (email: string) =>
    (await test.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: DEMO_PASSWORD } })).json();

  it('gives Dana a live monthly gift with its first month paid, and nothing is due at start', async () => {
    const { token, user } = await login('dana.donor@demo.storyfund.local');
    const list = (await test.app.inject({ url: `/api/users/${user.id}/subscription/list`, headers: bearer(token) })).json();
    expect(list.data).toEqual([
      expect.objectContaining({
        amount_cents: 2_000,
        status: 'active',
        active: true,
        error_code: 'none',
        project: expect.objectContaining({ title: 'Deep well for Kisumu school' }),
      }),
    ]);
    expect(new Date(list.data[0].next_charge_at).getTime()).toBeGreaterThan(Date.now());
    const gifts = (await test.app.inject({ url: `/api/users/${user.id}/gifts?limit=100`, headers: bearer(token) })).json().data;
    expect(gifts.some((g: { gift_type: string; amount_cents: number }) => g.gift_type === 'monthly' && g.amount_cents === 2_000)).toBe(
      true,
    );
    expect(await runSubscriptionRenewals(test.ctx, new Date())).toMatchObject({ claimed: 0 });
  });

  it('Clean Water Collective pays the monthly premium plan; nothing is due at start', async () => {
    const { token, user } = await login('water@demo.storyfund.local');
    const plan = (await test.app.inject({ url: `/api/users/${user.id}/premium-subscription`, headers: bearer(token) })).json();
    expect(plan).toMatchObject({ plan: 'monthly', status: 'active', price_cents: 2900 });
    expect(new Date(plan.current_period_end).getTime()).toBeGreaterThan(Date.now());
    expect(await runPremiumRenewals(test.ctx, new Date())).toMatchObject({ claimed: 0 });
  });

  it('prints a working promotional gift card, and the ledger balances', async () => {
    const line = lines.find((l) => l.startsWith('gift card: '))!;
    const code = line.match(/gift card: ([A-Z0-9-]+)/)![1]!;
    const balance = await test.app.inject({ url: `/api/gift-cards/${code.toLowerCase()}` });
    expect(balance.json()).toMatchObject({ amount_cents: 5_000, status: 'created', derived_type: 'Admin' });
    expect((await checkLedger(test.ctx.db)).ok).toBe(true);
  });

  it('is idempotent: a second run adds no subscription, gift or card and prints the same card', async () => {
    const again = await seedDemo(test.ctx);
    expect(again).toEqual(lines);
    const { token, user } = await login('dana.donor@demo.storyfund.local');
    expect((await test.app.inject({ url: `/api/users/${user.id}/subscription/list`, headers: bearer(token) })).json().total).toBe(1);
  });
});
