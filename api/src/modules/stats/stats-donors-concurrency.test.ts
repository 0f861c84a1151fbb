import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { insertProject } from '../../test-support/gifts.js';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { brute, plain } from '../../test-support/donor-stats-brute.js';
import * as donorsRepo from './stats-donors.repository.js';
import { toDays } from './stats-range.js';

/**
 * One donor's gifts in concurrent transactions (PostgreSQL: the embedded database runs one at a time). A trigger
 * of this test's own database makes each new donor-day take 0.2 s, so the transactions are all inside their
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
