import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../lib/clock.js';
import { bearer, createTestApp, nextIp, signUp, uniqueEmail, type TestApp } from '../../test-support/test-app.js';
import { getUser, login, sessionRows, setUser, tokenStatus } from '../../test-support/accounts.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('POST /api/login and POST /api/logout', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const postLogin = (payload: Record<string, unknown>, ip = nextIp()) =>
    test.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress: ip });

  it('answers {token, user} with the session user', async () => {
    const account = await signUp(test.app);
    const response = await postLogin({ email: account.email, password: account.password });
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(Object.keys(response.json()).sort()).toEqual(['token', 'user']);
    // The token travels in the body for the client's Authorization header; the API sets no cookie.
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(user).toMatchObject({ id: account.user.id, email: account.email, is_admin: false, is_anonymous: false, roles: [] });
    expect((await getUser(test.app, user.id, token)).json()).toEqual(user);
  });

  it('answers a wrong password and an unknown email with the same 422 body, keyed by email', async () => {
    const account = await signUp(test.app);
    const wrongPassword = await postLogin({ email: account.email, password: 'not-the-password' });
    const unknownEmail = await postLogin({ email: uniqueEmail('nobody'), password: 'not-the-password' });
    expect(wrongPassword.statusCode).toBe(422);
    expect(unknownEmail.statusCode).toBe(422);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json()).toEqual({
      message: 'Email or password is incorrect',
      errors: { email: ['Email or password is incorrect'] },
    });
  });

  it('answers 422 on the field for a malformed email or a missing password', async () => {
    const badEmail = await postLogin({ email: 'nope', password: 'whatever-123' });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().errors).toEqual({ email: ['Please enter a valid email address'] });
    const noPassword = await postLogin({ email: uniqueEmail() });
    expect(noPassword.statusCode).toBe(422);
    expect(noPassword.json().errors).toHaveProperty('password');
  });

  it('refuses a banned account with 403, but only after the right password', async () => {
    const account = await signUp(test.app);
    await setUser(test, account.user.id, { banned_at: new Date() });
    const right = await postLogin({ email: account.email, password: account.password });
    expect(right.statusCode).toBe(403);
    expect(right.json().message).toMatch(/suspended/);
    expect(right.json()).not.toHaveProperty('token');
    const wrong = await postLogin({ email: account.email, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(422);
  });

  it('issues a distinct 256-bit token per login, stored only as a 32-byte hash', async () => {
    const account = await signUp(test.app);
    const tokens = [account.token];
    for (let i = 0; i < 3; i++) tokens.push((await login(test.app, account.email, account.password)).token);
    expect(new Set(tokens).size).toBe(4);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    }
    const rows = await sessionRows(test, account.user.id);
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.token_hash).toHaveLength(32);
      for (const token of tokens) {
        expect(row.token_hash.equals(Buffer.from(token))).toBe(false);
        expect(row.token_hash.equals(Buffer.from(token, 'base64url'))).toBe(false);
        expect(row.token_hash.toString('base64url')).not.toBe(token);
      }
    }
    // Every one of them works.
    for (const token of tokens) expect(await tokenStatus(test.app, token, account.user.id)).toBe(200);
  });

  it('logout revokes exactly the presented token; the same user’s other sessions keep working', async () => {
    const account = await signUp(test.app);
    const other = await login(test.app, account.email, account.password);
    const response = await test.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(account.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged out' });
    expect(await tokenStatus(test.app, account.token, account.user.id)).toBe(401);
    expect(await tokenStatus(test.app, other.token, account.user.id)).toBe(200);
    // GET of oneself with the revoked token is only the public view: the token carries no identity.
    const self = await getUser(test.app, account.user.id, account.token);
    expect(self.json()).not.toHaveProperty('email');
    // A second logout with the same token is refused.
    const again = await test.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(account.token) });
    expect(again.statusCode).toBe(401);
  });

  it('logout without a token answers 401', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBeTruthy();
  });
});

describe('token lifetime', () => {
  const start = new Date('2030-01-01T00:00:00Z');
  const clock = createFixedClock(start);
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ overrides: { clock } });
  });
  afterAll(() => test.close());

  it('expires 365 days after issue', async () => {
    clock.set(start);
    const account = await signUp(test.app);
    const [row] = await sessionRows(test, account.user.id);
    expect(row!.expires_at.getTime() - start.getTime()).toBe(365 * DAY_MS);

    clock.advance(365 * DAY_MS - 60_000);
    expect(await tokenStatus(test.app, account.token, account.user.id)).toBe(200);
    clock.advance(2 * 60_000);
    const expired = await test.app.inject({
      method: 'PATCH',
      url: `/api/users/${account.user.id}`,
      headers: bearer(account.token),
      payload: {},
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toMatch(/expired/);
    // A fresh login works again.
    const fresh = await login(test.app, account.email, account.password);
    expect(await tokenStatus(test.app, fresh.token, account.user.id)).toBe(200);
  });
});
