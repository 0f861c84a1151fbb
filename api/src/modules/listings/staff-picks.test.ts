import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../lib/clock.js';
import { bearer, createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { multipart, SAMPLE_FILES } from '../../test-support/timeline.js';
import { setUser } from '../../test-support/accounts.js';
import { createProject, getJson, ids, recordGift, send, setProject } from '../../test-support/projects.js';
import { copyTotalsToListingsSnapshot } from '../projects/project-funding.service.js';

type Key = 'old' | 'mid' | 'recent' | 'forced' | 'fundedPick' | 'closedPick' | 'bigGood' | 'bigWeak' | 'small' | 'smallNoPhoto' | 'updated';

describe('staff picks and their variants', () => {
  const clock = createFixedClock(new Date('2030-01-01T00:00:00Z'));
  let test: TestApp;
  let adminToken: string;
  let charityId: number;
  const p = {} as Record<Key, number>;

  beforeAll(async () => {
    test = await createTestApp({ overrides: { clock } });
    const admin = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    adminToken = admin.token;
    const charity = await signUp(test.app);
    charityId = charity.user.id;
    await setUser(test, charityId, { tax_exempt_teller: true });
    const teller = await signUp(test.app);
    const donor = await signUp(test.app);
    const form = multipart([{ name: 'file', filename: 'p.png', contentType: 'image/png', data: SAMPLE_FILES.png }]);
    const uploaded = await test.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(charity.token) },
    });
    const photo: string = uploaded.json().url;
    let day = 1;
    const make = async (key: Key, token: string, extra: Record<string, unknown> = {}) => {
      p[key] = (await createProject(test, token, { title: key, goal_amount_cents: 40_000, photo_url: photo, ...extra })).id;
      await setProject(test, p[key], { created_at: new Date(Date.UTC(2029, 0, day++)) });
    };
    await make('old', charity.token);
    await make('mid', teller.token);
    await make('recent', charity.token, { goal_amount_cents: 5_000 });
    await make('forced', teller.token);
    await make('fundedPick', charity.token);
    await make('closedPick', charity.token);
    await make('bigGood', teller.token, { goal_amount_cents: 100_000 });
    await make('bigWeak', teller.token, { goal_amount_cents: 100_000 });
    await make('small', teller.token, { goal_amount_cents: 50_000 });
    await make('smallNoPhoto', teller.token, { goal_amount_cents: 10_000, photo_url: null });
    await make('updated', teller.token, { goal_amount_cents: 60_000 });
    for (const key of ['old', 'mid', 'recent', 'fundedPick', 'closedPick'] as const) {
      clock.advance(60_000);
      expect((await send(test, 'POST', `/api/projects/${p[key]}/staff-picks`, adminToken)).statusCode).toBe(200);
    }
    clock.advance(60_000);
    await send(test, 'POST', `/api/projects/${p.forced}/force-staff-picks`, adminToken);
    await recordGift(test, p.recent, donor.user.id, 1_000);
    await recordGift(test, p.fundedPick, donor.user.id, 40_000);
    await recordGift(test, p.bigGood, donor.user.id, 30_000);
    await recordGift(test, p.bigWeak, donor.user.id, 10_000);
    // The listings sort by the snapshot of the totals; the listed-totals job copies it (here, at once).
    await copyTotalsToListingsSnapshot(test.ctx);
    await send(test, 'POST', `/api/projects/${p.closedPick}/close`, charity.token);
    await setProject(test, p.updated, { last_update_at: new Date('2030-01-05T00:00:00Z') });
    await setProject(test, p.small, { last_update_at: new Date('2030-01-04T00:00:00Z') });
  });
  afterAll(() => test.close());

  const feed = (path: string, token?: string) => getJson(test, `/api/projects/${path}`, token);

  it('staff-picks: active picks, forced ones first, then the most recently picked', async () => {
    expect(ids(await feed('staff-picks'))).toEqual([p.forced, p.fundedPick, p.recent, p.mid, p.old]);
    const forced = (await feed('staff-picks')).json().data[0];
    expect(forced).toMatchObject({ is_staff_pick: true, is_force_staff_pick: true });
  });

  it('last-in-list: the regular picks up longest, first to rotate out', async () => {
    expect(ids(await feed('staff-picks/last-in-list'))).toEqual([p.old, p.mid, p.recent, p.fundedPick]);
    expect(ids(await feed('staff-picks/last-in-list?limit=1'))).toEqual([p.old]);
  });

  it('for-subscription: unfunded picks with at least amount_cents still to raise', async () => {
    // left: forced 40_000, recent 4_000, mid 40_000, old 40_000; fundedPick is funded.
    expect(ids(await feed('staff-picks/for-subscription?amount_cents=2500'))).toEqual([p.forced, p.recent, p.mid, p.old]);
    expect(ids(await feed('staff-picks/for-subscription?amount_cents=5000'))).toEqual([p.forced, p.mid, p.old]);
    expect((await feed('staff-picks/for-subscription')).statusCode).toBe(422);
    expect((await feed('staff-picks/for-subscription?amount_cents=0')).statusCode).toBe(422);
  });

  it('eligible/potential: unpicked, unfunded, with a photo and an update, latest update first (admins)', async () => {
    expect(ids(await feed('staff-picks/eligible/potential', adminToken))).toEqual([p.updated, p.small]);
  });

  it('eligible/large-well-performing: large, unpicked, unfunded, a quarter raised, best first (admins)', async () => {
    expect(ids(await feed('staff-picks/eligible/large-well-performing', adminToken))).toEqual([p.bigGood]);
  });

  it('eligible/scheduled/regular: regular-size, unpicked, unfunded, with a photo, longest waiting first; page and perPage', async () => {
    expect(ids(await feed('staff-picks/eligible/scheduled/regular', adminToken))).toEqual([p.small]);
    await setProject(test, p.smallNoPhoto, { photo_url: 'https://img.example/q.jpg' });
    expect(ids(await feed('staff-picks/eligible/scheduled/regular', adminToken))).toEqual([p.small, p.smallNoPhoto]);
    const second = await feed('staff-picks/eligible/scheduled/regular?page=2&perPage=1', adminToken);
    expect(ids(second)).toEqual([p.smallNoPhoto]);
    expect(second.json().total).toBe(2);
    expect((await feed('staff-picks/eligible/scheduled/regular?page=0', adminToken)).statusCode).toBe(422);
  });

  it('the eligibility lists are for admins only', async () => {
    const donor = await signUp(test.app);
    for (const path of ['potential', 'large-well-performing', 'scheduled/regular']) {
      expect((await feed(`staff-picks/eligible/${path}`)).statusCode).toBe(401);
      expect((await feed(`staff-picks/eligible/${path}`, donor.token)).statusCode).toBe(403);
    }
  });

  it('owner-staffpick-projects: one owner’s active picks', async () => {
    expect(ids(await feed(`owner-staffpick-projects?owner_id=${charityId}`))).toEqual([p.fundedPick, p.recent, p.old]);
    expect((await feed('owner-staffpick-projects')).statusCode).toBe(422);
  });

  it('get-projects-picked-for-end-of-year: unfunded picks of tax-exempt owners', async () => {
    expect(ids(await feed('get-projects-picked-for-end-of-year'))).toEqual([p.recent, p.old]);
  });

  it('un-picking drops a force too; picking a pick again keeps its pick date', async () => {
    await send(test, 'DELETE', `/api/projects/${p.forced}/staff-picks`, adminToken);
    expect((await feed(`${p.forced}`)).json()).toMatchObject({ is_staff_pick: false, is_force_staff_pick: false, staff_picked_at: null });
    clock.advance(60_000);
    await send(test, 'POST', `/api/projects/${p.old}/staff-picks`, adminToken);
    expect(ids(await feed('staff-picks'))).toEqual([p.fundedPick, p.recent, p.mid, p.old]);
  });
});
