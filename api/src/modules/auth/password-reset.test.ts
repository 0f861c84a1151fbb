import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../lib/clock.js';
import { createTestApp, nextIp, signUp, uniqueEmail, type TestApp } from '../../test-support/test-app.js';
import { emailedToken, expectNoPassword, getUser, login, mailsTo, setUser, tokenStatus } from '../../test-support/accounts.js';

const NEW_PASSWORD = 'brand-new-pass-7';

function resetApi(test: () => TestApp) {
  return {
    request: (email: string, ip = nextIp()) =>
      test().app.inject({ method: 'GET', url: `/api/users/password-reset?email=${encodeURIComponent(email)}`, remoteAddress: ip }),
    reset: (payload: Record<string, unknown>) =>
      test().app.inject({ method: 'POST', url: '/api/users/password-reset', payload, remoteAddress: nextIp() }),
    login: (email: string, password: string) =>
      test().app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: nextIp() }),
  };
}

describe('password reset', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());
  const api = resetApi(() => test);

  it('answers the same for a known and an unknown email, and emails only the known one, once', async () => {
    const account = await signUp(test.app);
    const unknown = uniqueEmail('nobody');
    const known = await api.request(account.email);
    const missing = await api.request(unknown);
    expect(known.statusCode).toBe(200);
    expect(missing.statusCode).toBe(known.statusCode);
    expect(missing.body).toBe(known.body);
    expect(known.json()).toEqual({ message: expect.stringMatching(/If an account exists/) });

    const mails = (await mailsTo(test, account.email)).filter((m) => /reset/i.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toMatch(/http:\/\/storyfund\.test\/password-reset\?token=[A-Za-z0-9_-]{43,}/);
    expect(await mailsTo(test, unknown)).toHaveLength(0);
  });

  it('answers a banned account the same way but emails it nothing', async () => {
    const account = await signUp(test.app);
    await setUser(test, account.user.id, { banned_at: new Date() });
    const response = await api.request(account.email);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe((await api.request(uniqueEmail('nobody'))).body);
    expect((await mailsTo(test, account.email)).filter((m) => /reset/i.test(m.subject))).toHaveLength(0);
  });

  it('refuses a link of an account banned after it was sent, like login does', async () => {
    const account = await signUp(test.app);
    await api.request(account.email);
    const token = await emailedToken(test, account.email, '/password-reset');
    await setUser(test, account.user.id, { banned_at: new Date() });
    const response = await api.reset({ token, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().token).toBeUndefined();
  });

  it('answers 422 on email for a malformed address', async () => {
    const response = await api.request('not-an-email');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('email');
  });

  it('sets the new password, logs in, and ends every older session', async () => {
    const account = await signUp(test.app);
    const other = await login(test.app, account.email, account.password);
    await api.request(account.email);
    const token = await emailedToken(test, account.email, '/password-reset');

    const response = await api.reset({ token, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expectNoPassword(response, NEW_PASSWORD);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['token', 'user']);
    expect(body.user).toMatchObject({ id: account.user.id, email: account.email });
    // The link proves the mailbox, so the address counts as confirmed.
    expect(body.user.email_confirmation_at).not.toBeNull();

    expect(await tokenStatus(test.app, body.token, account.user.id)).toBe(200);
    expect(await tokenStatus(test.app, account.token, account.user.id)).toBe(401);
    expect(await tokenStatus(test.app, other.token, account.user.id)).toBe(401);
    expect((await api.login(account.email, account.password)).statusCode).toBe(422);
    expect((await api.login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a used link ends every other link sent before it', async () => {
    const account = await signUp(test.app);
    await api.request(account.email);
    const older = await emailedToken(test, account.email, '/password-reset');
    await api.request(account.email);
    const newer = await emailedToken(test, account.email, '/password-reset');
    expect(newer).not.toBe(older);
    expect((await api.reset({ token: newer, password: NEW_PASSWORD })).statusCode).toBe(200);
    const stale = await api.reset({ token: older, password: 'attacker-chosen-9' });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors).toHaveProperty('token');
    expect((await api.login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a password changed in settings ends every reset link sent before', async () => {
    const account = await signUp(test.app);
    await api.request(account.email);
    const token = await emailedToken(test, account.email, '/password-reset');
    const change = await test.app.inject({
      method: 'PATCH',
      url: `/api/users/${account.user.id}`,
      headers: { authorization: `Bearer ${account.token}` },
      payload: { password: NEW_PASSWORD, current_password: account.password },
    });
    expect(change.statusCode).toBe(200);
    const stale = await api.reset({ token, password: 'attacker-chosen-9' });
    expect(stale.statusCode).toBe(422);
    expect((await api.login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('with no_login answers a message and no token', async () => {
    const account = await signUp(test.app);
    await api.request(account.email);
    const token = await emailedToken(test, account.email, '/password-reset');
    const response = await api.reset({ token, password: NEW_PASSWORD, no_login: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await tokenStatus(test.app, account.token, account.user.id)).toBe(401);
    expect((await api.login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works once: a second use of the link answers 422 on token', async () => {
    const account = await signUp(test.app);
    await api.request(account.email);
    const token = await emailedToken(test, account.email, '/password-reset');
    expect((await api.reset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
    const again = await api.reset({ token, password: 'a-third-password' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toHaveProperty('token');
    expect((await api.login(account.email, 'a-third-password')).statusCode).toBe(422);
    expect((await api.login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works once even when used twice at the same moment', async () => {
    const account = await signUp(test.app);
    await api.request(account.email);
    const token = await emailedToken(test, account.email, '/password-reset');
    const results = await Promise.all([api.reset({ token, password: NEW_PASSWORD }), api.reset({ token, password: NEW_PASSWORD })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });

  it('refuses a short password without spending the link', async () => {
    const account = await signUp(test.app);
    await api.request(account.email);
    const token = await emailedToken(test, account.email, '/password-reset');
    const short = await api.reset({ token, password: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ password: ['Password must be at least 8 characters'] });
    expect((await api.reset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses an unknown token with 422 on token', async () => {
    const response = await api.reset({ token: 'A'.repeat(43), password: NEW_PASSWORD });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('token');
  });

  it('never lets a session or confirmation token stand in for a reset token', async () => {
    const account = await signUp(test.app);
    const confirmation = await emailedToken(test, account.email, '/confirm-email');
    for (const token of [account.token, confirmation]) {
      expect((await api.reset({ token, password: NEW_PASSWORD })).statusCode).toBe(422);
    }
    expect((await getUser(test.app, account.user.id, account.token)).statusCode).toBe(200);
  });
});

describe('password reset link lifetime', () => {
  const clock = createFixedClock(new Date('2031-06-01T10:00:00Z'));
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ overrides: { clock } });
  });
  afterAll(() => test.close());
  const api = resetApi(() => test);

  it('works for 1 hour after it was sent, not after', async () => {
    const account = await signUp(test.app);
    await api.request(account.email);
    const first = await emailedToken(test, account.email, '/password-reset');
    await api.request(account.email);
    const second = await emailedToken(test, account.email, '/password-reset');
    expect(second).not.toBe(first);

    clock.advance(59 * 60 * 1000);
    expect((await api.reset({ token: first, password: NEW_PASSWORD })).statusCode).toBe(200);
    clock.advance(2 * 60 * 1000);
    const expired = await api.reset({ token: second, password: 'a-third-password' });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors.token[0]).toMatch(/expired/);
    expect((await api.login(account.email, 'a-third-password')).statusCode).toBe(422);
    expect((await api.login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
