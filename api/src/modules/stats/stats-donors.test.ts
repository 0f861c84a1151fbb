import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatsBucket } from '@storyfund/shared/validation';
import { queryRows } from '../../db/client.js';
import { startGuest } from '../../test-support/accounts.js';
import { insertProject } from '../../test-support/gifts.js';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { moveGuestGifts } from '../gifts/gift-merge.service.js';
import * as donorsRepo from './stats-donors.repository.js';
import * as signupsRepo from './stats-signups.repository.js';
import { toDays } from './stats-range.js';
import type { DayRange } from './stats-sql.repository.js';

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

const d = (s: string) => sql`${s}::date`;
const giftDay = sql`(g.gift_at AT TIME ZONE 'UTC')::date`;
const firsts = sql`(SELECT donor_id, min((gift_at AT TIME ZONE 'UTC')::date) AS first FROM gifts WHERE status = 'succeeded' GROUP BY donor_id)`;

/** Brute force: the figures straight from the gifts. */
const brute = {
  counts: (r: DayRange) =>
    sql`SELECT count(DISTINCT g.donor_id)::int AS donors, count(DISTINCT g.donor_id) FILTER (WHERE f.first >= ${d(r.from)})::int AS new_donors
        FROM gifts g JOIN ${firsts} f USING (donor_id) WHERE g.status = 'succeeded' AND ${giftDay} BETWEEN ${d(r.from)} AND ${d(r.to)}`,
  series: (r: DayRange, bucket: StatsBucket) => {
    const b = sql`date_trunc(${sql.raw(`'${bucket}'`)}, ${giftDay}::timestamp)`;
    return sql`SELECT to_char(${b}, 'YYYY-MM-DD') AS period, count(DISTINCT g.donor_id)::int AS donors,
                      count(DISTINCT g.donor_id) FILTER (WHERE f.first >= greatest(${b}::date, ${d(r.from)}))::int AS new_donors
               FROM gifts g JOIN ${firsts} f USING (donor_id) WHERE g.status = 'succeeded' AND ${giftDay} BETWEEN ${d(r.from)} AND ${d(r.to)}
               GROUP BY 1 ORDER BY 1`;
  },
  top: (r: DayRange, limit: number) =>
    sql`SELECT g.donor_id::int AS donor_id, count(*)::int AS gifts, sum(g.amount_cents)::int AS amount_cents FROM gifts g
        WHERE g.status = 'succeeded' AND ${giftDay} BETWEEN ${d(r.from)} AND ${d(r.to)}
        GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT ${limit}`,
  retention: (r: DayRange) =>
    sql`WITH f AS (
          SELECT donor_id, date_trunc('month', min(gift_at) AT TIME ZONE 'UTC') AS cohort FROM gifts WHERE status = 'succeeded'
          GROUP BY donor_id HAVING min(gift_at) >= ${r.fromTs.toISOString()}::timestamptz AND min(gift_at) < ${r.toTs.toISOString()}::timestamptz
        ), a AS (
          SELECT DISTINCT f.donor_id, f.cohort,
                 ((extract(year FROM date_trunc('month', g.gift_at AT TIME ZONE 'UTC')) - extract(year FROM f.cohort)) * 12
                  + extract(month FROM date_trunc('month', g.gift_at AT TIME ZONE 'UTC')) - extract(month FROM f.cohort))::int AS k
          FROM f JOIN gifts g ON g.donor_id = f.donor_id AND g.status = 'succeeded'
        )
        SELECT to_char(cohort, 'YYYY-MM') AS cohort, k, count(*)::int AS donors FROM a WHERE k BETWEEN 0 AND 11
        GROUP BY 1, 2 ORDER BY 1, 2`,
  signups: (r: DayRange, bucket: StatsBucket) =>
    sql`SELECT to_char(date_trunc(${sql.raw(`'${bucket}'`)}, u.created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS period,
               count(*)::int AS signups, count(*) FILTER (WHERE u.is_partner)::int AS partners,
               count(*) FILTER (WHERE EXISTS (SELECT 1 FROM gifts g WHERE g.donor_id = u.id AND g.status = 'succeeded'
                                             AND ${giftDay} BETWEEN ${d(r.from)} AND ${d(r.to)}))::int AS first_gift_within_range
        FROM users u WHERE NOT u.is_anonymous AND u.created_at >= ${r.fromTs.toISOString()}::timestamptz AND u.created_at < ${r.toTs.toISOString()}::timestamptz
        GROUP BY 1 ORDER BY 1`,
  activation: (r: DayRange) =>
    sql`SELECT coalesce(u.signup_source, 'unknown') AS source, count(*)::int AS signups,
               count(*) FILTER (WHERE g.gifts >= 1)::int AS first_gift, count(*) FILTER (WHERE g.gifts >= 2 OR g.monthly)::int AS repeat
        FROM users u
        LEFT JOIN LATERAL (SELECT count(*) AS gifts, coalesce(bool_or(e.monthly_gift), false) AS monthly
                           FROM gifts e WHERE e.donor_id = u.id AND e.status = 'succeeded') g ON true
        WHERE NOT u.is_anonymous AND u.created_at >= ${r.fromTs.toISOString()}::timestamptz AND u.created_at < ${r.toTs.toISOString()}::timestamptz
        GROUP BY 1 ORDER BY 1`,
};

