import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../lib/clock.js';
import { bearer, createTestApp, nextIp, signUp, type TestApp } from '../../test-support/test-app.js';
import { emailedToken, getUser, mailsTo, startGuest } from '../../test-support/accounts.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('email confirmation', () => {
  const start = new Date('2032-03-01T08:00:00Z');
  const clock = createFixedClock(start);
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ overrides: { clock } });
  });
  afterAll(() => test.close());

  const confirm = (token: string) => test.app.inject({ method: 'POST', url: '/api/users/confirm-email', payload: { token } });
  const resend = (token?: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/users/confirm-email/resend',
      headers: token ? bearer(token) : {},
      remoteAddress: nextIp(),
    });

  it('the emailed link sets email_confirmation_at', async () => {
    clock.set(start);
    const account = await signUp(test.app);
    expect((await getUser(test.app, account.user.id, account.token)).json().email_confirmation_at).toBeNull();
    const token = await emailedToken(test, account.email, '/confirm-email');

    clock.advance(60_000);
    const response = await confirm(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: account.user.id,
      email_confirmation_at: new Date(start.getTime() + 60_000).toISOString(),
    });
    const self = await getUser(test.app, account.user.id, account.token);
    expect(self.json().email_confirmation_at).toBe(new Date(start.getTime() + 60_000).toISOString());
  });

  it('a used link answers 422 on token and changes nothing', async () => {
    clock.set(start);
    const account = await signUp(test.app);
    const token = await emailedToken(test, account.email, '/confirm-email');
    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    clock.advance(DAY_MS);
    const again = await confirm(token);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toHaveProperty('token');
    expect((await getUser(test.app, account.user.id, account.token)).json().email_confirmation_at).toBe(
      first.json().user.email_confirmation_at,
    );
  });

  it('an unknown link answers 422 on token', async () => {
    const response = await confirm('B'.repeat(43));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('token');
  });

  it('a password-reset link does not confirm an email', async () => {
    clock.set(start);
    const account = await signUp(test.app);
    await test.app.inject({ method: 'GET', url: `/api/users/password-reset?email=${account.email}`, remoteAddress: nextIp() });
    const resetToken = await emailedToken(test, account.email, '/password-reset');
    expect((await confirm(resetToken)).statusCode).toBe(422);
    expect((await getUser(test.app, account.user.id, account.token)).json().email_confirmation_at).toBeNull();
  });

  it('a link expires after 7 days', async () => {
    clock.set(start);
    const account = await signUp(test.app);
    const token = await emailedToken(test, account.email, '/confirm-email');
    clock.advance(7 * DAY_MS + 1000);
    expect((await confirm(token)).statusCode).toBe(422);
    expect((await getUser(test.app, account.user.id, account.token)).json().email_confirmation_at).toBeNull();
  });

  it('resend emails a new working link; once confirmed it says so and sends nothing', async () => {
    clock.set(start);
    const account = await signUp(test.app);
    const firstLink = await emailedToken(test, account.email, '/confirm-email');
    const response = await resend(account.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain(account.email);
    expect(await mailsTo(test, account.email)).toHaveLength(2);
    const secondLink = await emailedToken(test, account.email, '/confirm-email');
    expect(secondLink).not.toBe(firstLink);

    expect((await confirm(secondLink)).statusCode).toBe(200);
    const confirmed = await resend(account.token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toMatch(/already confirmed/);
    expect(await mailsTo(test, account.email)).toHaveLength(2);
  });

  it('resend needs a logged-in full account', async () => {
    expect((await resend()).statusCode).toBe(401);
    const guest = await startGuest(test.app);
    expect((await resend(guest.token)).statusCode).toBe(403);
  });
});
