import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../config.js';
import { createTestApp, uniqueEmail, type TestApp } from '../test-support/test-app.js';
import { LIMITS } from '../modules/auth/auth-limits.js';

describe('TRUST_PROXY', () => {
  it('is no proxy, a hop count, or a list of proxy addresses and ranges, never every hop', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7,fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8']);
    expect(parseTrustProxy('loopback')).toEqual(['loopback']);
    expect(() => parseTrustProxy('true')).toThrow(/hop count/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/);
    expect(() => parseTrustProxy('proxy.example')).toThrow(/TRUST_PROXY/);
  });
});

describe('the client address behind one trusted proxy', () => {
  let dev: TestApp;
  beforeAll(async () => {
    dev = await createTestApp({ env: { APP_ENV: 'development', TRUST_PROXY: '1' } });
  });
  afterAll(() => dev.close());

  it('is the address the proxy appended, so a client cannot pick its own to escape a per-IP limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.loginIp.limit + 5; i++) {
      const response = await dev.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: uniqueEmail('guess'), password: 'guess-password' },
        headers: { 'x-forwarded-for': `10.77.${i}.1, 198.51.100.7` },
        remoteAddress: '10.0.0.2',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, LIMITS.loginIp.limit).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(LIMITS.loginIp.limit)).toEqual([429, 429, 429, 429, 429]);
    // Another client behind the same load balancer is its own address.
    const other = await dev.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: uniqueEmail('guess'), password: 'guess-password' },
      headers: { 'x-forwarded-for': '198.51.100.8' },
      remoteAddress: '10.0.0.2',
    });
    expect(other.statusCode).toBe(422);
  });

  it('does not open the development mailbox to a remote client that claims to be this machine', async () => {
    const claimed = await dev.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      headers: { 'x-forwarded-for': '127.0.0.1' },
      remoteAddress: '203.0.113.9',
    });
    expect(claimed.statusCode).toBe(404);
    // A proxy on this machine forwarding a remote client: still not this machine.
    const forwarded = await dev.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      remoteAddress: '127.0.0.1',
    });
    expect(forwarded.statusCode).toBe(404);
    expect((await dev.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
  });
});
