import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { setUser } from '../../test-support/accounts.js';
import { createProject, getJson, ids, recordGift, send, setProject } from '../../test-support/projects.js';
import { copyTotalsToListingsSnapshot } from '../projects/project-funding.service.js';

describe('GET /api/projects: filters, search, sorts, paging', () => {
  let test: TestApp;
  const p = {} as Record<'well' | 'clinic' | 'school' | 'farm' | 'closed' | 'banned', number>;
  let owner: number;
  let charity: number;

  beforeAll(async () => {
    test = await createTestApp();
    const teller = await signUp(test.app, { first_name: 'Amina', last_name: 'Okafor' });
    const org = await signUp(test.app, { first_name: 'Harbor', last_name: 'Team' });
    await setUser(test, org.user.id, { tax_exempt_teller: true, organization_name: 'Harbor Hope', show_organization_name: true });
    const donor = await signUp(test.app);
    owner = teller.user.id;
    charity = org.user.id;
    // goal - raised: well 100_000-90_000=10_000, clinic 50_000, school 200_000-0, farm 30_000-30_000=0 (funded)
    p.well = (
      await createProject(test, teller.token, {
        title: 'Deep borehole well',
        description: 'Pumps and pipes',
        goal_amount_cents: 100_000,
        categories: ['Water'],
        country_code: 'KE',
      })
    ).id;
    p.clinic = (
      await createProject(test, org.token, {
        title: 'Mobile clinic',
        description: 'Medicine for a village with no clean water',
        goal_amount_cents: 50_000,
        categories: ['Medical', 'Urgent'],
        country_code: 'GT',
      })
    ).id;
    p.school = (
      await createProject(test, org.token, {
        title: 'School roof',
        description: 'Rain keeps classes out',
        goal_amount_cents: 200_000,
        categories: ['Education', 'Children'],
        country_code: 'UG',
      })
    ).id;
    p.farm = (
      await createProject(test, teller.token, {
        title: 'Seeds for the farm',
        description: 'Replanting after floods',
        goal_amount_cents: 30_000,
        categories: ['Entrepreneurship'],
        country_code: 'PE',
      })
    ).id;
    p.closed = (await createProject(test, teller.token, { title: 'Closed well', categories: ['Water'] })).id;
    p.banned = (await createProject(test, teller.token, { title: 'Banned well', categories: ['Water'] })).id;
    await recordGift(test, p.well, donor.user.id, 90_000);
    await recordGift(test, p.farm, donor.user.id, 30_000);
    // The listings sort by the snapshot of the totals; the listed-totals job copies it (here, at once).
    await copyTotalsToListingsSnapshot(test.ctx);
    const days = (n: number) => new Date(Date.UTC(2030, 0, n));
    for (const [key, day] of [
      ['well', 1],
      ['clinic', 2],
      ['school', 3],
      ['farm', 4],
      ['closed', 5],
      ['banned', 6],
    ] as const) {
      await setProject(test, p[key], { created_at: days(day) });
    }
    await setProject(test, p.school, { is_sponsored_project: true });
    await send(test, 'DELETE', `/api/projects/${p.closed}`, teller.token);
    const admin = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    await send(test, 'POST', `/api/projects/${p.banned}/ban`, admin.token, { reason: 'Test ban' });
  });
  afterAll(() => test.close());

  const list = (query = '') => getJson(test, `/api/projects${query}`);

  it('lists active projects newest first as {data, total}', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['data', 'total']);
    expect(ids(response)).toEqual([p.farm, p.school, p.clinic, p.well]);
    expect(response.json().total).toBe(4);
    expect(response.json().data[0]).toMatchObject({ owner: { id: owner }, stats: { amount_raised_cents: 30_000 }, is_funded: true });
    expect(response.json().data[0]).not.toHaveProperty('user');
  });

  it('answers cards: only what a card shows, the owner by name and picture (docs/api-projects.md "The card")', async () => {
    const [clinic] = (await list(`?owner_id=${charity}&category=medical`)).json().data;
    expect(Object.keys(clinic).sort()).toEqual(
      [
        'id',
        'title',
        'goal_amount_cents',
        'stats',
        'is_funded',
        'country_code',
        'country_name',
        'categories',
        'photo_url',
        'video_url',
        'custom_thumbnail_photo',
        'owner',
        'status',
        'is_staff_pick',
        'is_force_staff_pick',
        'is_featured',
        'is_sponsored_project',
        'project_sponsor_type',
        'project_sponsor_name',
        'sponsorship_project',
      ].sort(),
    );
    expect(clinic).toMatchObject({
      id: p.clinic,
      title: 'Mobile clinic',
      goal_amount_cents: 50_000,
      country_code: 'GT',
      country_name: 'Guatemala',
      categories: ['Medical', 'Urgent'],
      status: 'active',
      sponsorship_project: null,
    });
    expect(clinic.owner).toEqual({
      id: charity,
      first_name: 'Harbor',
      last_name: 'Team',
      organization_name: 'Harbor Hope',
      show_organization_name: true,
      photo_url: null,
    });
    // The full project stays on its own page.
    expect((await getJson(test, `/api/projects/${p.clinic}`)).json()).toMatchObject({
      description: 'Medicine for a village with no clean water',
    });
  });

  it('sorts by Least Left, Most Left, Oldest and Newest', async () => {
    expect(ids(await list('?sort=Least%20Left'))).toEqual([p.farm, p.well, p.clinic, p.school]);
    expect(ids(await list('?sort=Most%20Left'))).toEqual([p.school, p.clinic, p.well, p.farm]);
    expect(ids(await list('?sort=Oldest'))).toEqual([p.well, p.clinic, p.school, p.farm]);
    expect(ids(await list('?sort=Newest'))).toEqual([p.farm, p.school, p.clinic, p.well]);
    expect((await list('?sort=Cheapest')).statusCode).toBe(422);
  });

  it('filters by owner, category (any case), tax-exempt owner, not funded, sponsored', async () => {
    expect(ids(await list(`?owner_id=${owner}`))).toEqual([p.farm, p.well]);
    expect(ids(await list(`?owner_id=${charity}`))).toEqual([p.school, p.clinic]);
    expect(ids(await list('?category=water'))).toEqual([p.well]);
    expect(ids(await list('?category=URGENT'))).toEqual([p.clinic]);
    expect(ids(await list(`?category=${encodeURIComponent('sports & the arts')}`))).toEqual([]);
    expect(ids(await list('?category=refugee'))).toEqual([]);
    const unknown = await list('?category=pets');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ category: ['Please choose a valid category'] });
    expect(ids(await list('?only_tax_exempt_projects=true'))).toEqual([p.school, p.clinic]);
    expect(ids(await list('?not_funded_only=true'))).toEqual([p.school, p.clinic, p.well]);
    expect(ids(await list('?only_sponsored_projects=true'))).toEqual([p.school]);
    expect(ids(await list(`?only_tax_exempt_projects=true&category=medical&owner_id=${charity}`))).toEqual([p.clinic]);
    expect(ids(await list('?only_tax_exempt_projects=false'))).toHaveLength(4);
  });

  it('filters by country (any case), for the map; an unknown code is a field error', async () => {
    expect(ids(await list('?country_code=ke'))).toEqual([p.well]);
    expect((await list('?country_code=UG')).json()).toMatchObject({ total: 1 });
    expect(ids(await list('?country_code=FR'))).toEqual([]);
    const unknown = await list('?country_code=XX');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ country_code: ['Please choose a country from the list'] });
  });

  it('searches title, owner name and description with stemming, title matches ranked first', async () => {
    // "water" is in the clinic's description only; "wells" stems to the well's title.
    expect(ids(await list('?q=water'))).toEqual([p.clinic]);
    expect(ids(await list('?q=wells'))).toEqual([p.well]);
    expect(ids(await list(`?q=${encodeURIComponent('harbor hope')}`))).toEqual([p.school, p.clinic]);
    expect(ids(await list(`?q=${encodeURIComponent('amina okafor')}`)).sort()).toEqual([p.farm, p.well].sort());
    // Title (weight A) outranks description (weight C): "village" is in the clinic's description, "clinic" in its title.
    await setProject(test, p.school, { description: 'A clinic nearby shares the yard' });
    expect(ids(await list('?q=clinic'))).toEqual([p.clinic, p.school]);
    expect(ids(await list(`?q=${encodeURIComponent('clinic -roof')}`))).toEqual([p.clinic]);
    expect(ids(await list(`?q=${encodeURIComponent('"mobile clinic"')}`))).toEqual([p.clinic]);
    expect(ids(await list('?q=clinic&sort=Oldest'))).toEqual([p.clinic, p.school]);
    expect((await list(`?q=${encodeURIComponent('& | ! (')}`)).statusCode).toBe(200);
    expect(ids(await list('?q=banned'))).toEqual([]);
    // The page and its count come from one scan; a page past the end still knows the total.
    expect((await list('?q=clinic&limit=1')).json()).toMatchObject({ total: 2, data: [{ id: p.clinic }] });
    expect((await list('?q=clinic&limit=1&offset=1')).json()).toMatchObject({ total: 2, data: [{ id: p.school }] });
    expect((await list('?q=clinic&offset=5')).json()).toEqual({ data: [], total: 2 });
  });

  it('pages with limit and offset, total unchanged; limit defaults to 100 and may not exceed it', async () => {
    const first = await list('?limit=3');
    const second = await list('?limit=3&offset=3');
    expect(ids(first)).toEqual([p.farm, p.school, p.clinic]);
    expect(ids(second)).toEqual([p.well]);
    expect(second.json().total).toBe(4);
    expect((await list('?offset=10')).json()).toEqual({ data: [], total: 4 });
    expect((await list('?limit=101')).statusCode).toBe(422);
    expect((await list('?limit=0')).statusCode).toBe(422);
  });
});
