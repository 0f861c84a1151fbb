import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const GB_ADDRESS = '81.2.69.142';
const FR_ADDRESS = '90.0.0.1';
const US_ADDRESS = '8.8.8.8';

describe('GET /api/users/get-ipdata: the country from an offline database, through the trusted proxy only', () => {
  let test: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
    proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await test.close();
    await proxied.close();
  });

  const ipData = (app: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url: '/api/users/get-ipdata', remoteAddress, headers });

  it('answers GB and pounds for a British address, EUR for an EU one, no notice elsewhere', async () => {
    expect((await ipData(test, GB_ADDRESS)).json()).toEqual({ country_code: 'GB', notice_currency: 'GBP' });
    expect((await ipData(test, FR_ADDRESS)).json()).toEqual({ country_code: 'FR', notice_currency: 'EUR' });
    expect((await ipData(test, US_ADDRESS)).json()).toEqual({ country_code: 'US', notice_currency: null });
    expect((await ipData(test, '127.0.0.1')).json()).toEqual({ country_code: null, notice_currency: null });
  });

  it('reads X-Forwarded-For only when a proxy is trusted', async () => {
    const forwarded = { 'x-forwarded-for': GB_ADDRESS };
    expect((await ipData(test, '127.0.0.1', forwarded)).json().country_code).toBeNull();
    expect((await ipData(proxied, '127.0.0.1', forwarded)).json().country_code).toBe('GB');
  });
});

describe('GET /api/users/get-usd-exchange-rates: daily from the provider, dated fallbacks', () => {
  const clock = createFixedClock(new Date('2026-11-20T10:00:00Z'));
  let calls = 0;
  let providerUp = true;
  let test: TestApp;
  let builtIn: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    test = await createTestApp({
      env: { EXCHANGE_RATES_URL: 'http://rates.test/latest?base=USD' },
      overrides: {
        clock,
        fetch: async () => {
          calls++;
          if (!providerUp) throw new Error('connect ECONNREFUSED');
          const body = { base: 'USD', rates: { AUD: 1.5, CAD: 1.38, GBP: 0.79, EUR: 0.92, JPY: 150 } };
          return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
        },
      },
    });
    builtIn = await createTestApp();
    off = await createTestApp({ env: { EXCHANGE_RATES: 'off' } });
  });
  afterAll(async () => {
    await test.close();
    await builtIn.close();
    await off.close();
  });

  const rates = (app: TestApp) => app.app.inject({ method: 'GET', url: '/api/users/get-usd-exchange-rates' });

  it('fetches once a day and answers the stored rates after', async () => {
    const first = await rates(test);
    expect(first.json()).toEqual({
      base: 'USD',
      rates: { AUD: 1.5, CAD: 1.38, GBP: 0.79, EUR: 0.92 },
      as_of: '2026-11-20',
      source: 'provider',
    });
    await rates(test);
    await rates(test);
    expect(calls).toBe(1);
  });

  it('answers the latest day fetched, dated, when the provider is unreachable the next day', async () => {
    providerUp = false;
    clock.set(new Date('2026-11-21T09:00:00Z'));
    const answer = (await rates(test)).json();
    expect(answer).toMatchObject({ as_of: '2026-11-20', source: 'cache', rates: { GBP: 0.79 } });
    providerUp = true;
  });

  it('leaves a failed provider alone for 10 minutes, then asks it again', async () => {
    // The provider failed at 09:00 (the test before): visitors' calls meanwhile do not wait for it.
    const before = calls;
    clock.set(new Date('2026-11-21T09:09:00Z'));
    expect((await rates(test)).json()).toMatchObject({ as_of: '2026-11-20', source: 'cache' });
    expect(calls).toBe(before);
    clock.set(new Date('2026-11-21T09:10:00Z'));
    expect((await rates(test)).json()).toMatchObject({ as_of: '2026-11-21', source: 'provider' });
    expect(calls).toBe(before + 1);
  });

  it('answers built-in dated rates without a provider, and 404 when rates are off', async () => {
    const answer = (await rates(builtIn)).json();
    expect(answer.source).toBe('fallback');
    expect(answer.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(answer.rates)).toEqual(['AUD', 'CAD', 'GBP', 'EUR']);
    expect((await rates(off)).statusCode).toBe(404);
  });
});
