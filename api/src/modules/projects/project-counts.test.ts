import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { projects } from '../../db/schema/index.js';
import { createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { createProject, getJson, recordGift, send, setProject } from '../../test-support/projects.js';

/** The counters of migration 0003 against a count of the rows themselves. */
async function countersDrift(test: TestApp) {
  return queryRows(
    test.ctx.db,
    sql`WITH actual AS (SELECT k.kind, k.key, count(*)::int AS n FROM projects p, project_count_keys(p) k GROUP BY k.kind, k.key)
        SELECT coalesce(a.kind, c.kind) AS kind, coalesce(a.key, c.key) AS key, a.n AS actual, c.n AS counted
        FROM actual a FULL JOIN (SELECT * FROM project_counts WHERE n > 0) c ON c.kind = a.kind AND c.key = a.key
        WHERE a.n IS DISTINCT FROM c.n`,
  );
}

describe('the trigger-kept project counters behind totals, categories and countries', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('stay exact through creates, edits, funding, close, ban, unban and direct writes', async () => {
    const owner = await signUp(test.app);
    const admin = await signUp(test.app);
    const donor = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    const made = [];
    for (const [categories, country_code] of [
      [['Water'], 'KE'],
      [['Water', 'Medical'], 'KE'],
      [['Men'], 'PE'],
      [['Women'], 'IN'],
    ] as const) {
      made.push((await createProject(test, owner.token, { categories, country_code, goal_amount_cents: 1_000 })).id);
    }
    const [a, b, c, d] = made as [number, number, number, number];
    await send(test, 'PATCH', `/api/projects/${a}`, owner.token, { categories: ['medical', 'urgent'], country_code: 'GB' });
    await recordGift(test, b, donor.user.id, 400);
    await recordGift(test, b, donor.user.id, 600);
    await recordGift(test, c, donor.user.id, 2_000);
    await send(test, 'POST', `/api/projects/${c}/close`, owner.token);
    await send(test, 'POST', `/api/projects/${d}/ban`, admin.token, { reason: 'Test ban' });
    await send(test, 'POST', `/api/projects/${b}/ban`, admin.token, { reason: 'Test ban' });
    await send(test, 'DELETE', `/api/projects/${b}/ban`, admin.token);
    const [direct] = await test.ctx.db
      .insert(projects)
      .values({
        owner_id: owner.user.id,
        title: 'Written directly',
        description: 'x',
        goal_amount_cents: 10,
        categories: ['Water', 'Water'],
        country_code: 'KE',
      })
      .returning({ id: projects.id });
    await test.ctx.db.update(projects).set({ country_code: 'FR' }).where(eq(projects.id, direct!.id));
    expect(await countersDrift(test)).toEqual([]);

    const categories = (await getJson(test, '/api/projects/categories')).json().data as { category: string; count: number }[];
    expect(Object.fromEntries(categories.filter((x) => x.count > 0).map((x) => [x.category, x.count]))).toEqual({
      Medical: 2,
      Urgent: 1,
      Water: 2,
    });
    expect((await getJson(test, '/api/projects/by-country')).json().data).toEqual([
      { country_code: 'FR', country_name: 'France', count: 1 },
      { country_code: 'GB', country_name: 'United Kingdom', count: 1 },
      { country_code: 'KE', country_name: 'Kenya', count: 1 },
    ]);
    // Each total equals what the list holds.
    for (const url of [
      '/api/projects',
      '/api/projects?category=water',
      '/api/projects?not_funded_only=true',
      '/api/projects/almost',
      '/api/projects/newest-unfunded',
      '/api/projects/funded',
    ]) {
      const body = (await getJson(test, url)).json();
      expect(body.total, url).toBe(body.data.length);
    }
    expect((await getJson(test, '/api/projects/funded')).json().total).toBe(2);

    await test.ctx.db.delete(projects).where(eq(projects.id, direct!.id));
    expect(await countersDrift(test)).toEqual([]);
    expect((await getJson(test, '/api/projects')).json().total).toBe(2);
  });

  it('count the listed staff picks through picks, forced picks, un-picks, close, ban and an unlisted owner (0092)', async () => {
    const owner = await signUp(test.app);
    const admin = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    const made: number[] = [];
    for (let i = 0; i < 5; i++) made.push((await createProject(test, owner.token, { goal_amount_cents: 1_000 })).id);
    const [a, b, c, d, e] = made as [number, number, number, number, number];
    const picks = async () => {
      const body = (await getJson(test, '/api/projects/staff-picks')).json();
      const [row] = await queryRows<{ n: number }>(
        test.ctx.db,
        sql`SELECT count(*)::int AS n FROM projects WHERE status = 'active' AND owner_listed AND is_staff_pick`,
      );
      expect(body.total).toBe(row!.n);
      expect(body.data).toHaveLength(Math.min(row!.n, 100));
      expect(await countersDrift(test)).toEqual([]);
      return body.total as number;
    };
    const before = await picks();
    for (const id of [a, b, c, d]) expect((await send(test, 'POST', `/api/projects/${id}/staff-picks`, admin.token)).statusCode).toBe(200);
    expect(await picks()).toBe(before + 4);
    expect((await send(test, 'POST', `/api/projects/${e}/force-staff-picks`, admin.token)).statusCode).toBe(200);
    expect(await picks()).toBe(before + 5);
    expect((await send(test, 'DELETE', `/api/projects/${a}/staff-picks`, admin.token)).statusCode).toBe(200);
    expect(await picks()).toBe(before + 4);
    await send(test, 'POST', `/api/projects/${b}/close`, owner.token);
    await send(test, 'POST', `/api/projects/${c}/ban`, admin.token, { reason: 'Test ban' });
    expect(await picks()).toBe(before + 2);
    await send(test, 'DELETE', `/api/projects/${c}/ban`, admin.token);
    expect(await picks()).toBe(before + 3);
    await setProject(test, d, { owner_listed: false });
    expect(await picks()).toBe(before + 2);
    await setProject(test, d, { owner_listed: true });
    expect(await picks()).toBe(before + 3);
  });

  it('stay exact when projects are created and closed in parallel', async () => {
    const owners = await Promise.all(Array.from({ length: 4 }, () => signUp(test.app)));
    const created = await Promise.all(
      owners.flatMap((o, i) =>
        Array.from({ length: 3 }, (_, j) =>
          createProject(test, o.token, {
            categories: [['Water', 'Men'], ['Men', 'Water'], ['Shelter']][(i + j) % 3],
            country_code: ['KE', 'US'][j % 2],
          }),
        ),
      ),
    );
    const closes = await Promise.all(
      created.map((p, k) => (k % 2 === 0 ? send(test, 'DELETE', `/api/projects/${p.id}`, owners[Math.floor(k / 3)]!.token) : undefined)),
    );
    expect(closes.filter(Boolean).map((r) => r!.statusCode)).toEqual(Array(6).fill(200));
    expect(await countersDrift(test)).toEqual([]);
  });
});
