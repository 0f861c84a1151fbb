import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

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
