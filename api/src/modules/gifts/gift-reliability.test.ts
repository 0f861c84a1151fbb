import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import {
  assertLedgerBalanced,
  authenticate,
  confirm,
  give,
  insertProject,
  moneyCounts,
  projectTotals,
  userTotals,
  validGift,
} from '../../test-support/gifts.js';

/**
 * The reliability rules of issue 5, on whichever database the suite runs on. PGlite runs one transaction at
 * a time, so these races only bite on the PostgreSQL server (TEST_DATABASE_URL); both runs are required.
 */
describe('giving under concurrency', () => {
  let test: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let donors: Awaited<ReturnType<typeof signUp>>[];
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    owner = await signUp(test.app);
    donors = [];
    for (let i = 0; i < 4; i++) donors.push(await signUp(test.app));
  });
  afterEach(() => assertLedgerBalanced(test));
  afterAll(() => test.close());

  it('the same Idempotency-Key sent 50 times at once makes one gift and one charge', async () => {
    const projectId = await insertProject(test, owner.user.id);
    const before = await moneyCounts(test);
    const [donor] = donors;
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        give(test, projectId, validGift({ amount_cents: 2_500, tip_cents: 100 }), { token: donor!.token, key: 'fifty-at-once' }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(
      statuses.every((s) => s === 201),
      JSON.stringify(statuses),
    ).toBe(true);
    const giftIds = new Set(responses.map((r) => r.json().gift.id));
    expect(giftIds.size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
    const after = await moneyCounts(test);
    expect(after.gifts - before.gifts).toBe(1);
    expect(after.intents - before.intents).toBe(1);
    expect(await projectTotals(test, projectId)).toMatchObject({ amount_raised_cents: 2_500, gifts_count: 1 });
  });

  it('100 gifts at once to one project: the total is the sum of its gifts, every account total is exact', async () => {
    const projectId = await insertProject(test, owner.user.id, { goal_amount_cents: 300_000 });
    const givenBefore = await Promise.all(donors.map((d) => userTotals(test, d.user.id)));
    const receivedBefore = (await userTotals(test, owner.user.id)).amount_received_cents;
    const amounts = Array.from({ length: 100 }, (_, i) => 100 + i * 37);
    const responses = await Promise.all(
      amounts.map((amount, i) =>
        i % 10 === 9
          ? give(test, projectId, validGift({ amount_cents: amount, is_guest: true, tip_cents: 50 }))
          : give(test, projectId, validGift({ amount_cents: amount, anonymous: i % 3 === 0 }), { token: donors[i % 4]!.token }),
      ),
    );
    expect(responses.map((r) => r.statusCode).filter((s) => s !== 201)).toEqual([]);
    const sum = amounts.reduce((a, b) => a + b, 0);
    const [stored] = await queryRows<{ n: number; total: number }>(
      test.ctx.db,
      sql`SELECT count(*)::int AS n, sum(amount_cents)::int8 AS total FROM gifts WHERE project_id = ${projectId} AND status = 'succeeded'`,
    );
    expect(stored).toEqual({ n: 100, total: sum });
    const totals = await projectTotals(test, projectId);
    expect(totals).toMatchObject({ amount_raised_cents: sum, gifts_count: 100, half_funded_at: expect.any(Date), funded_at: null });
    expect((await userTotals(test, owner.user.id)).amount_received_cents - receivedBefore).toBe(sum);
    for (const [d, donor] of donors.entries()) {
      const mine = amounts.filter((_, i) => i % 10 !== 9 && i % 4 === d).reduce((a, b) => a + b, 0);
      expect((await userTotals(test, donor.user.id)).amount_given_cents - givenBefore[d]!.amount_given_cents).toBe(mine);
    }
  });

  it('a gift whose charge fails leaves no gift and changes no total, even among succeeding ones', async () => {
    const projectId = await insertProject(test, owner.user.id);
    const [donor] = donors;
    const givenBefore = await userTotals(test, donor!.user.id);
    const before = await moneyCounts(test);
    const cards = ['pm_card_chargeDeclined', 'pm_card_visa', 'pm_card_chargeDeclinedInsufficientFunds', 'pm_card_visa'];
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        give(test, projectId, validGift({ amount_cents: 1_000, payment_method_id: cards[i % 4] }), { token: donor!.token }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(responses.filter((r) => r.statusCode === 402)).toHaveLength(10);
    expect(responses[0]!.json()).toEqual({ message: 'Your card was declined.', error: 'card_declined' });
    expect(responses[2]!.json()).toEqual({ message: 'Your card has insufficient funds.', error: 'insufficient_funds' });
    const after = await moneyCounts(test);
    expect(after.gifts - before.gifts).toBe(10);
    expect(after.intents - before.intents).toBe(20);
    expect(await projectTotals(test, projectId)).toMatchObject({ amount_raised_cents: 10_000, gifts_count: 10 });
    expect((await userTotals(test, donor!.user.id)).amount_given_cents - givenBefore.amount_given_cents).toBe(10_000);
  });

  it('a requires_action gift confirmed ten times at once becomes one gift on its one intent', async () => {
    const projectId = await insertProject(test, owner.user.id);
    const donor = donors[1]!;
    const before = await moneyCounts(test);
    const started = await give(test, projectId, validGift({ amount_cents: 4_000, payment_method_id: 'pm_card_threeDSecure2Required' }), {
      token: donor.token,
    });
    expect(started.statusCode).toBe(200);
    const intent = started.json().payment_intent;
    expect((await authenticate(test, intent, 'approve')).statusCode).toBe(200);
    const responses = await Promise.all(Array.from({ length: 10 }, () => confirm(test, projectId, intent.id, donor.token)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((r) => r.json().gift.id)).size).toBe(1);
    const after = await moneyCounts(test);
    expect(after.gifts - before.gifts).toBe(1);
    expect(after.intents - before.intents).toBe(1);
    expect(await projectTotals(test, projectId)).toMatchObject({ amount_raised_cents: 4_000, gifts_count: 1 });
  });
});
