import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createFixedClock } from '../../lib/clock.js';
import { setUser } from '../../test-support/accounts.js';
import { boughtCard } from '../../test-support/gift-cards.js';
import { insertProject, validGift } from '../../test-support/gifts.js';
import { setProject } from '../../test-support/projects.js';
import { assertRollups } from '../../test-support/stats.js';
import { startMonthly, validMonthly } from '../../test-support/subscriptions.js';
import { bearer, createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { platformMoney } from '../gifts/ledger.service.js';
import { runSubscriptionRenewals } from '../subscriptions/subscription-scheduler.js';

type Session = Awaited<ReturnType<typeof signUp>>;

/**
 * The money rollups of migration 0081 (docs/api-stats.md "Where the figures come from"): the platform's days
 * (sharded), the recipients' days and the ledger's days, kept by triggers in the writer's transaction, equal a
 * recomputation from the gifts and the ledger after every kind of write, and the reports read them. On PGlite
 * calls made at once run one after the other; on PostgreSQL (TEST_DATABASE_URL) they race for the rollups' rows:
 * both runs are required.
 */
describe('the money rollups: in step with the gifts and the ledger, and what the reports read', () => {
  const clock = createFixedClock(new Date('2026-03-01T10:00:00Z'));
  let test: TestApp;
  let admin: Session;
  let partner: Session;
  let other: Session;
  let donors: Session[];
  let first: number;
  let second: number;
  let elsewhere: number;
  const at = (iso: string) => clock.set(new Date(iso));

  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' }, overrides: { clock } });
    admin = await signUp(test.app);
    partner = await signUp(test.app, { first_name: 'Pia', last_name: 'Partner' });
    other = await signUp(test.app);
    donors = [];
    for (let i = 0; i < 4; i++) donors.push(await signUp(test.app));
    await makeAdmin(test, admin.user.id);
    await setUser(test, partner.user.id, { is_partner: true });
    first = await insertProject(test, partner.user.id, { title: 'First', goal_amount_cents: 10_000_000 });
    second = await insertProject(test, partner.user.id, { title: 'Second', goal_amount_cents: 10_000_000 });
    elsewhere = await insertProject(test, other.user.id, { title: 'Elsewhere', goal_amount_cents: 10_000_000 });
  });
  afterAll(() => test.close());

  const giveOk = async (projectId: number, body: Record<string, unknown>, donor: Session, app = test.app) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/gifts`,
      headers: { ...bearer(donor.token), 'idempotency-key': randomUUID() },
      payload: body.gift_card_code ? body : validGift(body),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().gift.id as number;
  };
  const refund = (id: number, app = test.app) =>
    app.inject({ method: 'POST', url: `/api/gifts/${id}/refund`, headers: bearer(admin.token), payload: { reason: 'Asked back' } });
  const stats = async (path: string) => {
    const response = await test.app.inject({ method: 'GET', url: `/api/stats/${path}`, headers: bearer(admin.token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  /** The succeeded gifts of [from, to] (UTC days), summed from the gifts themselves. */
  const giftsOf = async (from: string, to: string, where = sql`true`) => {
    const [row] = await queryRows<Record<string, unknown>>(
      test.ctx.db,
      sql`SELECT count(*)::int8 AS gifts, coalesce(sum(amount_cents), 0)::int8 AS amount_cents,
                 coalesce(sum(tip_cents), 0)::int8 AS tip_cents, coalesce(sum(platform_fee_cents), 0)::int8 AS platform_fee_cents,
                 coalesce(sum(stripe_fee_cents), 0)::int8 AS card_fee_cents, coalesce(sum(processor_fee_cents), 0)::int8 AS processor_fee_cents,
                 count(*) FILTER (WHERE monthly_gift)::int8 AS monthly_gifts
          FROM gifts WHERE status = 'succeeded' AND gift_at >= ${from}::date AND gift_at < ${to}::date + 1 AND ${where}`,
    );
    const figure = (key: string) => Number(row![key]);
    return {
      gifts: figure('gifts'),
      amount_cents: figure('amount_cents'),
      tip_cents: figure('tip_cents'),
      platform_fee_cents: figure('platform_fee_cents'),
      card_fee_cents: figure('card_fee_cents'),
      processor_fee_cents: figure('processor_fee_cents'),
      monthly_gifts: figure('monthly_gifts'),
    };
  };
  /** The ledger's balance of the accounts /office reads over [from, to), from the entries themselves. */
  const ledgerOf = async (from: Date, to: Date) => {
    const rows = await queryRows<{ account: string; cents: number }>(
      test.ctx.db,
      sql`SELECT ledger_rollup_account(account) AS account, sum(amount_cents)::int8 AS cents FROM ledger_entries
          WHERE created_at >= ${from.toISOString()}::timestamptz AND created_at < ${to.toISOString()}::timestamptz GROUP BY 1`,
    );
    const of = (account: string) => Number(rows.find((r) => r.account === account)?.cents ?? 0);
    return {
      raised_cents: of('project'),
      tip_cents: of('platform:tips'),
      platform_fee_cents: of('platform:fees'),
      processor_fee_total_cents: of('processor:fees'),
      refund_fee_cents: 0 - of('platform:refund_fees'),
    };
  };

  it('gifts, a monthly gift and its renewal, a gift-card gift, a conversion and a refund: every rollup equals a recomputation', async () => {
    at('2026-03-01T10:00:00Z');
    const withTip = await giveOk(first, { amount_cents: 5_000, tip_cents: 300 }, donors[0]!);
    await assertRollups(test);
    at('2026-03-01T23:59:59Z');
    const late = await giveOk(elsewhere, { amount_cents: 2_000 }, donors[1]!);
    await assertRollups(test);

    at('2026-03-02T09:00:00Z');
    const monthly = await startMonthly(test, second, validMonthly({ amount_cents: 2_500, tip_cents: 100 }), { token: donors[2]!.token });
    expect(monthly.statusCode, monthly.body).toBe(201);
    await assertRollups(test);
    const card = await boughtCard(test, donors[3]!.token, 3_000);
    await giveOk(first, { amount_cents: 1_500, gift_card_code: card.code }, donors[3]!);
    await assertRollups(test);
    expect(await runSubscriptionRenewals(test.ctx, new Date('2026-04-02T09:30:00Z'))).toMatchObject({ paid: 1, errors: [] });
    await assertRollups(test);

    at('2026-04-05T12:00:00Z');
    const converted = await test.app.inject({
      method: 'POST',
      url: `/api/gifts/${withTip}/convert`,
      headers: bearer(admin.token),
      payload: { from_project_id: first, project_id: second, reason: 'The donor meant the second project' },
    });
    expect(converted.statusCode, converted.body).toBe(200);
    await assertRollups(test);
    at('2026-04-10T12:00:00Z');
    const refunded = await refund(late);
    expect(refunded.statusCode, refunded.body).toBe(200);
    await assertRollups(test);

    // The overview and /stats/gifts read the platform's days: March without the refunded gift, with the monthly one.
    const march = await giftsOf('2026-03-01', '2026-03-31');
    expect(march).toMatchObject({ gifts: 3, amount_cents: 9_000, tip_cents: 400, monthly_gifts: 1 });
    const overview = (await stats('overview?datestart=2026-03-01&dateend=2026-03-31')).current;
    expect(overview).toMatchObject(march);
    expect(
      (await stats('gifts?datestart=2026-03-01&dateend=2026-04-30&bucket=month')).series.map((s: { gifts: number }) => s.gifts),
    ).toEqual([3, 1]);
    // /office reads the ledger's days: the refund is posted in April, so March keeps the gift and April gives it back.
    const office = (range: string) => stats(`office?${range}`);
    expect(await office('datestart=2026-03-01&dateend=2026-03-31')).toMatchObject(
      await ledgerOf(new Date('2026-03-01T00:00:00Z'), new Date('2026-04-01T00:00:00Z')),
    );
    expect((await office('datestart=2026-03-01&dateend=2026-03-31')).raised_cents).toBe(11_000);
    expect((await office('datestart=2026-04-01&dateend=2026-04-30')).raised_cents).toBe(2_500 - 2_000);
    // Any instants: whole days from the rollup, the parts of a day at either end from the entries.
    for (const [from, to] of [
      ['2026-03-01T10:00:00Z', '2026-03-02T09:00:00Z'],
      ['2026-03-01T10:00:00.001Z', '2026-04-10T12:00:00Z'],
      ['2026-03-01T23:59:59Z', '2026-03-02T00:00:00Z'],
      ['2026-02-28T00:00:00Z', '2026-04-11T00:00:00Z'],
    ] as const) {
      const money = await platformMoney(test.ctx.db, new Date(from), new Date(to));
      expect(money, `${from} to ${to}`).toMatchObject(await ledgerOf(new Date(from), new Date(to)));
    }

    // Partners read the recipients' days; staff picks the projects' days and the platform's less the others'.
    const partners = (await stats('partners?datestart=2026-03-01&dateend=2026-04-30')).partners;
    const partnerGifts = await giftsOf('2026-03-01', '2026-04-30', sql`recipient_id = ${partner.user.id}`);
    expect(partners[0]).toMatchObject({ partner_id: partner.user.id, raised_cents: partnerGifts.amount_cents, gifts: partnerGifts.gifts });
    await setProject(test, second, { is_staff_pick: true, staff_picked_at: new Date('2026-03-01T00:00:00Z') });
    const picks = await stats('staff-picks?datestart=2026-03-01&dateend=2026-04-30');
    const picked = await giftsOf('2026-03-01', '2026-04-30', sql`project_id = ${second}`);
    expect(picks.picks).toEqual([expect.objectContaining({ project_id: second, raised_in_range_cents: picked.amount_cents })]);
    const othersRaised = (await giftsOf('2026-03-01', '2026-04-30', sql`project_id <> ${second}`)).amount_cents;
    expect(othersRaised).toBe(1_500);
    expect(picks.pace.others_cents_per_day).toBe(Math.round(othersRaised / 2 / 61));
  });

  it('gifts and refunds at once (PostgreSQL: racing for the same shards, days and rows) add up exactly, with no deadlock', async () => {
    at('2026-05-01T12:00:00Z');
    const earlier = [];
    for (let i = 0; i < 6; i++) earlier.push(await giveOk([first, second, elsewhere][i % 3]!, { amount_cents: 1_000 + i }, donors[i % 4]!));
    const before = await giftsOf('2026-05-01', '2026-05-01');
    const second_ = await test.anotherInstance();
    try {
      const amounts = Array.from({ length: 32 }, (_, i) => 700 + i * 13);
      const results = await Promise.all([
        ...amounts.map((amount, i) =>
          giveOk(
            [first, second, elsewhere][i % 3]!,
            { amount_cents: amount, tip_cents: i % 2 ? 50 : 0 },
            donors[i % 4]!,
            i % 2 ? second_.app : test.app,
          ),
        ),
        ...earlier.slice(0, 3).map(async (id, i) => {
          const response = await refund(id, i % 2 ? second_.app : test.app);
          expect(response.statusCode, response.body).toBe(200);
          return id;
        }),
      ]);
      expect(new Set(results).size).toBe(amounts.length + 3);
      const refundedCents = 1_000 + 1_001 + 1_002;
      const after = await giftsOf('2026-05-01', '2026-05-01');
      const expected = before.amount_cents + amounts.reduce((a, b) => a + b, 0) - refundedCents;
      expect(after.amount_cents).toBe(expected);
      expect((await stats('overview?datestart=2026-05-01&dateend=2026-05-01')).current).toMatchObject({
        gifts: before.gifts + amounts.length - 3,
        amount_cents: expected,
        tip_cents: 16 * 50,
      });
      const office = await stats('office?datestart=2026-05-01&dateend=2026-05-01');
      expect(office.raised_cents).toBe(expected);
      // The day's gifts went to many shards, and the sum over them is exact.
      const [shards] = await queryRows<{ n: number }>(
        test.ctx.db,
        sql`SELECT count(*)::int AS n FROM stats_platform_days WHERE day = '2026-05-01'`,
      );
      expect(Number(shards!.n)).toBe(16);
      await assertRollups(test);
    } finally {
      await second_.close();
    }
  });
});
