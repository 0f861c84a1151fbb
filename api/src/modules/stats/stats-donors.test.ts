import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { startGuest } from '../../test-support/accounts.js';
import { insertProject } from '../../test-support/gifts.js';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { moveGuestGifts } from '../gifts/gift-merge.service.js';
import * as donorsRepo from './stats-donors.repository.js';
import * as signupsRepo from './stats-signups.repository.js';
import { toDays } from './stats-range.js';
import type { DayRange } from './stats-sql.repository.js';
import { brute, plain } from '../../test-support/donor-stats-brute.js';

/**
 * The donor rollup (migration 0082) against brute force over the gifts: after random gifts on random days (in
 * no order, several in one statement, at the edges of UTC days), refunds, gifts that succeed later, guest
 * merges, every figure of /stats/donors, /retention, /signups and /grow for random ranges and every bucket is
 * the one a scan of the gifts gives. Seeded, so a failure names its seed.
 */

/** mulberry32: a small seeded generator. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const START = Date.parse('2025-03-01T00:00:00Z');
const SPAN_DAYS = 500;

interface GiftSpec {
  donor: number;
  at: Date;
  amount: number;
  status?: 'succeeded' | 'pending' | 'failed';
  monthly?: boolean;
}

describe('the donor rollup (migration 0082) equals brute force over the gifts', () => {
  const seed = Number(process.env.STATS_SEED ?? 20261128);
  const rand = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
  let test: TestApp;
  let projectId: number;
  let ownerId: number;
  const donors: number[] = [];
  const rows = <T>(query: SQL) => queryRows<T>(test.ctx.db, query).then(plain);

  const values = (gifts: GiftSpec[]) =>
    sql.join(
      gifts.map(
        (g) =>
          sql`(${projectId}, ${g.donor}, ${ownerId}, ${g.amount}, ${g.monthly ?? false}, ${g.status ?? 'succeeded'}, ${g.at.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
  /** Gifts in one INSERT (row triggers run after the whole statement has inserted every row). */
  const insert = (gifts: GiftSpec[]) =>
    queryRows<{ id: number }>(
      test.ctx.db,
      sql`INSERT INTO gifts (project_id, donor_id, recipient_id, amount_cents, monthly_gift, status, gift_at) VALUES ${values(gifts)} RETURNING id`,
    );
  const randomAt = () => {
    const day = Math.floor(rand() * SPAN_DAYS);
    // Often at the very edges of a UTC day.
    const ms = pick([0, DAY_MS - 1, Math.floor(rand() * DAY_MS)]);
    return new Date(START + day * DAY_MS + ms);
  };
  const randomGift = (donor = pick(donors)): GiftSpec => ({
    donor,
    at: randomAt(),
    amount: 100 * (1 + Math.floor(rand() * 50)),
    monthly: rand() < 0.1,
    status: rand() < 0.1 ? pick(['pending', 'failed'] as const) : 'succeeded',
  });
  const randomRange = (): DayRange => {
    const from = Math.floor(rand() * (SPAN_DAYS + 40)) - 20;
    const length = pick([0, 1, 6, 13, 30, 45, 90, 200, 365, 540]);
    return toDays(isoDay(START + from * DAY_MS), isoDay(START + (from + Math.floor(rand() * (length + 1))) * DAY_MS));
  };

  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    const owner = await signUp(test.app);
    ownerId = owner.user.id;
    projectId = await insertProject(test, ownerId, { goal_amount_cents: 1_000_000_000 });
    for (let i = 0; i < 7; i++) donors.push((await signUp(test.app)).user.id);
    // Accounts made on random days of the span (sign-ups by day; some gave before signing up, as merged guests do).
    for (const id of [ownerId, ...donors]) {
      await test.ctx.db.execute(sql`UPDATE users SET created_at = ${randomAt().toISOString()}::timestamptz,
                                      signup_source = ${pick(['share', 'project', 'direct', null])} WHERE id = ${id}`);
    }
  });
  afterAll(() => test.close());

  async function expectExact(label: string) {
    for (let i = 0; i < 30; i++) {
      const range = randomRange();
      const where = `${label}, seed ${seed}, ${range.from}..${range.to}`;
      expect(plain([await donorsRepo.donorCounts(test.ctx.db, range)]), where).toEqual(await rows(brute.counts(range)));
      for (const bucket of ['day', 'week', 'month'] as const) {
        const series = (await donorsRepo.donorSeries(test.ctx.db, range, bucket)).filter((s) => Number(s.donors) > 0);
        expect(plain(series), `${where} by ${bucket}`).toEqual(await rows(brute.series(range, bucket)));
        expect(plain(await signupsRepo.signupSeries(test.ctx.db, range, bucket)), `${where} sign-ups by ${bucket}`).toEqual(
          await rows(brute.signups(range, bucket)),
        );
      }
      for (const limit of [1, 3, 10]) {
        const top = (await donorsRepo.topDonors(test.ctx.db, range, limit)).map(({ donor_id, gifts, amount_cents }) => ({
          donor_id,
          gifts,
          amount_cents,
        }));
        expect(plain(top), `${where} top ${limit}`).toEqual(await rows(brute.top(range, limit)));
      }
      const cohorts = (await donorsRepo.retention(test.ctx.db, range)).flatMap((c) =>
        c.months.map((donors, k) => ({ cohort: c.cohort, k, donors: Number(donors) })).filter((m) => m.donors > 0),
      );
      expect(cohorts, `${where} retention`).toEqual(await rows(brute.retention(range)));
      expect(plain(await signupsRepo.signupActivation(test.ctx.db, range)), `${where} activation`).toEqual(
        await rows(brute.activation(range)),
      );
    }
  }

  it('after gifts in no order, one by one and several in one statement', async () => {
    for (let i = 0; i < 60; i++) await insert([randomGift()]);
    for (let i = 0; i < 10; i++) await insert(Array.from({ length: 1 + Math.floor(rand() * 6) }, () => randomGift()));
    // One donor's gifts in one statement, on a few days and twice on one.
    const donor = donors[0]!;
    const at = randomAt();
    await insert([randomGift(donor), { donor, at, amount: 700 }, { donor, at, amount: 300 }, randomGift(donor)]);
    await expectExact('inserted');
  });

  it('after refunds, pending gifts that succeed, and failures', async () => {
    const succeeded = await rows<{ id: number }>(sql`SELECT id FROM gifts WHERE status = 'succeeded' ORDER BY id`);
    for (let i = 0; i < 25; i++) {
      await test.ctx.db.execute(sql`UPDATE gifts SET status = 'refunded', refunded_at = now() WHERE id = ${pick(succeeded).id}`);
    }
    // Several in one statement: a donor's every gift of a month.
    await test.ctx.db.execute(sql`UPDATE gifts SET status = 'refunded' WHERE donor_id = ${donors[1]!} AND status = 'succeeded'
                                    AND gift_at >= '2025-09-01' AND gift_at < '2025-10-01'`);
    await test.ctx.db.execute(sql`UPDATE gifts SET status = 'succeeded' WHERE status = 'pending'`);
    await test.ctx.db.execute(sql`UPDATE gifts SET status = 'failed' WHERE id = ${pick(succeeded).id}`);
    await expectExact('refunded');
  });

  it('after guests give and are merged into accounts (their gifts move, several in one statement)', async () => {
    for (let i = 0; i < 3; i++) {
      const guest = await startGuest(test.app);
      const gifts = Array.from({ length: 3 + Math.floor(rand() * 8) }, () => randomGift(guest.user.id));
      await insert(gifts);
      await expectExact(`guest ${i} gave`);
      await moveGuestGifts(test.ctx, { merged: true, guest_id: guest.user.id, account_id: pick(donors) });
    }
    await expectExact('merged');
  });

  it('a rebuild (of some donors or of everyone) leaves exactly what the triggers kept', async () => {
    const snapshot = () =>
      Promise.all([
        rows(sql`SELECT day::text, firsts, h::text FROM stats_donor_gap_days WHERE firsts <> 0 OR cardinality(h) > 0 ORDER BY day`),
        rows(sql`SELECT donor_id, day::text, gifts, cents FROM stats_donor_days ORDER BY donor_id, day`),
        rows(sql`SELECT donor_id, first_day::text, last_day::text, gifts, monthly_gifts, given_cents, months FROM stats_donors
                 WHERE gifts > 0 ORDER BY donor_id`),
      ]);
    const kept = await snapshot();
    await test.ctx.db.execute(sql`SELECT stats_donors_rebuild(ARRAY[${donors[2]!}, ${donors[3]!}]::bigint[])`);
    expect(await snapshot()).toEqual(kept);
    await test.ctx.db.execute(sql`SELECT stats_donors_rebuild()`);
    expect(await snapshot()).toEqual(kept);
    expect(await rows(sql`SELECT count(*)::int AS n FROM stats_donor_gap_changes`)).toEqual([{ n: 0 }]);
  });
});
