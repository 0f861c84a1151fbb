import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUser, userRow } from '../../test-support/accounts.js';
import { give, insertProject, validGift } from '../../test-support/gifts.js';
import { recordGift } from '../../test-support/projects.js';
import { bearer, createTestApp, makeAdmin, nextIp, signUp, type TestApp } from '../../test-support/test-app.js';

type Session = Awaited<ReturnType<typeof signUp>>;

/** A sign-up whose request carries the public site's attribution cookies, as a same-origin fetch does. */
async function signUpWithCookies(test: TestApp, cookie: string): Promise<Session> {
  const body = {
    email: `grow-${Math.random().toString(36).slice(2)}@example.test`,
    password: 'correct-horse-42',
    first_name: 'G',
    last_name: 'Row',
  };
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/users',
    payload: body,
    headers: { cookie },
    remoteAddress: nextIp(),
  });
  expect(response.statusCode, response.body).toBe(201);
  const { token, user } = response.json() as { token: string; user: { id: number; email: string } };
  return { token, user, email: body.email, password: body.password };
}

describe('GET /api/stats/grow: sign-ups by source (the attribution cookies at sign-up) and the activation funnel', () => {
  let test: TestApp;
  let admin: Session;
  let sales: Session;
  let donor: Session;
  let shared: Session;
  let fromProject: Session;
  let fromProfile: Session;
  let monthly: Session;
  // Accounts are stamped by the database's clock: the days around the real today.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const range = () => `datestart=${day(-1)}&dateend=${day(1)}`;

  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    admin = await signUp(test.app);
    sales = await signUp(test.app);
    donor = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    await setUser(test, sales.user.id, { is_sales: true });
    const partner = await signUp(test.app);
    await setUser(test, partner.user.id, { is_partner: true });
    const project = await insertProject(test, partner.user.id, { title: 'Well' });
    // A share link wins over the page the visit started on; junk in a cookie counts as no cookie.
    shared = await signUpWithCookies(test, `starting_project_id=${project}; forced_share_profile_id=${partner.user.id}; other=1`);
    fromProject = await signUpWithCookies(test, `starting_project_id=${project}`);
    fromProfile = await signUpWithCookies(test, `starting_profile_id=${partner.user.id}; starting_project_id=abc`);
    monthly = await signUpWithCookies(test, `starting_profile_id=${partner.user.id}`);
    // Activation: the sharer's sign-up gives twice, the project's once, one profile sign-up gives monthly.
    for (const session of [shared, shared, fromProject]) {
      const response = await give(test, project, validGift({ amount_cents: 1_500 }), { token: session.token });
      expect(response.statusCode, response.body).toBe(201);
    }
    await recordGift(test, project, monthly.user.id, 2_000, { monthly: true });
    // A failed gift activates nobody.
    await recordGift(test, project, fromProfile.user.id, 2_000, { status: 'failed' });
    // The site's first-party analytics: two page views and a sign-up started.
    const at = new Date().toISOString();
    const events = await test.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: {
        events: [
          { name: 'page_view', path: '/', at },
          { name: 'page_view', path: '/project/1', at },
          { name: 'sign_up_start', path: '/signup', at },
        ],
      },
      remoteAddress: nextIp(),
    });
    expect(events.json()).toEqual({ stored: 3 });
  });
  afterAll(() => test.close());

  const get = (path: string, token = admin.token) => test.app.inject({ method: 'GET', url: `/api/${path}`, headers: bearer(token) });

  it('keeps the source of each sign-up from its attribution cookies, with the id the cookie named', async () => {
    expect(await userRow(test, shared.user.id)).toMatchObject({ signup_source: 'share' });
    expect((await userRow(test, fromProject.user.id))?.signup_source).toBe('project');
    expect((await userRow(test, fromProfile.user.id))?.signup_source).toBe('profile');
    expect(await userRow(test, donor.user.id)).toMatchObject({ signup_source: 'direct', signup_source_id: null });
  });

  it('counts sign-ups by source and bucket, and how far each source activated; the funnel adds up', async () => {
    const response = await get(`stats/grow?${range()}`, sales.token);
    expect(response.statusCode, response.body).toBe(200);
    const grow = response.json();
    // direct: admin, sales, donor, partner (none gave).
    expect(grow.sources).toEqual([
      { source: 'share', signups: 1, first_gift: 1, repeat: 1 },
      { source: 'project', signups: 1, first_gift: 1, repeat: 0 },
      { source: 'profile', signups: 2, first_gift: 1, repeat: 1 },
      { source: 'direct', signups: 4, first_gift: 0, repeat: 0 },
      { source: 'unknown', signups: 0, first_gift: 0, repeat: 0 },
    ]);
    expect(grow.funnel).toEqual({ page_views: 2, sign_up_starts: 1, signups: 8, first_gift: 3, repeat: 2 });
    expect(grow.series.map((s: { period: string }) => s.period)).toEqual([day(-1), day(0), day(1)]);
    const today = grow.series.find((s: { period: string }) => s.period === day(0));
    expect(today).toEqual({ period: day(0), share: 1, project: 1, profile: 2, direct: 4, unknown: 0 });
    // An account made before sources were kept is counted as unknown.
    await setUser(test, donor.user.id, { signup_source: null });
    const after = (await get(`stats/grow?${range()}`)).json();
    expect(after.sources.at(-1)).toEqual({ source: 'unknown', signups: 1, first_gift: 0, repeat: 0 });
    await setUser(test, donor.user.id, { signup_source: 'direct' });
  });

  it('exports the table by source as CSV, with a total row', async () => {
    const file = await get(`stats/grow/export?${range()}`, sales.token);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="storyfund-grow-${day(-1)}_${day(1)}.csv"`);
    expect(
      file.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toEqual([
      'source,signups,first_gift,repeat',
      'share,1,1,1',
      'project,1,1,0',
      'profile,2,1,1',
      'direct,4,0,0',
      'unknown,0,0,0',
      'total,8,3,2',
    ]);
  });

  it('refuses a bad range with field errors, and anyone but staff', async () => {
    const bad = await get(`stats/grow?datestart=${day(1)}&dateend=${day(-1)}`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('dateend');
    expect((await get(`stats/grow?${range()}`, donor.token)).statusCode).toBe(403);
    expect((await get('analytics/summary', sales.token)).statusCode).toBe(200);
    expect((await get('analytics/summary', donor.token)).statusCode).toBe(403);
  });
});
