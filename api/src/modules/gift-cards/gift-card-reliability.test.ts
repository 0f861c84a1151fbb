import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { give, insertProject, moneyCounts, projectTotals } from '../../test-support/gifts.js';
import { assertCardBooks, balance, boughtCard, cardRow } from '../../test-support/gift-cards.js';

/**
 * Issue 5's rule for cards: concurrent redemptions never overspend one. PGlite runs one transaction at a
 * time and hides such races, so this suite must also pass on the PostgreSQL server (TEST_DATABASE_URL).
 */
describe('gift cards under concurrency', () => {
  let test: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let donors: Awaited<ReturnType<typeof signUp>>[];
  let projectId: number;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    owner = await signUp(test.app);
    donors = [];
    for (let i = 0; i < 5; i++) donors.push(await signUp(test.app));
    projectId = await insertProject(test, owner.user.id, { goal_amount_cents: 10_000_000 });
  });
  afterEach(() => assertCardBooks(test));
  afterAll(() => test.close());

  const spent = async (cardId: number) => {
    const [row] = await queryRows<{ n: number; total: number | null }>(
      test.ctx.db,
      sql`SELECT count(*)::int AS n, sum(amount_cents)::int8 AS total FROM gift_card_redemptions WHERE gift_card_id = ${cardId} AND state = 'spent'`,
    );
    return { n: Number(row!.n), total: Number(row!.total ?? 0) };
  };

  it('50 gifts of $7 at once from a $100 card, card only: exactly 14 succeed and $2 is left', async () => {
    const card = await boughtCard(test, donors[0]!.token, 10_000);
    const raised = (await projectTotals(test, projectId)).amount_raised_cents;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        give(test, projectId, { amount_cents: 700, gift_card_code: card.code }, { token: donors[i % 5]!.token }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(14);
    expect(statuses.filter((s) => s === 422)).toHaveLength(36);
    // The 15th finds $2: not enough for $7 without a payment method; the rest find it empty or still $2.
    for (const r of responses.filter((x) => x.statusCode === 422)) {
      expect(Object.keys(r.json().errors)).toEqual([expect.stringMatching(/^(payment_method_id|gift_card_code)$/)]);
    }
    expect(await cardRow(test, card.id)).toMatchObject({ amount_loaded_cents: 10_000, amount_used_cents: 9_800, status: 'created' });
    expect(await spent(card.id)).toEqual({ n: 14, total: 9_800 });
    expect((await balance(test, card.code)).json().amount_cents).toBe(200);
    expect((await projectTotals(test, projectId)).amount_raised_cents - raised).toBe(9_800);
  });

  it('50 gifts of $7 at once from a $100 card with a payment method: the card pays $100 in all and one rest is charged', async () => {
    const card = await boughtCard(test, donors[1]!.token, 10_000);
    const before = await moneyCounts(test);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        give(
          test,
          projectId,
          { amount_cents: 700, gift_card_code: card.code, payment_method_id: 'pm_card_visa' },
          { token: donors[i % 5]!.token },
        ),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(15);
    expect(statuses.filter((s) => s === 422)).toHaveLength(35);
    const parts = responses.filter((r) => r.statusCode === 201).map((r) => r.json().gift_card.amount_used_cents as number);
    expect(parts.sort((a, b) => a - b)).toEqual([200, ...Array(14).fill(700)]);
    for (const r of responses.filter((x) => x.statusCode === 422))
      expect(r.json().errors).toEqual({ gift_card_code: ['This gift card has no balance left.'] });
    expect(await cardRow(test, card.id)).toMatchObject({ amount_used_cents: 10_000, status: 'redeemed' });
    expect(await spent(card.id)).toEqual({ n: 15, total: 10_000 });
    // 14 gifts charged nothing and one charged the $5 the card could not pay; an empty card charges nothing.
    const after = await moneyCounts(test);
    expect(after.gifts - before.gifts).toBe(15);
    expect(after.intents - before.intents).toBe(1);
  });

  it('gifts whose charge fails leave their cards as they were, among succeeding ones', async () => {
    const cards = [];
    for (let i = 0; i < 10; i++) cards.push(await boughtCard(test, donors[2]!.token, 500));
    const before = await moneyCounts(test);
    const raised = (await projectTotals(test, projectId)).amount_raised_cents;
    const methods = ['pm_card_visa', 'pm_card_chargeDeclined', 'pm_card_visa', 'pm_card_chargeDeclinedInsufficientFunds'];
    const responses = await Promise.all(
      cards.map((card, i) =>
        give(
          test,
          projectId,
          { amount_cents: 1_500, gift_card_code: card.code, payment_method_id: methods[i % 4] },
          { token: donors[i % 5]!.token },
        ),
      ),
    );
    const ok = responses.map((r) => r.statusCode === 201);
    expect(responses.map((r) => r.statusCode)).toEqual(cards.map((_, i) => (i % 2 === 0 ? 201 : 402)));
    for (const [i, card] of cards.entries()) {
      expect(await cardRow(test, card.id)).toMatchObject(
        ok[i] ? { amount_used_cents: 500, status: 'redeemed' } : { amount_used_cents: 0, status: 'created' },
      );
    }
    const after = await moneyCounts(test);
    expect(after.gifts - before.gifts).toBe(5);
    expect((await projectTotals(test, projectId)).amount_raised_cents - raised).toBe(5 * 1_500);
  });

  it('the same card gift sent 20 times at once with one key takes the card part once', async () => {
    const card = await boughtCard(test, donors[3]!.token, 1_000);
    const body = { amount_cents: 800, gift_card_code: card.code, payment_method_id: 'pm_card_visa' };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => give(test, projectId, body, { token: donors[3]!.token, key: 'one-card-gift' })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((r) => r.json().gift.id)).size).toBe(1);
    expect(await cardRow(test, card.id)).toMatchObject({ amount_used_cents: 800 });
  });
});