const plain = <T>(rows: T[]) =>
  rows.map((row) =>
    Object.fromEntries(Object.entries(row as object).map(([k, v]) => [k, typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v])),
  );

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

/**
 * One donor's gifts in concurrent transactions (PostgreSQL: the embedded database runs one at a time). A trigger
 * of this test's own schema makes each new donor-day take 0.2 s, so the transactions are all inside their
 * counting at once; the donor's row in stats_donors serializes them, so each sees the others' days and the donor
 * counts once per range (without that lock, each counted its day against the donor's days before any of them).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('one donor giving in concurrent transactions (PostgreSQL)', () => {
  let test: TestApp;
  afterAll(() => test.close());

  it('counts the donor once, with the gaps between its days right, whatever the order of commits', async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    const owner = await signUp(test.app);
    const projectId = await insertProject(test, owner.user.id, { goal_amount_cents: 1_000_000_000 });
    const [x, y] = [(await signUp(test.app)).user.id, (await signUp(test.app)).user.id];
    const give = (donor: number, at: string) =>
      test.ctx.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO gifts (project_id, donor_id, recipient_id, amount_cents, gift_at)
                             VALUES (${projectId}, ${donor}, ${owner.user.id}, 1000, ${at}::timestamptz)`);
      });
    // The donor gave before (its row exists), then gives on new days, twice on one, all at once; so does another.
    await give(x, '2026-01-10T12:00:00Z');
    await test.ctx.db.execute(sql`CREATE FUNCTION test_slow_day() RETURNS trigger LANGUAGE plpgsql AS $$
                                    BEGIN PERFORM pg_sleep(0.2); RETURN NULL; END $$`);
    await test.ctx.db.execute(
      sql`CREATE TRIGGER test_slow_day AFTER INSERT ON stats_donor_days FOR EACH ROW EXECUTE FUNCTION test_slow_day()`,
    );
    const days = ['2026-02-01', '2026-02-01', '2026-01-20', '2026-03-05', '2026-01-05', '2026-02-14'];
    await Promise.all([...days.map((day) => give(x, `${day}T10:00:00Z`)), ...days.map((day) => give(y, `${day}T11:00:00Z`))]);
    const counts = async (from: string, to: string) => plain([await donorsRepo.donorCounts(test.ctx.db, toDays(from, to))])[0];
    expect(await counts('2026-01-01', '2026-03-31')).toEqual({ donors: 2, new_donors: 2 });
    expect(await counts('2026-01-11', '2026-03-31')).toEqual({ donors: 2, new_donors: 0 });
    expect(await counts('2026-02-02', '2026-02-28')).toEqual({ donors: 2, new_donors: 0 });
    expect(await counts('2026-01-06', '2026-01-09')).toEqual({ donors: 0, new_donors: 0 });
    const edges = [
      '2026-01-01',
      '2026-01-05',
      '2026-01-06',
      '2026-01-10',
      '2026-01-11',
      '2026-01-20',
      '2026-01-21',
      '2026-02-01',
      '2026-02-02',
      '2026-02-14',
      '2026-03-05',
      '2026-03-31',
    ];
    for (const from of edges) {
      for (const to of edges.filter((e) => e >= from)) {
        const range = toDays(from, to);
        expect(await counts(from, to), `${from}..${to}`).toEqual(plain(await queryRows(test.ctx.db, brute.counts(range)))[0]);
        for (const bucket of ['day', 'week'] as const) {
          const series = (await donorsRepo.donorSeries(test.ctx.db, range, bucket)).filter((s) => Number(s.donors) > 0);
          expect(plain(series), `${from}..${to} by ${bucket}`).toEqual(plain(await queryRows(test.ctx.db, brute.series(range, bucket))));
        }
      }
    }
    const byDay = await donorsRepo.donorSeries(test.ctx.db, toDays('2026-01-01', '2026-03-31'), 'month');
    expect(plain(byDay)).toEqual([
      { period: '2026-01-01', donors: 2, new_donors: 2 },
      { period: '2026-02-01', donors: 2, new_donors: 0 },
      { period: '2026-03-01', donors: 2, new_donors: 0 },
    ]);
    const rebuilt = async () =>
      queryRows<{ day: string; firsts: number; h: string }>(
        test.ctx.db,
        sql`SELECT day::text, firsts, h::text FROM stats_donor_gap_days ORDER BY day`,
      );
    const kept = await rebuilt();
    await test.ctx.db.execute(sql`SELECT stats_donors_rebuild()`);
    expect(await rebuilt()).toEqual(kept);
  });
});
