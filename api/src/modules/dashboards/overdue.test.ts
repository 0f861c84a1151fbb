import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../lib/clock.js';
import { bearer, createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { grantRole, setUser } from '../../test-support/accounts.js';
import { insertProject } from '../../test-support/gifts.js';

type Account = Awaited<ReturnType<typeof signUp>>;

describe('GET partners/{id}/projects/overdue: projects due for an update', () => {
  const clock = createFixedClock(new Date('2026-06-15T12:00:00.000Z'));
  const daysAgo = (n: number) => new Date(clock.now().getTime() - n * 86_400_000);
  let test: TestApp;
  let partner: Account;
  let contentManager: Account;
  let donor: Account;
  let silent: number;
  let older: number;

  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' }, overrides: { clock } });
    partner = await signUp(test.app);
    await setUser(test, partner.user.id, { is_partner: true });
    contentManager = await signUp(test.app);
    donor = await signUp(test.app);
    await grantRole(test, contentManager.user.id, partner.user.id, 'content_manager');
    const p = partner.user.id;
    // Due: funded 40 days ago with no update; funded 90 days ago, last update 45 days ago.
    silent = await insertProject(test, p, { title: 'Silent well', funded_at: daysAgo(40) });
    older = await insertProject(test, p, { title: 'Old school', funded_at: daysAgo(90), last_update_at: daysAgo(45) });
    // Not due: a recent update, funded recently, not funded, closed.
    await insertProject(test, p, { title: 'Chatty', funded_at: daysAgo(90), last_update_at: daysAgo(5) });
    await insertProject(test, p, { title: 'Fresh', funded_at: daysAgo(10) });
    await insertProject(test, p, { title: 'Unfunded' });
    await insertProject(test, p, { title: 'Closed', funded_at: daysAgo(90), status: 'closed' });
  });
  afterAll(() => test.close());

  const get = (query: string, token?: string) =>
    test.app.inject({
      method: 'GET',
      url: `/api/partners/${partner.user.id}/projects/overdue${query}`,
      headers: token ? bearer(token) : {},
    });

  it('lists active funded projects with no update in 30 days, the longest waiting first', async () => {
    const response = await get('', partner.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          id: older,
          title: 'Old school',
          funded_at: daysAgo(90).toISOString(),
          last_update_at: daysAgo(45).toISOString(),
          days_waiting: 45,
        },
        { id: silent, title: 'Silent well', funded_at: daysAgo(40).toISOString(), last_update_at: null, days_waiting: 40 },
      ],
      total: 2,
    });
  });

  it('takes sort_direction, a title query, limit and offset', async () => {
    const ids = async (q: string) => ((await get(q, partner.token)).json() as { data: { id: number }[] }).data.map((p) => p.id);
    expect(await ids('?sort_direction=asc')).toEqual([silent, older]);
    expect(await ids('?query=well')).toEqual([silent]);
    expect(await ids('?limit=1&offset=1')).toEqual([silent]);
    const bad = await get('?sort_direction=sideways', partner.token);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['sort_direction']);
  });

  it('is for the partner and its collaborators who post updates; others 403', async () => {
    expect((await get('', contentManager.token)).statusCode).toBe(200);
    expect((await get('', donor.token)).statusCode).toBe(403);
    expect((await get('')).statusCode).toBe(401);
  });
});
