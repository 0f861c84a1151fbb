import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../lib/clock.js';
import { bearer, createTestApp, makeAdmin, nextIp, signUp, type TestApp } from '../../test-support/test-app.js';

describe('first-party analytics: POST /api/analytics/events, GET /api/analytics/summary (admins)', () => {
  const clock = createFixedClock(new Date('2026-11-20T12:00:00Z'));
  let test: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    test = await createTestApp({ overrides: { clock } });
    admin = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
  });
  afterAll(() => test.close());

  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
      remoteAddress: nextIp(),
    });
  const summary = async (query = '') =>
    (await test.app.inject({ method: 'GET', url: `/api/analytics/summary${query}`, headers: bearer(admin.token) })).json();
  const at = (iso: string) => new Date(iso).toISOString();

  it('stores a batch sent as text/plain JSON (sendBeacon); the summary counts it by day, event and page', async () => {
    const sent = await send({
      events: [
        { name: 'page_view', path: '/project/12?ref=mail#give', at: at('2026-11-19T13:00:00Z') },
        { name: 'page_view', path: '/project/12', at: at('2026-11-20T09:00:00Z') },
        { name: 'page_view', path: '/about', at: at('2026-11-20T09:30:00Z') },
        { name: 'login_start', path: '/login', at: at('2026-11-20T09:31:00Z') },
        { name: 'payment_failed', path: '/project/12', at: at('2026-11-20T09:40:00Z') },
      ],
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ stored: 5 });
    expect(await summary('?datestart=2026-11-19&dateend=2026-11-20')).toEqual({
      datestart: '2026-11-19',
      dateend: '2026-11-20',
      page_views_by_day: [
        { day: '2026-11-19', count: 1 },
        { day: '2026-11-20', count: 2 },
      ],
      events: [
        { name: 'login_start', count: 1 },
        { name: 'page_view', count: 3 },
        { name: 'payment_failed', count: 1 },
      ],
      top_pages: [
        { path: '/project/12', count: 2 },
        { path: '/about', count: 1 },
      ],
    });
    expect((await summary('?datestart=2026-11-20&dateend=2026-11-20')).page_views_by_day).toEqual([{ day: '2026-11-20', count: 2 }]);
  });

  it('stores nothing under Do Not Track or Global Privacy Control', async () => {
    const batch = { events: [{ name: 'page_view', path: '/dnt', at: at('2026-11-20T11:00:00Z') }] };
    expect((await send(batch, { dnt: '1' })).json()).toEqual({ stored: 0 });
    expect((await send(batch, { 'sec-gpc': '1' })).json()).toEqual({ stored: 0 });
    expect((await summary()).top_pages.some((p: { path: string }) => p.path === '/dnt')).toBe(false);
  });

  it('refuses bad batches with 4xx and field errors, never 5xx', async () => {
    expect((await send('not json')).statusCode).toBe(400);
    expect((await send({ events: [] })).statusCode).toBe(422);
    expect((await send({ events: [{ name: 'click', path: '/', at: at('2026-11-20T11:00:00Z') }] })).statusCode).toBe(422);
    const tooMany = { events: Array.from({ length: 51 }, () => ({ name: 'page_view', path: '/', at: at('2026-11-20T11:00:00Z') })) };
    expect((await send(tooMany)).statusCode).toBe(422);
    const json = await test.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { events: [{ name: 'sign_up_start', path: '/signup', at: at('2026-11-20T11:00:00Z') }] },
    });
    expect(json.json()).toEqual({ stored: 1 });
    // A stale tab's day-old events are dropped.
    expect((await send({ events: [{ name: 'page_view', path: '/old', at: at('2026-11-18T11:00:00Z') }] })).json()).toEqual({ stored: 0 });
  });

  it('shows the summary to admins alone; a reversed period is a field error', async () => {
    const donor = await signUp(test.app);
    expect((await test.app.inject({ method: 'GET', url: '/api/analytics/summary', headers: bearer(donor.token) })).statusCode).toBe(403);
    expect((await test.app.inject({ method: 'GET', url: '/api/analytics/summary' })).statusCode).toBe(401);
    expect((await summary('?datestart=2026-11-20&dateend=2026-11-01')).errors.dateend).toHaveLength(1);
  });
});
