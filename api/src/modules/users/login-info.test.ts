import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../lib/clock.js';
import { bearer, createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { getUser } from '../../test-support/accounts.js';

describe('POST /api/users/{id}/update-login-info', () => {
  const start = new Date('2034-05-05T05:05:05Z');
  const clock = createFixedClock(start);
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ overrides: { clock } });
  });
  afterAll(() => test.close());

  const post = (id: number, token: string | undefined, payload?: Record<string, unknown>) =>
    test.app.inject({
      method: 'POST',
      url: `/api/users/${id}/update-login-info`,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });

  it('counts the login, stamps last_logged_at and stores the country code', async () => {
    const account = await signUp(test.app);
    expect((await getUser(test.app, account.user.id, account.token)).json()).toMatchObject({ login_count: 0, last_logged_at: null });

    clock.set(start);
    const first = await post(account.user.id, account.token, { country_code: 'gb' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: account.user.id, country_code: 'GB', login_count: 1, last_logged_at: start.toISOString() });

    clock.advance(3_600_000);
    const second = await post(account.user.id, account.token, { country_code: 'KE' });
    expect(second.json()).toMatchObject({
      country_code: 'KE',
      login_count: 2,
      last_logged_at: new Date(start.getTime() + 3_600_000).toISOString(),
    });

    const self = (await getUser(test.app, account.user.id, account.token)).json();
    expect(self).toMatchObject({ country_code: 'KE', login_count: 2, last_logged_at: new Date(start.getTime() + 3_600_000).toISOString() });
  });

  it('keeps the stored country when none (or null) is sent', async () => {
    const account = await signUp(test.app);
    await post(account.user.id, account.token, { country_code: 'US' });
    expect((await post(account.user.id, account.token)).json()).toMatchObject({ country_code: 'US', login_count: 2 });
    expect((await post(account.user.id, account.token, { country_code: null })).json()).toMatchObject({
      country_code: 'US',
      login_count: 3,
    });
  });

  it('answers 422 on country_code for an unknown country, counting nothing', async () => {
    const account = await signUp(test.app);
    for (const country_code of ['XX', 'USA', '1']) {
      const response = await post(account.user.id, account.token, { country_code });
      expect(response.statusCode, country_code).toBe(422);
      expect(response.json().errors, country_code).toHaveProperty('country_code');
    }
    expect((await getUser(test.app, account.user.id, account.token)).json()).toMatchObject({ login_count: 0, country_code: null });
  });

  it("refuses someone else's account with 403 and no token with 401", async () => {
    const account = await signUp(test.app);
    const other = await signUp(test.app);
    expect((await post(other.user.id, account.token, { country_code: 'FR' })).statusCode).toBe(403);
    expect((await post(other.user.id, undefined, { country_code: 'FR' })).statusCode).toBe(401);
    expect((await getUser(test.app, other.user.id, other.token)).json()).toMatchObject({ login_count: 0, country_code: null });
  });

  it('lets an admin record it for another account', async () => {
    const admin = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    const account = await signUp(test.app);
    const response = await post(account.user.id, admin.token, { country_code: 'de' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ country_code: 'DE', login_count: 1 });
  });
});
