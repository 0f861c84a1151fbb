import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../test-support/test-app.js';
import { createProject, recordGift } from '../test-support/projects.js';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('HTTP caching and compression of API reads', () => {
  let test: TestApp;
  let token: string;
  let projectId: number;
  let donorId: number;

  beforeAll(async () => {
    test = await createTestApp();
    const owner = await signUp(test.app);
    token = owner.token;
    donorId = (await signUp(test.app)).user.id;
    projectId = (await createProject(test, token, { title: 'Cache well' })).id;
    // Enough projects that a listing answer is over the 1 KB compression threshold.
    for (let i = 0; i < 6; i++) await createProject(test, token, { title: `Cache project ${i}` });
  });
  afterAll(() => test.close());

  it('lets a CDN keep an anonymous listing briefly (a browser revalidates), keyed by the Authorization header', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/projects' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
    expect(String(response.headers.vary)).toMatch(/authorization/i);
    expect(response.headers.etag).toMatch(/^W\/".+"$/);
  });

  it('never makes a logged-in answer shared-cacheable, not even on a public route', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/projects', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const personal = await test.app.inject({ method: 'GET', url: '/api/projects/personal', headers: bearer(token) });
    expect(personal.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers 304 with no body while the answer is unchanged, and the full answer once it changed', async () => {
    const url = `/api/projects/${projectId}`;
    const first = await test.app.inject({ method: 'GET', url });
    const etag = String(first.headers.etag);
    const again = await test.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    await recordGift(test, projectId, donorId, 2_500);
    const changed = await test.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().stats.amount_raised_cents).toBe(2_500);
  });

  it('gives no entity tag to writes or errors', async () => {
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: bearer(token),
      payload: { title: 'Another', description: 'x', goal_amount_cents: 10_000, categories: ['Water'], country_code: 'KE' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers.etag).toBeUndefined();
    const missing = await test.app.inject({ method: 'GET', url: '/api/projects/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBeUndefined();
  });

  it('compresses JSON as the client accepts (brotli first, then gzip), with the same entity tag', async () => {
    const plain = await test.app.inject({ method: 'GET', url: '/api/projects' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await test.app.inject({ method: 'GET', url: '/api/projects', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.headers.etag).toBe(plain.headers.etag);

    const gz = await test.app.inject({ method: 'GET', url: '/api/projects', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });
});
