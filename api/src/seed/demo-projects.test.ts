import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.js';
import { queryRows } from '../db/client.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { seedDemo } from './demo-seed.js';

describe('the demo projects seed', () => {
  let test: TestApp;
  const counts = async () =>
    (
      await queryRows<{ projects: number; gifts: number; events: number; likes: number; follows: number }>(
        test.ctx.db,
        sql`SELECT (SELECT count(*)::int FROM projects) AS projects, (SELECT count(*)::int FROM gifts) AS gifts,
                   (SELECT count(*)::int FROM timeline_events) AS events, (SELECT count(*)::int FROM timeline_likes) AS likes,
                   (SELECT count(*)::int FROM project_follows) AS follows`,
      )
    )[0]!;

  beforeAll(async () => {
    test = await createTestApp();
    await seedDemo(test.ctx);
  });
  afterAll(() => test.close());

  it('has active projects in every category and many countries, and the /woods project at its fixed id', async () => {
    const categories = (await test.app.inject({ url: '/api/projects/categories' })).json().data as { category: string; count: number }[];
    for (const { category, count } of categories) expect(count, category).toBeGreaterThan(0);
    expect((await test.app.inject({ url: '/api/projects/by-country' })).json().total).toBeGreaterThanOrEqual(15);
    const woods = await test.app.inject({ url: '/api/projects/1028' });
    expect(woods.json()).toMatchObject({ id: 1028, title: 'The Woods: 10,000 native trees', photo_url: '/demo/woods.svg' });
  });

  it('covers every stage of funding, and every listing has something to show', async () => {
    const { data } = (await test.app.inject({ url: '/api/projects' })).json() as {
      data: { amount_raised_cents: number; goal_amount_cents: number; stats: { amount_raised_cents: number } }[];
    };
    const ratios = data.map((p) => p.stats.amount_raised_cents / p.goal_amount_cents);
    expect(ratios.some((r) => r === 0)).toBe(true);
    expect(ratios.some((r) => r > 0 && r < 0.5)).toBe(true);
    expect(ratios.some((r) => r >= 0.5 && r < 0.9)).toBe(true);
    expect(ratios.some((r) => r >= 0.9 && r < 1)).toBe(true);
    expect(ratios.some((r) => r === 1)).toBe(true);
    expect(ratios.some((r) => r > 1)).toBe(true);
    for (const feed of [
      'almost',
      'newest-unfunded',
      'staff-picks',
      'featured-filtered',
      'sponsored-projects',
      'with-video-updates',
      'funded',
      'get-projects-picked-for-end-of-year',
    ]) {
      expect((await test.app.inject({ url: `/api/projects/${feed}` })).json().total, feed).toBeGreaterThan(0);
    }
    const funded = (await test.app.inject({ url: '/api/projects/funded?only_final_visual=true' })).json();
    expect(funded.data.some((p: { status: string; final_update: unknown }) => p.status === 'closed' && p.final_update)).toBe(true);
    expect((await test.app.inject({ url: '/api/projects/project-for-grove-event' })).statusCode).toBe(200);
    expect((await test.app.inject({ url: '/api/projects/project-for-cotn-event?code=cotn-demo' })).statusCode).toBe(200);
  });

  it('keeps every stored total equal to what the rows say', async () => {
    const mismatches = await queryRows(
      test.ctx.db,
      sql`SELECT p.id FROM projects p JOIN project_totals t ON t.project_id = p.id
          WHERE t.amount_raised_cents <> (SELECT coalesce(sum(amount_cents), 0) FROM gifts g WHERE g.project_id = p.id AND g.status = 'succeeded')
             OR t.gifts_count <> (SELECT count(*) FROM gifts g WHERE g.project_id = p.id AND g.status = 'succeeded')
             OR (p.amount_raised_cents, p.gifts_count) <> (t.amount_raised_cents, t.gifts_count)
             OR p.followers_count <> (SELECT count(*) FROM project_follows f WHERE f.project_id = p.id)
             OR (p.funded_at IS NULL) <> (p.amount_raised_cents < p.goal_amount_cents)
          UNION ALL
          SELECT u.id FROM users u
          WHERE u.projects_count <> (SELECT count(*) FROM projects p WHERE p.owner_id = u.id AND p.status = 'active')
             OR u.amount_given_cents <> (SELECT coalesce(sum(amount_cents), 0) FROM gifts g WHERE g.donor_id = u.id AND g.status = 'succeeded')
          UNION ALL
          SELECT e.id FROM timeline_events e
          WHERE e.likes_count <> (SELECT count(*) FROM timeline_likes l WHERE l.event_id = e.id)
             OR e.childs_count <> (SELECT count(*) FROM timeline_events c WHERE c.parent_id = e.id)
          UNION ALL
          SELECT -1 FROM (SELECT k.kind, k.key, count(*)::int AS n FROM projects p, project_count_keys(p) k GROUP BY 1, 2) a
          FULL JOIN (SELECT * FROM project_counts WHERE n > 0) c ON c.kind = a.kind AND c.key = a.key
          WHERE a.n IS DISTINCT FROM c.n`,
    );
    expect(mismatches).toEqual([]);
  });

  it('points every photo at a demo image that exists', async () => {
    const rows = await queryRows<{ url: string }>(
      test.ctx.db,
      sql`SELECT photo_url AS url FROM projects UNION SELECT unnest(photo_urls) FROM timeline_events`,
    );
    expect(rows.length).toBeGreaterThan(10);
    for (const { url } of rows) {
      expect(url).toMatch(/^\/demo\/[a-z-]+\.svg$/);
      expect(fs.existsSync(path.join(repoRoot, 'public-site/public', url)), url).toBe(true);
    }
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await counts();
    const projectsBefore = (await test.app.inject({ url: '/api/projects?limit=100' })).body;
    await seedDemo(test.ctx);
    expect(await counts()).toEqual(before);
    expect((await test.app.inject({ url: '/api/projects?limit=100' })).body).toBe(projectsBefore);
  });
});
