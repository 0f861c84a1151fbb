import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { createProject, getJson, ids, setProject } from '../../test-support/projects.js';
import { applyGiftToProject, copyTotalsToListingsSnapshot } from './project-funding.service.js';

/**
 * The live totals (project_totals, migration 0074) and the listings' sort snapshot (projects.amount_raised_cents),
 * decisions.md "The gift write".
 */
describe('project totals: live in project_totals, sorted by the snapshot', () => {
  let test: TestApp;
  let token: string;
  beforeAll(async () => {
    test = await createTestApp();
    token = (await signUp(test.app)).token;
  });
  afterAll(() => test.close());

  const snapshot = async (id: number) =>
    (await queryRows<{ cents: number }>(test.ctx.db, sql`SELECT amount_raised_cents::int8 AS cents FROM projects WHERE id = ${id}`))[0]!
      .cents;

  it('a gift shows at once on the page; the listing order follows when the snapshot is copied', async () => {
    const category = 'Education';
    const ahead = await createProject(test, token, { goal_amount_cents: 10_000, categories: [category], title: 'Ahead' });
    const behind = await createProject(test, token, { goal_amount_cents: 10_000, categories: [category], title: 'Behind' });
    await setProject(test, ahead.id, { amount_raised_cents: 3_000 });
    await test.ctx.transaction((tx) => applyGiftToProject(test.ctx, tx, behind.id, 4_000, new Date()));

    const page = (await getJson(test, `/api/projects/${behind.id}`)).json();
    expect(page).toMatchObject({ stats: { amount_raised_cents: 4_000 }, gifts_count: 1, amount_left_cents: 6_000 });
    expect(Number(await snapshot(behind.id))).toBe(0);

    expect(await copyTotalsToListingsSnapshot(test.ctx)).toBeGreaterThanOrEqual(1);
    expect(Number(await snapshot(behind.id))).toBe(4_000);
    // Nothing moved since: nothing to copy.
    expect(await copyTotalsToListingsSnapshot(test.ctx)).toBe(0);
    const left = ids(await getJson(test, `/api/projects?category=${category}&sort=Least%20Left`));
    expect(left.filter((id) => id === ahead.id || id === behind.id)).toEqual([behind.id, ahead.id]);
  });

  it('a project made by any path has its totals row, and a goal change is copied to it', async () => {
    const project = await createProject(test, token, { goal_amount_cents: 20_000 });
    const [row] = await queryRows<{ goal: number; raised: number }>(
      test.ctx.db,
      sql`SELECT goal_amount_cents::int8 AS goal, amount_raised_cents::int8 AS raised FROM project_totals WHERE project_id = ${project.id}`,
    );
    expect({ goal: Number(row!.goal), raised: Number(row!.raised) }).toEqual({ goal: 20_000, raised: 0 });
    const patch = await test.app.inject({
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { goal_amount_cents: 8_000 },
    });
    expect(patch.statusCode).toBe(200);
    const [after] = await queryRows<{ goal: number }>(
      test.ctx.db,
      sql`SELECT goal_amount_cents::int8 AS goal FROM project_totals WHERE project_id = ${project.id}`,
    );
    expect(Number(after!.goal)).toBe(8_000);
  });

  // PostgreSQL's own counters, per transaction: every gift's update of the totals row is heap-only (no index
  // written), and a gift that crosses no threshold does not touch projects at all.
  it.runIf(process.env.TEST_DATABASE_URL)('gifts update project_totals HOT and leave projects alone', async () => {
    const project = await createProject(test, token, { goal_amount_cents: 10_000_000 });
    // The counters also hold what earlier transactions of this connection have not flushed yet: a difference.
    const counters = sql`SELECT pg_stat_get_xact_tuples_updated('project_totals'::regclass)::int AS totals_updated,
                                pg_stat_get_xact_tuples_hot_updated('project_totals'::regclass)::int AS totals_hot,
                                pg_stat_get_xact_tuples_updated('projects'::regclass)::int AS projects_updated`;
    const counts = await test.ctx.transaction(async (tx) => {
      const [before] = await queryRows<Record<string, number>>(tx, counters);
      for (let i = 0; i < 20; i++) await applyGiftToProject(test.ctx, tx, project.id, 1_000 + i, new Date());
      const [after] = await queryRows<Record<string, number>>(tx, counters);
      return Object.fromEntries(Object.entries(after!).map(([k, v]) => [k, v - before![k]!]));
    });
    expect(counts).toEqual({ totals_updated: 20, totals_hot: 20, projects_updated: 0 });
  });
});
