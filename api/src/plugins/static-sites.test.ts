import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { createFixedClock } from '../lib/clock.js';

/** A built site as Vite leaves it: index.html, a hashed bundle with its brotli and gzip twins, and its source map. */
async function writeSite(dir: string, bundle: string): Promise<void> {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Storyfund</title><div id="root"></div>');
  await writeFile(path.join(dir, 'assets', 'index-abc123.js'), bundle);
  await writeFile(path.join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(bundle));
  await writeFile(path.join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(bundle));
  await writeFile(path.join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
}

describe('the built sites: cache headers, pre-compressed assets, no public source maps', () => {
  let test: TestApp;
  let root: string;
  const bundle = `console.log(${JSON.stringify('storyfund '.repeat(400))});`;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'storyfund-static-'));
    await writeSite(path.join(root, 'public-site'), bundle);
    await writeSite(path.join(root, 'backoffice'), bundle);
    test = await createTestApp({
      serveStatic: true,
      env: { PUBLIC_SITE_DIR: path.join(root, 'public-site'), BACKOFFICE_DIR: path.join(root, 'backoffice') },
    });
  });
  afterAll(async () => {
    await test.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves hashed assets immutable for a year, and the smallest encoding the browser accepts', async () => {
    for (const prefix of ['/', '/backoffice/']) {
      const plain = await test.app.inject({ method: 'GET', url: `${prefix}assets/index-abc123.js` });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(plain.body).toBe(bundle);

      const br = await test.app.inject({
        method: 'GET',
        url: `${prefix}assets/index-abc123.js`,
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
      expect(br.rawPayload.length).toBeLessThan(bundle.length / 4);

      const gz = await test.app.inject({ method: 'GET', url: `${prefix}assets/index-abc123.js`, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
    }
  });

  it('revalidates the HTML on every visit', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/project/12', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toBeTruthy();
  });

  it('never serves source maps', async () => {
    for (const prefix of ['/', '/backoffice/']) {
      const map = await test.app.inject({ method: 'GET', url: `${prefix}assets/index-abc123.js.map` });
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('secret.ts');
    }
  });
});

describe('the index page of client-side routes: kept in memory, compressed once', () => {
  let test: TestApp;
  let root: string;
  const clock = createFixedClock(new Date('2026-03-01T00:00:00Z'));
  const page = (accept = 'gzip, deflate, br') =>
    test.app.inject({ method: 'GET', url: '/staffpicks', headers: { accept: 'text/html', 'accept-encoding': accept } });

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'storyfund-index-'));
    await writeSite(path.join(root, 'public-site'), 'console.log(1);');
    await writeSite(path.join(root, 'backoffice'), 'console.log(1);');
    test = await createTestApp({
      serveStatic: true,
      overrides: { clock },
      env: { PUBLIC_SITE_DIR: path.join(root, 'public-site'), BACKOFFICE_DIR: path.join(root, 'backoffice') },
    });
  });
  afterAll(async () => {
    await test.close();
    await rm(root, { recursive: true, force: true });
  });

  it('sends a small page as it is, with a length (no compression stream per page view)', async () => {
    const small = await page();
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['content-length']).toBe(String(small.rawPayload.length));
    expect(small.body).toBe('<!doctype html><title>Storyfund</title><div id="root"></div>');
    expect(small.headers['content-security-policy']).toBeTruthy();
  });

  it('answers a client-side route with the page, without looking for a file of that name; a missing file is a 404', async () => {
    // A file named like a route is never what a navigation wants: the route is the app's.
    await writeFile(path.join(root, 'public-site', 'staffpicks'), 'not the page');
    expect((await page()).body).toBe('<!doctype html><title>Storyfund</title><div id="root"></div>');
    const nested = await test.app.inject({ method: 'GET', url: '/project/12?tab=updates', headers: { accept: 'text/html' } });
    expect(nested.body).toContain('<div id="root">');
    const office = await test.app.inject({ method: 'GET', url: '/backoffice/projects/12', headers: { accept: 'text/html' } });
    expect(office.statusCode).toBe(200);
    expect(office.headers['content-security-policy']).toBeTruthy();
    const missing = await test.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(missing.statusCode).toBe(404);
    const api = await test.app.inject({ method: 'GET', url: '/api/no-such-call', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
  });

  it('serves a rebuilt page once the file changes, compressed as the browser accepts when over 1 KB', async () => {
    const rebuilt = `<!doctype html><title>Storyfund</title>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(40)}`;
    await writeFile(path.join(root, 'public-site', 'index.html'), rebuilt);
    clock.advance(1000);
    const br = await page();
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(rebuilt);
    expect(br.rawPayload.length).toBeLessThan(rebuilt.length / 4);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const gz = await page('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(rebuilt);
    const plain = await page('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(rebuilt);
    const home = await test.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(home.rawPayload).toString()).toBe(rebuilt);
  });
});
