import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { setUser, startGuest } from '../../test-support/accounts.js';
import { give, validGift } from '../../test-support/gifts.js';
import { createProject, getJson, ids, send } from '../../test-support/projects.js';

const partnerBody = (organization_name: string, country_code: string, categories: string[]) => ({
  is_partner: true,
  organization_name,
  country_code,
  categories,
  registration_number: 'RN-1',
});

describe('GET /api/top-partner-for-user: the partners recommended on /foryou', () => {
  let test: TestApp;
  const made: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const projectOf: Record<string, number> = {};

  beforeAll(async () => {
    test = await createTestApp();
    // Raised, most first: wells 400, care 300, aid 200, school 100, quiet 0; banned and hidden are never listed.
    const partners: [string, string, string, string[], number][] = [
      ['wells', 'Kenya Wells', 'KE', ['Water'], 40_000],
      ['care', 'Uganda Care', 'UG', ['Medical'], 30_000],
      ['aid', 'Peru Aid', 'PE', ['Water', 'Medical'], 20_000],
      ['school', 'Nairobi School', 'KE', ['Education'], 10_000],
      ['quiet', 'Quiet Trust', 'GB', ['Shelter'], 0],
      ['banned', 'Banned Wells', 'KE', ['Water'], 90_000],
      ['hidden', 'Hidden Wells', 'KE', ['Water'], 90_000],
    ];
    for (const [key, name, country, categories] of partners) {
      const { user, token } = await signUp(test.app, partnerBody(name, country, categories));
      made[key] = user.id;
      tokens[key] = token;
      projectOf[key] = (await createProject(test, token, { categories, country_code: country })).id;
    }
    const backer = await signUp(test.app);
    for (const [key, , , , raised] of partners) {
      if (raised > 0) {
        const response = await give(test, projectOf[key]!, validGift({ amount_cents: raised }), { token: backer.token });
        expect(response.statusCode).toBe(201);
      }
    }
    await setUser(test, made.banned!, { banned_at: new Date() });
    await setUser(test, made.hidden!, { hidden_from_feeds: true });
    // A good review lifts Uganda Care above Kenya Wells among the well-rated; Kenya Wells has a bad one.
    const review = (key: string, rating: number) =>
      send(test, 'POST', `/api/users/${made[key]}/user-reviews`, backer.token, { rating, review: `Rated ${rating}` });
    expect((await review('care', 5)).statusCode).toBe(201);
    expect((await review('wells', 1)).statusCode).toBe(201);
    expect((await review('aid', 4)).statusCode).toBe(201);
  });
  afterAll(() => test.close());

  it('gives a visitor the well-rated partners first, then the most raised, never banned or hidden ones', async () => {
    const response = await getJson(test, '/api/top-partner-for-user?limit=5');
    expect(response.statusCode).toBe(200);
    // Good ratings (care 5, aid 4) first by average; then no rating or a bad one by raised (wells 400 is rated 1).
    expect(ids(response)).toEqual([made.care, made.aid, made.school, made.quiet, made.wells]);
    expect(response.json().based_on).toEqual({ categories: [], countries: [] });
    expect(response.json().data[0]).toMatchObject({ name: 'Uganda Care', rating: 5, reviews_count: 1, good_rating: true });
    // Three by default.
    expect(ids(await getJson(test, '/api/top-partner-for-user'))).toEqual([made.care, made.aid, made.school]);
  });

  it('recommends a donor partners like the ones they gave to and follow, never those ones themselves', async () => {
    const donor = await signUp(test.app);
    // Gave to Kenya Wells (Water, KE): Peru Aid shares Water, Nairobi School shares Kenya.
    expect((await give(test, projectOf.wells!, validGift(), { token: donor.token })).statusCode).toBe(201);
    let response = await getJson(test, '/api/top-partner-for-user?limit=4', donor.token);
    expect(response.json().based_on).toEqual({ categories: ['Water'], countries: ['KE'] });
    // The two matches (one thing in common each: aid is well rated), then the rest by rating and raised.
    expect(ids(response)).toEqual([made.aid, made.school, made.care, made.quiet]);

    // Following Uganda Care adds Medical and UG: Peru Aid now has two things in common; Care itself drops out.
    expect((await send(test, 'POST', `/api/users/${made.care}/followers`, donor.token)).statusCode).toBe(201);
    response = await getJson(test, '/api/top-partner-for-user?limit=4', donor.token);
    expect(response.json().based_on).toEqual({ categories: ['Medical', 'Water'], countries: ['KE', 'UG'] });
    expect(ids(response)).toEqual([made.aid, made.school, made.quiet]);
  });

  it('never recommends a partner to itself; a guest is a visitor', async () => {
    const forSchool = ids(await getJson(test, '/api/top-partner-for-user?limit=8', tokens.school));
    expect(forSchool).not.toContain(made.school);
    expect(forSchool).toHaveLength(4);
    const guest = await startGuest(test.app);
    expect(ids(await getJson(test, '/api/top-partner-for-user', guest.token))).toEqual([made.care, made.aid, made.school]);
  });

  it('answers a field error for a limit out of range', async () => {
    for (const url of ['/api/top-partner-for-user?limit=0', '/api/top-partner-for-user?limit=9', '/api/top-partner-for-user?limit=x']) {
      const response = await getJson(test, url);
      expect(response.statusCode, url).toBe(422);
      expect(Object.keys(response.json().errors), url).toEqual(['limit']);
    }
  });
});
