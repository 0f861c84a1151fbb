import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { createProject, getJson, ids, recordGift, send, setProject } from '../../test-support/projects.js';
import { copyTotalsToListingsSnapshot } from '../projects/project-funding.service.js';

describe('a profile’s projects: owner-projects sorts, status and sponsored filters; users/{id}/closed-projects', () => {
  let test: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let visitor: Awaited<ReturnType<typeof signUp>>;
  const p = {} as Record<'small' | 'big' | 'mid' | 'closedOld' | 'closedNew', number>;

  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    owner = await signUp(test.app);
    visitor = await signUp(test.app);
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    p.small = (await createProject(test, owner.token, { title: 'Small roof', goal_amount_cents: 10_000 })).id;
    p.big = (await createProject(test, owner.token, { title: 'Big well', goal_amount_cents: 900_000 })).id;
    p.mid = (await createProject(test, owner.token, { title: 'Mid clinic', goal_amount_cents: 50_000 })).id;
    p.closedOld = (await createProject(test, owner.token, { title: 'Old school' })).id;
    p.closedNew = (await createProject(test, owner.token, { title: 'New school' })).id;
    await setProject(test, p.small, { created_at: day(1) });
    await setProject(test, p.big, { created_at: day(2), is_sponsored_project: true, project_sponsor_name: 'Acme' });
    await setProject(test, p.mid, { created_at: day(3) });
    await recordGift(test, p.mid, visitor.user.id, 45_000); // 5,000 left: less than the small roof's 10,000
    // The listings sort by the snapshot of the totals; the listed-totals job copies it (here, at once).
    await copyTotalsToListingsSnapshot(test.ctx);
    for (const [id, closed] of [
      [p.closedOld, day(5)],
      [p.closedNew, day(9)],
    ] as const) {
      expect((await send(test, 'POST', `/api/projects/${id}/close`, owner.token)).statusCode).toBe(200);
      await setProject(test, id, { closed_at: closed });
    }
  });
  afterAll(() => test.close());

  const owned = (query: string, token?: string) => getJson(test, `/api/projects/owner-projects?owner_id=${owner.user.id}&${query}`, token);

  it('sorts by the four sorts of the spec', async () => {
    const active = 'status=active';
    expect(ids(await owned(`${active}&sort=Least%20Left`))).toEqual([p.mid, p.small, p.big]);
    expect(ids(await owned(`${active}&sort=Most%20Left`))).toEqual([p.big, p.small, p.mid]);
    expect(ids(await owned(`${active}&sort=Oldest`))).toEqual([p.small, p.big, p.mid]);
    expect(ids(await owned(`${active}&sort=Newest`))).toEqual([p.mid, p.big, p.small]);
    expect((await owned('sort=Cheapest')).statusCode).toBe(422);
  });

  it('status=active keeps the owner’s closed projects apart; status=closed shows nothing more to the public', async () => {
    expect(ids(await owned('status=active&sort=Oldest', owner.token))).toEqual([p.small, p.big, p.mid]);
    expect(ids(await owned('status=closed', owner.token)).sort()).toEqual([p.closedOld, p.closedNew].sort());
    expect(ids(await owned('status=closed', visitor.token))).toEqual([]);
  });

  it('only_sponsored_projects keeps the sponsored ones, with their sponsorship details', async () => {
    const response = await owned('only_sponsored_projects=true');
    expect(ids(response)).toEqual([p.big]);
    expect(response.json().data[0]).toMatchObject({ is_sponsored_project: true, project_sponsor_name: 'Acme' });
  });

  it('closed-projects: public, most recently closed first, with a title query, paged', async () => {
    const url = `/api/users/${owner.user.id}/closed-projects`;
    const all = await getJson(test, url);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().total).toBe(2);
    expect(ids(all)).toEqual([p.closedNew, p.closedOld]);
    expect(ids(await getJson(test, `${url}?query=old`, visitor.token))).toEqual([p.closedOld]);
    expect(ids(await getJson(test, `${url}?limit=1&offset=1`))).toEqual([p.closedOld]);
    expect((await getJson(test, `${url}?limit=0`)).statusCode).toBe(422);
  });
});
