import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { setUser } from '../../test-support/accounts.js';
import { give, validGift } from '../../test-support/gifts.js';
import { createProject, setProject } from '../../test-support/projects.js';

type Item = {
  type: string;
  id: number;
  cursor: string;
  message: string | null;
  donor: { name: string } | null;
  amount_cents: number | null;
};

describe('the profile feed: GET users/{id}/feed/v2 with types[], keyset pages and gifts that stay anonymous', () => {
  let test: TestApp;
  let partnerId: number;
  const made: Record<string, number> = {};

  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    const partner = await signUp(test.app);
    partnerId = partner.user.id;
    await setUser(test, partnerId, { is_partner: true });
    const donor = await signUp(test.app, { first_name: 'Dora', last_name: 'Donor' });
    const secret = await signUp(test.app, { first_name: 'Secret', last_name: 'Giver' });
    const project = await createProject(test, partner.token, { goal_amount_cents: 20_000 });
    made.project = project.id;
    const update = await test.app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/updates`,
      headers: bearer(partner.token),
      payload: { message: 'Digging started' },
    });
    made.update = update.json().id;
    expect((await give(test, project.id, validGift({ amount_cents: 5_000 }), { token: donor.token })).statusCode).toBe(201);
    expect((await give(test, project.id, validGift({ amount_cents: 15_000, anonymous: true }), { token: secret.token })).statusCode).toBe(
      201,
    );
    for (const message of ['First post', 'Second post', 'Third post']) {
      const response = await test.app.inject({
        method: 'POST',
        url: `/api/users/${partnerId}/community-posts`,
        headers: bearer(partner.token),
        payload: { message },
      });
      made[message] = response.json().id;
    }
    // A banned project leaves the feed with everything about it.
    const banned = await createProject(test, partner.token, { title: 'Gone' });
    await setProject(test, banned.id, { status: 'banned' });
  });
  afterAll(() => test.close());

  const feed = async (query = '') => {
    const response = await test.app.inject({ url: `/api/users/${partnerId}/feed/v2${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: Item[]; total: number; next_cursor: string | null };
  };

  it('mixes posts, updates, new and funded projects and gifts, newest first', async () => {
    const { data, total } = await feed();
    expect(total).toBe(8);
    expect(data.slice(0, 3).map((i) => [i.type, i.message])).toEqual([
      ['community_post', 'Third post'],
      ['community_post', 'Second post'],
      ['community_post', 'First post'],
    ]);
    expect(new Set(data.map((i) => i.type))).toEqual(new Set(['community_post', 'update', 'new_project', 'funded', 'gift']));
    expect(data.find((i) => i.type === 'update')).toMatchObject({ id: made.update, message: 'Digging started' });
    expect(data.some((i) => i.type === 'new_project' && i.id === made.project)).toBe(true);
  });

  it('never reveals an anonymous donor', async () => {
    const gifts = (await feed('?types[]=gift')).data;
    expect(gifts.map((g) => [g.amount_cents, g.donor?.name ?? null]).sort()).toEqual([
      [15_000, null],
      [5_000, 'Dora Donor'],
    ]);
    const raw = (await test.app.inject({ url: `/api/users/${partnerId}/feed/v2?types[]=gift` })).body;
    expect(raw).not.toContain('Secret');
  });

  it('keeps the types asked for, as repeated bracketed keys', async () => {
    const { data, total } = await feed('?types[]=community_post&types[]=update');
    expect(total).toBe(4);
    expect(data.map((i) => i.type).sort()).toEqual(['community_post', 'community_post', 'community_post', 'update']);
  });

  it('pages by keyset cursor and by offset alike, without repeats or gaps', async () => {
    const all = (await feed('?limit=50')).data.map((i) => `${i.type}:${i.id}`);
    const seen: string[] = [];
    let page = await feed('?limit=3');
    seen.push(...page.data.map((i) => `${i.type}:${i.id}`));
    while (page.next_cursor) {
      page = await feed(`?limit=3&before=${page.next_cursor}`);
      seen.push(...page.data.map((i) => `${i.type}:${i.id}`));
    }
    expect(seen).toEqual(all);
    expect((await feed('?limit=3&offset=3')).data.map((i) => `${i.type}:${i.id}`)).toEqual(all.slice(3, 6));
  });

  it('answers 422 for a bad cursor or type, and 404 for an unknown profile', async () => {
    for (const query of [
      '?before=nonsense',
      `?before=${Buffer.from('["2026-02-31 10:00:00+00",1,1]').toString('base64url')}`,
      '?types[]=poem',
    ]) {
      const response = await test.app.inject({ url: `/api/users/${partnerId}/feed/v2${query}` });
      expect(response.statusCode, query).toBe(422);
    }
    expect((await test.app.inject({ url: '/api/users/999999/feed/v2' })).statusCode).toBe(404);
  });
});
