import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeAdmin, nextIp, signUp, type TestApp } from '../test-support/test-app.js';
import { createProject, setProject } from '../test-support/projects.js';
import { give, validGift } from '../test-support/gifts.js';
import { createFixedClock } from '../lib/clock.js';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const anonymous = (test: TestApp, url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers });
const raised = (response: { json(): unknown }) => (response.json() as { stats: { amount_raised_cents: number } }).stats.amount_raised_cents;

/**
 * The read cache (docs/performance.md "The read cache"): anonymous reads of public routes are served from
 * memory, a change is visible to the next anonymous read, a personal answer is never kept or shared.
 */
describe('the read cache of anonymous reads', () => {
  let test: TestApp;
  let owner: { token: string; user: { id: number } };
  let donor: { token: string; user: { id: number } };
  let adminToken: string;
  let projectId: number;

  beforeAll(async () => {
    // A long maximum age, so only the drops can make a change visible.
    test = await createTestApp({ env: { READ_CACHE_MAX_AGE_MS: '600000' } });
    owner = await signUp(test.app);
    donor = await signUp(test.app);
    const admin = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    adminToken = admin.token;
    projectId = (await createProject(test, owner.token, { title: 'Cached well' })).id;
  });
  afterAll(() => test.close());

  it('serves a repeated anonymous read from memory, with the same body, tag and headers', async () => {
    const url = `/api/projects/${projectId}`;
    const first = await anonymous(test, url);
    expect(first.headers['x-read-cache']).toBeUndefined();
    const second = await anonymous(test, url);
    expect(second.headers['x-read-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);

    const conditional = await anonymous(test, url, { 'if-none-match': String(first.headers.etag) });
    expect(conditional.statusCode).toBe(304);
    expect(conditional.body).toBe('');
  });

  it('keeps compressed forms of a cached answer and sends the one the client accepts', async () => {
    for (let i = 0; i < 6; i++) await createProject(test, owner.token, { title: `Listing project ${i}` });
    await anonymous(test, '/api/projects');
    const br = await anonymous(test, '/api/projects', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['x-read-cache']).toBe('hit');
    expect(br.headers['content-encoding']).toBe('br');
    const refusesBr = await anonymous(test, '/api/projects', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refusesBr.headers['content-encoding']).toBe('gzip');
    const identity = await anonymous(test, '/api/projects');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(identity.body);
    expect(gunzipSync(refusesBr.rawPayload).toString()).toBe(identity.body);
  });

  it('shows a gift to the next anonymous read, and to the donor at once', async () => {
    const url = `/api/projects/${projectId}`;
    await anonymous(test, url);
    expect((await anonymous(test, url)).headers['x-read-cache']).toBe('hit');
    const gift = await give(test, projectId, validGift({ amount_cents: 7_500 }), { token: donor.token });
    expect(gift.statusCode).toBe(201);
    const mine = await test.app.inject({ method: 'GET', url, headers: bearer(donor.token) });
    expect(raised(mine)).toBe(7_500);
    const after = await anonymous(test, url);
    expect(after.headers['x-read-cache']).toBeUndefined();
    expect(raised(after)).toBe(7_500);
  });

  it('shows an update and a moderation change to the next anonymous read', async () => {
    const listing = '/api/projects/staff-picks';
    await anonymous(test, listing);
    expect((await anonymous(test, listing)).headers['x-read-cache']).toBe('hit');
    const picked = await test.app.inject({ method: 'POST', url: `/api/projects/${projectId}/staff-picks`, headers: bearer(adminToken) });
    expect(picked.statusCode).toBeLessThan(300);
    const picks = (await anonymous(test, listing)).json() as { data: { id: number }[] };
    expect(picks.data.map((p) => p.id)).toContain(projectId);

    const feed = `/api/users/${owner.user.id}/feed/v2`;
    await anonymous(test, feed);
    const update = await test.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/updates`,
      headers: bearer(owner.token),
      payload: { message: 'The pump is in.' },
    });
    expect(update.statusCode).toBe(201);
    expect((await anonymous(test, feed)).body).toContain('The pump is in.');

    const banned = await test.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/ban`,
      headers: bearer(adminToken),
      payload: { reason: 'Misleading photos' },
    });
    expect(banned.statusCode).toBeLessThan(300);
    expect((await anonymous(test, `/api/projects/${projectId}`)).statusCode).toBe(404);
    expect(((await anonymous(test, listing)).json() as { data: { id: number }[] }).data.map((p) => p.id)).not.toContain(projectId);
    await test.app.inject({ method: 'DELETE', url: `/api/projects/${projectId}/ban`, headers: bearer(adminToken), payload: {} });
  });

  it('keeps its entries through writes that cannot change a public read (login, analytics, notifications, drafts, logout)', async () => {
    const reader = await signUp(test.app);
    const listing = '/api/projects';
    await anonymous(test, listing);
    expect((await anonymous(test, listing)).headers['x-read-cache']).toBe('hit');
    const at = new Date().toISOString();
    const writes = [
      { method: 'POST', url: '/api/login', payload: { email: reader.email, password: reader.password }, remoteAddress: nextIp() },
      {
        method: 'POST',
        url: '/api/analytics/events',
        payload: { events: [{ name: 'page_view', path: '/', at }] },
        remoteAddress: nextIp(),
      },
      { method: 'POST', url: '/api/notifications/mark-all-as-read', headers: bearer(reader.token) },
      { method: 'POST', url: `/api/users/${reader.user.id}/update-login-info`, headers: bearer(reader.token), payload: {} },
      { method: 'POST', url: '/api/project-drafts', headers: bearer(reader.token), payload: { data: { title: 'Half a thought' } } },
      { method: 'POST', url: '/api/logout', headers: bearer(reader.token) },
    ] as const;
    for (const write of writes) {
      const response = await test.app.inject(write);
      expect(response.statusCode, `${write.url}: ${response.body}`).toBeLessThan(300);
      expect((await anonymous(test, listing)).headers['x-read-cache'], write.url).toBe('hit');
    }
    // A write that can change one still drops them: a new project.
    await createProject(test, owner.token, { title: 'Dropped the cache' });
    const after = await anonymous(test, listing);
    expect(after.headers['x-read-cache']).toBeUndefined();
    expect(after.body).toContain('Dropped the cache');
  });

  it("is dropped by a login that changes the account's country, which the directory filters on", async () => {
    const partner = await signUp(test.app, {
      is_partner: true,
      organization_name: 'Country Movers',
      country_code: 'UG',
      categories: ['Water'],
      website: 'movers.example.org',
      registration_number: 'EIN 12-3456789',
    });
    const directory = '/api/partners?filter_by=country&filter_value=KE';
    expect((await anonymous(test, directory)).body).not.toContain('Country Movers');
    expect((await anonymous(test, directory)).headers['x-read-cache']).toBe('hit');
    const login = (country_code: string) =>
      test.app.inject({
        method: 'POST',
        url: `/api/users/${partner.user.id}/update-login-info`,
        headers: bearer(partner.token),
        payload: { country_code },
      });
    expect((await login('KE')).statusCode).toBe(200);
    const after = await anonymous(test, directory);
    expect(after.headers['x-read-cache']).toBeUndefined();
    expect(after.body).toContain('Country Movers');
    // The same country again changes nothing public: the entry stays.
    expect((await login('KE')).statusCode).toBe(200);
    expect((await anonymous(test, directory)).headers['x-read-cache']).toBe('hit');
  });

  it('is kept only by the writes reviewed as unable to change a public read (docs/decisions.md)', () => {
    const keeping = test.routes
      .filter((route) => route.config?.keepsPublicReads)
      .flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`))
      .sort();
    expect(keeping).toEqual(
      [
        'POST /api/login',
        'POST /api/logout',
        'POST /api/users/password-reset',
        'POST /api/users/anonymous',
        'POST /api/users/confirm-email',
        'POST /api/users/confirm-email/resend',
        'POST /api/analytics/events',
        'POST /api/notifications/:id/read',
        'POST /api/notifications/mark-all-as-read',
        'POST /api/project-drafts',
        'PATCH /api/project-drafts/:id',
        'DELETE /api/project-drafts/:id',
        'POST /api/users/send-contact-us-message',
        'POST /api/contact-messages/:id/answer',
        'POST /api/uploads',
        'POST /api/users/unsubscribe',
        'POST /api/users/:id/update-login-info',
        'POST /api/users/:id/auth_tokens',
        'PATCH /api/users/:id/auth_tokens/:token_id',
        'POST /api/users/:id/cards',
        'DELETE /api/users/:id/cards/:pmId',
        'POST /api/users/:id/payment-method',
        'DELETE /api/users/:id/payment-method',
        'POST /api/projects/ai/thank-you',
        'POST /api/leads',
        'PATCH /api/leads/:id',
        'DELETE /api/leads/:id',
      ].sort(),
    );
  });

  it('drops its entries on a domain event from work outside any request', async () => {
    const url = `/api/projects/${projectId}`;
    await anonymous(test, url);
    expect((await anonymous(test, url)).headers['x-read-cache']).toBe('hit');
    await setProject(test, projectId, { title: 'Renamed by a job' });
    await test.ctx.transaction((tx) =>
      test.ctx.events.emit(tx, 'update.posted', { update_id: 0, project_id: projectId, author_id: owner.user.id }),
    );
    const after = await anonymous(test, url);
    expect(after.headers['x-read-cache']).toBeUndefined();
    expect(after.json().title).toBe('Renamed by a job');
  });

  it('never keeps a personal answer, nor serves a kept one to a logged-in caller', async () => {
    const url = `/api/projects/${projectId}`;
    await test.app.inject({ method: 'POST', url: `${url}/followers`, headers: bearer(donor.token) });
    const personal = await test.app.inject({ method: 'GET', url, headers: bearer(donor.token) });
    expect(personal.json().user.is_follower_of_project).toBe(true);
    expect(personal.headers['cache-control']).toBe('private, no-cache');
    const again = await test.app.inject({ method: 'GET', url, headers: bearer(donor.token) });
    expect(again.headers['x-read-cache']).toBeUndefined();

    const first = await anonymous(test, url);
    const cached = await anonymous(test, url);
    expect(cached.headers['x-read-cache']).toBe('hit');
    for (const response of [first, cached]) expect(response.json().user?.is_follower_of_project ?? false).toBe(false);
    const loggedIn = await test.app.inject({ method: 'GET', url, headers: bearer(donor.token) });
    expect(loggedIn.headers['x-read-cache']).toBeUndefined();
    expect(loggedIn.json().user.is_follower_of_project).toBe(true);
  });
});

describe('the read cache: the maximum age bounds a change nobody announced', () => {
  let test: TestApp;
  afterAll(() => test.close());

  it('serves a fresh answer once the entry is older than the maximum age', async () => {
    const clock = createFixedClock(new Date());
    test = await createTestApp({ env: { READ_CACHE_MAX_AGE_MS: '5000' }, overrides: { clock } });
    const owner = await signUp(test.app);
    const id = (await createProject(test, owner.token, { title: 'Before' })).id;
    await anonymous(test, `/api/projects/${id}`);
    await setProject(test, id, { title: 'After' }); // straight to the database: no write request, no event
    expect((await anonymous(test, `/api/projects/${id}`)).json().title).toBe('Before');
    clock.advance(4_999);
    expect((await anonymous(test, `/api/projects/${id}`)).json().title).toBe('Before');
    clock.advance(1);
    expect((await anonymous(test, `/api/projects/${id}`)).json().title).toBe('After');
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('the read cache across instances (Redis)', () => {
  let test: TestApp;
  afterAll(() => test.close());

  it('a write on one instance drops the other instance’s entries', async () => {
    test = await createTestApp({ env: { READ_CACHE_MAX_AGE_MS: '600000', REDIS_URL: process.env.TEST_REDIS_URL! } });
    const other = await test.anotherInstance();
    try {
      const owner = await signUp(test.app);
      const id = (await createProject(test, owner.token, { title: 'Shared well' })).id;
      const url = `/api/projects/${id}`;
      // The earlier writes' drops reach the other instance a moment later: read until it keeps the answer.
      await expect
        .poll(async () => (await other.app.inject({ method: 'GET', url })).headers['x-read-cache'], { timeout: 5_000 })
        .toBe('hit');
      const renamed = await test.app.inject({ method: 'PATCH', url, headers: bearer(owner.token), payload: { title: 'Renamed well' } });
      expect(renamed.statusCode).toBe(200);
      // The drop travels over Redis pub/sub: wait for it, then the other instance reads afresh.
      await expect.poll(async () => (await other.app.inject({ method: 'GET', url })).json().title, { timeout: 5_000 }).toBe('Renamed well');
    } finally {
      await other.close();
    }
  });
});
