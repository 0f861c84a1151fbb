import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../lib/clock.js';
import { bearer, createTestApp, nextIp, signUp, uniqueEmail, type TestApp } from '../../test-support/test-app.js';
import { mailsTo, startGuest } from '../../test-support/accounts.js';
import { LIMITS } from './auth-limits.js';

/** A 429 with the API's error body and a Retry-After within the rule's window. */
function expectLimited(response: LightMyRequestResponse, windowSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message: expect.stringMatching(/too many/i) });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('rate limits on login, sign-up, password reset and claim', () => {
  const clock = createFixedClock(new Date('2033-01-01T12:00:00Z'));
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ overrides: { clock } });
  });
  afterAll(() => test.close());

  const loginAs = (email: string, password: string, ip = nextIp()) =>
    test.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

  it('limits login attempts per IP, then lets the IP in again after the window', async () => {
    const account = await signUp(test.app);
    const ip = nextIp();
    for (let i = 0; i < LIMITS.loginIp.limit; i++) {
      expect((await loginAs(uniqueEmail('guess'), 'guess-password', ip)).statusCode).toBe(422);
    }
    expectLimited(await loginAs(account.email, account.password, ip), LIMITS.loginIp.windowSeconds);
    // Other clients are not affected.
    expect((await loginAs(account.email, account.password)).statusCode).toBe(200);
    clock.advance(LIMITS.loginIp.windowSeconds * 1000);
    expect((await loginAs(account.email, account.password, ip)).statusCode).toBe(200);
  });

  it('limits login attempts per email whatever the IP, even with the right password', async () => {
    const account = await signUp(test.app);
    for (let i = 0; i < LIMITS.loginEmail.limit; i++) {
      expect((await loginAs(account.email, 'wrong-password')).statusCode).toBe(422);
    }
    expectLimited(await loginAs(account.email.toUpperCase(), account.password), LIMITS.loginEmail.windowSeconds);
    // Another account is not affected.
    const other = await signUp(test.app);
    expect((await loginAs(other.email, other.password)).statusCode).toBe(200);
  });

  it('limits unknown emails the same way, so the limit does not reveal accounts', async () => {
    const email = uniqueEmail('nobody');
    for (let i = 0; i < LIMITS.loginEmail.limit; i++) expect((await loginAs(email, 'wrong-password')).statusCode).toBe(422);
    expectLimited(await loginAs(email, 'wrong-password'), LIMITS.loginEmail.windowSeconds);
  });

  it('a successful login resets the per-email counter', async () => {
    const account = await signUp(test.app);
    for (let i = 0; i < LIMITS.loginEmail.limit - 1; i++) {
      expect((await loginAs(account.email, 'wrong-password')).statusCode).toBe(422);
    }
    expect((await loginAs(account.email, account.password)).statusCode).toBe(200);
    for (let i = 0; i < LIMITS.loginEmail.limit; i++) {
      expect((await loginAs(account.email, 'wrong-password')).statusCode).toBe(422);
    }
    expectLimited(await loginAs(account.email, 'wrong-password'), LIMITS.loginEmail.windowSeconds);
  });

  it('limits sign-ups per IP', async () => {
    const ip = nextIp();
    for (let i = 0; i < LIMITS.signupIp.limit; i++) await signUp(test.app, {}, ip);
    const email = uniqueEmail('blocked');
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { email, password: 'correct-horse-42', first_name: 'A', last_name: 'B' },
      remoteAddress: ip,
    });
    expectLimited(response, LIMITS.signupIp.windowSeconds);
    expect(await mailsTo(test, email)).toHaveLength(0);
    await signUp(test.app, {}, nextIp());
  });

  it('limits password-reset requests per email (known or not) and sends no more mail', async () => {
    const account = await signUp(test.app);
    const unknown = uniqueEmail('nobody');
    const request = (email: string) =>
      test.app.inject({ method: 'GET', url: `/api/users/password-reset?email=${encodeURIComponent(email)}`, remoteAddress: nextIp() });
    for (let i = 0; i < LIMITS.resetEmail.limit; i++) {
      expect((await request(account.email)).statusCode).toBe(200);
      expect((await request(unknown)).statusCode).toBe(200);
    }
    expectLimited(await request(account.email), LIMITS.resetEmail.windowSeconds);
    expectLimited(await request(unknown), LIMITS.resetEmail.windowSeconds);
    const resets = (await mailsTo(test, account.email)).filter((m) => /reset/i.test(m.subject));
    expect(resets).toHaveLength(LIMITS.resetEmail.limit);
  });

  it('limits password-reset requests per IP', async () => {
    const ip = nextIp();
    const request = () => test.app.inject({ method: 'GET', url: `/api/users/password-reset?email=${uniqueEmail('r')}`, remoteAddress: ip });
    for (let i = 0; i < LIMITS.resetIp.limit; i++) expect((await request()).statusCode).toBe(200);
    expectLimited(await request(), LIMITS.resetIp.windowSeconds);
  });

  it('limits claim attempts per email, keeping the anonymous token', async () => {
    const existing = await signUp(test.app);
    const guest = await startGuest(test.app);
    const claim = (password: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/users/anonymous/claim',
        headers: bearer(guest.token),
        payload: { email: existing.email, password },
        remoteAddress: nextIp(),
      });
    for (let i = 0; i < LIMITS.claimEmail.limit; i++) expect((await claim('wrong-password')).statusCode).toBe(422);
    expectLimited(await claim(existing.password), LIMITS.claimEmail.windowSeconds);
    const self = await test.app.inject({ method: 'GET', url: `/api/users/${guest.user.id}`, headers: bearer(guest.token) });
    expect(self.json().is_anonymous).toBe(true);
  });

  it('limits claim attempts per IP', async () => {
    const ip = nextIp();
    const claim = async () => {
      const guest = await startGuest(test.app);
      return test.app.inject({
        method: 'POST',
        url: '/api/users/anonymous/claim',
        headers: bearer(guest.token),
        payload: { email: uniqueEmail('claim'), password: 'claimed-pass-1' },
        remoteAddress: ip,
      });
    };
    for (let i = 0; i < LIMITS.claimIp.limit; i++) expect((await claim()).statusCode).toBe(200);
    expectLimited(await claim(), LIMITS.claimIp.windowSeconds);
  });

  it('limits guest accounts per IP', async () => {
    const ip = nextIp();
    const start = () => test.app.inject({ method: 'POST', url: '/api/users/anonymous', payload: {}, remoteAddress: ip });
    for (let i = 0; i < LIMITS.guestIp.limit; i++) expect((await start()).statusCode).toBe(201);
    expectLimited(await start(), LIMITS.guestIp.windowSeconds);
  });
});
