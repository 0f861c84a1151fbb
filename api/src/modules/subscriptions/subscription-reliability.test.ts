import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createFixedClock } from '../../lib/clock.js';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { assertLedgerBalanced, insertProject, moneyCounts, projectTotals } from '../../test-support/gifts.js';
import { startMonthly, validMonthly } from '../../test-support/subscriptions.js';
import { runSubscriptionRenewals } from './subscription-scheduler.js';

/**
 * Exactly-once rules of monthly gifts, on whichever database the suite runs on. PGlite runs one
 * transaction at a time, so the races only bite on the PostgreSQL server (TEST_DATABASE_URL): run both.
 */
describe('monthly gifts under concurrency', () => {
  const clock = createFixedClock(new Date('2025-01-15T09:00:00.000Z'));
  let test: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' }, overrides: { clock } });
    owner = await signUp(test.app);
  });
  afterEach(() => assertLedgerBalanced(test));
  afterAll(() => test.close());

  it('the same Idempotency-Key sent 20 times at once makes one subscription, one charge and one gift', async () => {
    const donor = await signUp(test.app);
    const projectId = await insertProject(test, owner.user.id);
    const before = await moneyCounts(test);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        startMonthly(test, projectId, validMonthly({ amount_cents: 1_500, tip_cents: 150 }), { token: donor.token, key: 'twenty-at-once' }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((r) => r.json().subscription.id)).size).toBe(1);
    expect(new Set(responses.map((r) => r.json().gift.id)).size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    const after = await moneyCounts(test);
    expect({ gifts: after.gifts - before.gifts, intents: after.intents - before.intents }).toEqual({ gifts: 1, intents: 1 });
    expect(await projectTotals(test, projectId)).toMatchObject({ amount_raised_cents: 1_500, gifts_count: 1 });
  });

  it('20 requests with different keys at once: one monthly gift starts, the others answer 409', async () => {
    const donor = await signUp(test.app);
    const projectId = await insertProject(test, owner.user.id);
    const before = await moneyCounts(test);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => startMonthly(test, projectId, validMonthly(), { token: donor.token })),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    const after = await moneyCounts(test);
    expect({ gifts: after.gifts - before.gifts, intents: after.intents - before.intents }).toEqual({ gifts: 1, intents: 1 });
  });

  it('three scheduler runs at once over 30 due monthly gifts: one charge and one gift per gift per month', async () => {
    await test.ctx.db.execute(sql`UPDATE subscriptions SET status = 'stopped', stopped_at = now() WHERE status IN ('active', 'past_due')`);
    const donors = [await signUp(test.app), await signUp(test.app), await signUp(test.app)];
    clock.set(new Date('2025-03-03T12:00:00.000Z'));
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) {
      const projectId = await insertProject(test, owner.user.id);
      const response = await startMonthly(test, projectId, validMonthly({ amount_cents: 1_000 + i }), { token: donors[i % 3]!.token });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().subscription.id);
    }
    for (const [month, now] of [
      [2, new Date('2025-04-03T12:00:00.000Z')],
      [3, new Date('2025-05-03T12:00:00.000Z')],
    ] as const) {
      const reports = await Promise.all([1, 2, 3].map(() => runSubscriptionRenewals(test.ctx, now)));
      expect(reports.flatMap((r) => r.errors)).toEqual([]);
      expect(reports.reduce((sum, r) => sum + r.paid, 0)).toBe(30);
      expect(reports.reduce((sum, r) => sum + r.claimed, 0)).toBe(30);
      const perMonth = await queryRows<{ subscription_id: number; period: number; gifts: number; intents: number }>(
        test.ctx.db,
        sql`SELECT s.id AS subscription_id, p.period,
                   (SELECT count(*)::int FROM gifts g WHERE g.subscription_id = s.id AND g.subscription_period = p.period) AS gifts,
                   (SELECT count(*)::int FROM payment_intents i
                     WHERE i.metadata->>'subscription_id' = s.id::text AND i.metadata->>'period' = p.period::text) AS intents
            FROM subscriptions s CROSS JOIN generate_series(1, ${month}) AS p(period)
            WHERE s.id IN (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      );
      expect(perMonth).toHaveLength(30 * month);
      expect(perMonth.filter((r) => r.gifts !== 1 || r.intents !== 1)).toEqual([]);
    }
  }, 120_000);
});
