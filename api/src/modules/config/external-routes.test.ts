import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

describe('GET /api/config: where /store and /invest go (issue #12)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    delete process.env.STORE_URL;
    delete process.env.INVEST_URL;
    delete process.env.ANALYTICS;
    await test.close();
  });

  const config = async () => (await test.app.inject({ method: 'GET', url: '/api/config' })).json();

  it('answers STORE_URL and INVEST_URL, or null when they are not set', async () => {
    expect(await config()).toMatchObject({ store_url: null, invest_url: null });
    process.env.STORE_URL = 'https://shop.example.org/storyfund';
    process.env.INVEST_URL = 'https://invest.example.org';
    expect(await config()).toMatchObject({ store_url: 'https://shop.example.org/storyfund', invest_url: 'https://invest.example.org' });
  });

  it('turns first-party analytics on in production only, unless ANALYTICS says', async () => {
    expect((await config()).analytics).toBe(false);
    process.env.ANALYTICS = 'on';
    expect((await config()).analytics).toBe(true);
  });
});
