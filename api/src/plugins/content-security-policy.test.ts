import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';

/** Every HTML response of both SPAs carries a strict Content-Security-Policy. */
describe('Content-Security-Policy on the served SPAs', () => {
  let dir: string;
  let database: DatabaseHandle;
  const apps: FastifyInstance[] = [];

  const start = async (env: Record<string, string> = {}) => {
    const config = loadConfig({
      APP_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_SITE_DIR: path.join(dir, 'public-site'),
      BACKOFFICE_DIR: path.join(dir, 'backoffice'),
      ...env,
    });
    const app = await buildApp({ config, database, serveStatic: true });
    apps.push(app);
    return app;
  };
  const directives = (header: string | string[] | number | undefined) =>
    Object.fromEntries(
      String(header)
        .split('; ')
        .map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyfund-csp-'));
    for (const site of ['public-site', 'backoffice']) {
      fs.mkdirSync(path.join(dir, site, 'assets'), { recursive: true });
      fs.writeFileSync(
        path.join(dir, site, 'index.html'),
        `<!doctype html><title>${site}</title><script type="module" src="/assets/app.js"></script>`,
      );
      fs.writeFileSync(path.join(dir, site, 'assets', 'app.js'), 'console.log(1)');
    }
    fs.mkdirSync(path.join(dir, 'public-site', 'demo'));
    fs.writeFileSync(path.join(dir, 'public-site', 'demo', 'picture.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the public site: scripts from us and Stripe only, no inline anything, no framing, no plugins', async () => {
    const app = await start();
    for (const url of ['/', '/project/12', '/giftcard?x=1', '/index.html']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      const csp = directives(response.headers['content-security-policy']);
      expect(csp, url).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com'],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https://img.youtube.com'],
        'media-src': ["'self'", 'blob:', 'https://res.cloudinary.com'],
        'font-src': ["'self'"],
        'connect-src': ["'self'", 'https://api.stripe.com'],
        'frame-src': ['https://www.youtube-nocookie.com', 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
      });
      expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-inline|unsafe-eval|\*(?!\.js\.stripe\.com)/);
    }
    const svg = await app.inject({ method: 'GET', url: '/demo/picture.svg' });
    expect(svg.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    // Scripts and the API are not documents: no policy needed there.
    expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).headers['content-security-policy']).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']).toBeUndefined();
  });

  it('the back-office has its own policy: no Stripe, inline styles for MUI, never inline scripts', async () => {
    const app = await start();
    for (const url of ['/backoffice/', '/backoffice/users/3/show']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      const csp = directives(response.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
    }
  });

  it('Google and Facebook sign-in hosts are allowed only when those sign-ins are configured', async () => {
    const app = await start({ GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com', FACEBOOK_APP_ID: '1234' });
    const csp = directives((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://accounts.google.com/gsi/client',
      'https://connect.facebook.net',
    ]);
    expect(csp['frame-src']).toContain('https://accounts.google.com/gsi/');
    expect(csp['style-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/style']);
  });
  it("allows the bot-check widget's origins (script, frame, calls) only when a site key is configured", async () => {
    const off = directives((await (await start()).inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(JSON.stringify(off)).not.toMatch(/challenges\.cloudflare\.com|hcaptcha/);

    const turnstile = await start({ BOT_CHECK_SITE_KEY: '0x4AAAA', BOT_CHECK_SECRET: 's' });
    const on = directives(
      (await turnstile.inject({ method: 'GET', url: '/contact', headers: { accept: 'text/html' } })).headers['content-security-policy'],
    );
    for (const name of ['script-src', 'frame-src', 'connect-src']) expect(on[name], name).toContain('https://challenges.cloudflare.com');
    expect(on['style-src']).toEqual(["'self'"]);

    const hcaptcha = await start({
      BOT_CHECK_SITE_KEY: 'site-key',
      BOT_CHECK_SCRIPT_URL: 'https://js.hcaptcha.com/1/api.js?render=explicit',
      BOT_CHECK_CSP_ORIGINS: 'https://newassets.hcaptcha.com, https://api.hcaptcha.com',
    });
    const csp = directives((await hcaptcha.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp['frame-src']).toEqual(
      expect.arrayContaining(['https://js.hcaptcha.com', 'https://newassets.hcaptcha.com', 'https://api.hcaptcha.com']),
    );
    expect(csp['script-src']).not.toContain('https://challenges.cloudflare.com');
    // The back-office's sign-in has the widget too (the same POST /login refuses staff without a token).
    const backoffice = directives(
      (await hcaptcha.inject({ method: 'GET', url: '/backoffice/login', headers: { accept: 'text/html' } })).headers[
        'content-security-policy'
      ],
    );
    for (const name of ['script-src', 'frame-src', 'connect-src']) {
      expect(backoffice[name], name).toEqual(expect.arrayContaining(['https://js.hcaptcha.com', 'https://newassets.hcaptcha.com']));
    }
    const plainBackoffice = directives(
      (await (await start()).inject({ method: 'GET', url: '/backoffice/' })).headers['content-security-policy'],
    );
    expect(plainBackoffice['script-src']).toEqual(["'self'"]);
  });

  it('refuses a bot-check script or origin that is not an http(s) URL', () => {
    expect(() => loadConfig({ BOT_CHECK_SITE_KEY: 'k', BOT_CHECK_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(/BOT_CHECK_SCRIPT_URL/);
    expect(() => loadConfig({ BOT_CHECK_SITE_KEY: 'k', BOT_CHECK_CSP_ORIGINS: '*' })).toThrow(/BOT_CHECK_CSP_ORIGINS/);
  });
});
