import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timelineEvents } from '../../db/schema/index.js';
import { createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { grantRole } from '../../test-support/accounts.js';
import { createProject, getJson, ids, recordGift, send, setProject } from '../../test-support/projects.js';
import { copyTotalsToListingsSnapshot } from '../projects/project-funding.service.js';

type Session = Awaited<ReturnType<typeof signUp>>;

describe('project feeds: each holds what its name says', () => {
  let test: TestApp;
  let owner: Session;
  let other: Session;
  let admin: Session;
  const p = {} as Record<
    'almost' | 'half' | 'fresh' | 'funded' | 'closedFunded' | 'featured' | 'featuredFunded' | 'video' | 'closed',
    number
  >;

  beforeAll(async () => {
    test = await createTestApp();
    owner = await signUp(test.app);
    other = await signUp(test.app);
    admin = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    const donor = await signUp(test.app);
    const make = async (key: keyof typeof p, who: Session, day: number, extra: Record<string, unknown> = {}) => {
      p[key] = (await createProject(test, who.token, { title: key, goal_amount_cents: 10_000, ...extra })).id;
      await setProject(test, p[key], { created_at: new Date(Date.UTC(2030, 0, day)) });
    };
    await make('almost', owner, 1, { categories: ['Water'], country_code: 'KE' });
    await make('half', owner, 2, { categories: ['Water', 'Medical'], country_code: 'KE' });
    await make('fresh', other, 3, { categories: ['Education'], country_code: 'IN' });
    await make('funded', other, 4, { categories: ['Water'], country_code: 'IN' });
    await make('closedFunded', owner, 5, { categories: ['Shelter'], country_code: 'PE' });
    await make('featured', other, 6, { categories: ['Medical'], country_code: 'GB' });
    await make('featuredFunded', other, 7, { categories: ['Medical'], country_code: 'GB' });
    await make('video', owner, 8, { categories: ['Infant'], country_code: 'US' });
    await make('closed', owner, 9, { categories: ['Water'], country_code: 'FR' });
    await recordGift(test, p.almost, donor.user.id, 9_500);
    await recordGift(test, p.half, donor.user.id, 5_000);
    await recordGift(test, p.funded, donor.user.id, 10_000, { at: new Date('2030-02-01T00:00:00Z') });
    await recordGift(test, p.closedFunded, donor.user.id, 12_000, { at: new Date('2030-02-02T00:00:00Z') });
    await recordGift(test, p.featuredFunded, donor.user.id, 10_000, { at: new Date('2030-01-15T00:00:00Z') });
    // The listings sort by the snapshot of the totals; the listed-totals job copies it (here, at once).
    await copyTotalsToListingsSnapshot(test.ctx);
    for (const key of ['featured', 'featuredFunded'] as const) await send(test, 'POST', `/api/projects/${p[key]}/featured`, admin.token);
    await setProject(test, p.video, { last_video_update_at: new Date('2030-03-01T00:00:00Z') });
    await setProject(test, p.half, { last_video_update_at: new Date('2030-03-02T00:00:00Z') });
    await send(test, 'DELETE', `/api/projects/${p.closedFunded}`, owner.token);
    await send(test, 'DELETE', `/api/projects/${p.closed}`, owner.token);
  });
  afterAll(() => test.close());

  const feed = (path: string, token?: string) => getJson(test, `/api/projects/${path}`, token);

  it('almost: active unfunded projects, closest to their goal first', async () => {
    // Ties (nothing raised yet) in id order.
    expect(ids(await feed('almost'))).toEqual([p.almost, p.half, p.fresh, p.featured, p.video]);
    expect((await feed('almost?limit=2')).json().total).toBe(5);
  });

  it('is-almost-there: whether any active project has raised 90% or more without being funded', async () => {
    expect((await feed('is-almost-there')).json()).toEqual({ is_almost_there: true, count: 1, threshold_percent: 90 });
  });

  it('newest-unfunded: active unfunded projects, newest first', async () => {
    expect(ids(await feed('newest-unfunded'))).toEqual([p.video, p.featured, p.fresh, p.half, p.almost]);
  });

  it('featured-filtered: featured, active and not yet funded, optionally one category', async () => {
    expect(ids(await feed('featured-filtered'))).toEqual([p.featured]);
    expect(ids(await feed('featured-filtered?category=medical'))).toEqual([p.featured]);
    expect(ids(await feed('featured-filtered?category=water'))).toEqual([]);
    expect((await feed('featured-filtered?category=nope')).statusCode).toBe(422);
  });

  it('with-video-updates: active projects with a video update, latest video first', async () => {
    expect(ids(await feed('with-video-updates'))).toEqual([p.half, p.video]);
  });

  it('funded: funded projects (closed ones too), latest funded first, each with its final update', async () => {
    const [update] = await test.ctx.db
      .insert(timelineEvents)
      .values({
        project_id: p.closedFunded,
        user_id: owner.user.id,
        type: 'update',
        message: 'The roof is on',
        photo_urls: ['https://img.example/r.jpg'],
        final: true,
      })
      .returning({ id: timelineEvents.id });
    await test.ctx.db
      .insert(timelineEvents)
      .values({ project_id: p.funded, user_id: other.user.id, type: 'update', message: 'Not final yet' });
    const response = await feed('funded');
    expect(response.statusCode, response.body).toBe(200);
    expect(ids(response)).toEqual([p.closedFunded, p.funded, p.featuredFunded]);
    const [first, second] = response.json().data;
    expect(first.final_update).toMatchObject({ id: update!.id, message: 'The roof is on', photo_urls: ['https://img.example/r.jpg'] });
    expect(second.final_update).toBeNull();
    await send(test, 'POST', `/api/projects/${p.funded}/set-project-has-final-visual-update`, admin.token);
    expect(ids(await feed('funded?only_final_visual=true'))).toEqual([p.funded]);
  });

  it('categories: every one of the 18 categories with its count of active projects', async () => {
    const { data, total } = (await feed('categories')).json();
    expect(total).toBe(18);
    const counts = Object.fromEntries(data.map((c: { category: string; count: number }) => [c.category, c.count]));
    expect(counts).toMatchObject({ Water: 3, Medical: 3, Education: 1, Infant: 1, Shelter: 0, Men: 0 });
    expect(data.find((c: { category: string }) => c.category === 'Sports & The Arts')).toEqual({
      category: 'Sports & The Arts',
      slug: 'sports-and-arts',
      count: 0,
    });
  });

  it('by-country: active projects per country, most first, with names', async () => {
    const { data, total } = (await feed('by-country')).json();
    expect(total).toBe(4);
    expect(data).toEqual([
      { country_code: 'GB', country_name: 'United Kingdom', count: 2 },
      { country_code: 'IN', country_name: 'India', count: 2 },
      { country_code: 'KE', country_name: 'Kenya', count: 2 },
      { country_code: 'US', country_name: 'United States', count: 1 },
    ]);
  });

  it('owner-projects: one owner’s projects; closed ones only for the owner’s side and admins; query and direction', async () => {
    const url = `owner-projects?owner_id=${owner.user.id}`;
    expect(ids(await feed(url))).toEqual([p.video, p.half, p.almost]);
    expect(ids(await feed(url, other.token))).toEqual([p.video, p.half, p.almost]);
    const everything = [p.closed, p.video, p.closedFunded, p.half, p.almost];
    expect(ids(await feed(url, owner.token))).toEqual(everything);
    expect(ids(await feed('owner-projects', owner.token))).toEqual(everything);
    expect(ids(await feed(url, admin.token))).toEqual(everything);
    const manager = await signUp(test.app);
    await grantRole(test, manager.user.id, owner.user.id, 'project_manager');
    expect(ids(await feed(url, manager.token))).toEqual(everything);
    expect(ids(await feed(`${url}&sort_direction=asc`, owner.token))).toEqual([...everything].reverse());
    expect(ids(await feed(`${url}&query=HAL`, owner.token))).toEqual([p.half]);
    expect(ids(await feed(`${url}&query=%25`, owner.token))).toEqual([]);
    expect(ids(await feed(`${url}&limit=2&offset=1`, owner.token))).toEqual([p.video, p.closedFunded]);
    expect((await feed('owner-projects')).statusCode).toBe(422);
  });

  it('owner_projects_info: one owner’s projects summed up', async () => {
    const response = await feed(`owner_projects_info?owner_id=${owner.user.id}`);
    expect(response.json()).toEqual({
      owner_id: owner.user.id,
      projects_count: 3,
      active_count: 3,
      closed_count: 2,
      funded_count: 1,
      goal_amount_cents: 50_000,
      amount_raised_cents: 26_500,
      gifts_count: 3,
      followers_count: 0,
    });
    expect((await feed('owner_projects_info?owner_id=987654321')).statusCode).toBe(404);
  });

  it('insight-law-counts: the platform’s impact figures', async () => {
    expect((await feed('insight-law-counts')).json()).toEqual({ active_projects: 7, funded_projects: 3, countries: 4, givers: 1 });
  });
});
