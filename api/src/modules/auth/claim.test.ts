import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, nextIp, signUp, uniqueEmail, type TestApp } from '../../test-support/test-app.js';
import { expectNoPassword, getUser, login, mailsTo, setUser, startGuest, tokenStatus, userRow } from '../../test-support/accounts.js';

const PASSWORD_INVALID = 'Password is invalid';
const ACCOUNT_EXISTS = 'You already have an account. Please add correct password to login';

describe('anonymous (guest) accounts and POST /api/users/anonymous/claim', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const claim = (token: string | undefined, payload: Record<string, unknown>) =>
    test.app.inject({
      method: 'POST',
      url: '/api/users/anonymous/claim',
      headers: token ? bearer(token) : {},
      payload,
      remoteAddress: nextIp(),
    });
  const follow = (token: string, id: number) =>
    test.app.inject({ method: 'POST', url: `/api/users/${id}/followers`, headers: bearer(token) });

  it('POST /api/users/anonymous answers 201 with a token and an anonymous user', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/users/anonymous', payload: { first_name: 'Gail' } });
    expect(response.statusCode).toBe(201);
    const { token, user } = response.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(user).toMatchObject({ is_anonymous: true, guest_user: true, email: null, first_name: 'Gail', has_password: false });
    // Its own token works, and only its holder sees the guest: for anyone else it does not exist.
    expect((await getUser(test.app, user.id, token)).statusCode).toBe(200);
    expect((await getUser(test.app, user.id)).statusCode).toBe(404);
    const other = await signUp(test.app);
    expect((await getUser(test.app, user.id, other.token)).statusCode).toBe(404);
  });

  it('accepts an empty body', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/users/anonymous', remoteAddress: nextIp() });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.is_anonymous).toBe(true);
  });

  it('claiming with an unregistered email turns the guest into a full account with the same id', async () => {
    const guest = await startGuest(test.app, { first_name: 'Gail', last_name: 'Guest' });
    const email = uniqueEmail('claim');
    const response = await claim(guest.token, { email: email.toUpperCase(), password: 'claimed-pass-1', last_name: 'Claimed' });
    expect(response.statusCode).toBe(200);
    expectNoPassword(response, 'claimed-pass-1');
    const { token, user } = response.json();
    expect(user).toMatchObject({
      id: guest.user.id,
      email,
      is_anonymous: false,
      guest_user: false,
      first_name: 'Gail',
      last_name: 'Claimed',
    });
    expect(token).not.toBe(guest.token);

    expect(await tokenStatus(test.app, guest.token, guest.user.id)).toBe(401);
    expect(await tokenStatus(test.app, token, guest.user.id)).toBe(200);
    expect((await login(test.app, email, 'claimed-pass-1')).user.id).toBe(guest.user.id);
    expect((await getUser(test.app, guest.user.id)).statusCode).toBe(200);
    const mails = await mailsTo(test, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain('/confirm-email?token=');
  });

  it('a short password answers exactly "Password is invalid" and keeps the anonymous token working', async () => {
    const guest = await startGuest(test.app);
    const response = await claim(guest.token, { email: uniqueEmail(), password: 'short' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(PASSWORD_INVALID);
    expect(response.json().errors).toEqual({ password: [PASSWORD_INVALID] });
    expect(await tokenStatus(test.app, guest.token, guest.user.id)).toBe(200);
    expect((await userRow(test, guest.user.id))?.is_anonymous).toBe(true);
  });

  it('an existing email with a wrong password answers exactly the account-exists message, keeping the token', async () => {
    const existing = await signUp(test.app);
    const guest = await startGuest(test.app);
    const response = await claim(guest.token, { email: existing.email, password: 'wrong-password-1' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(ACCOUNT_EXISTS);
    expect(await tokenStatus(test.app, guest.token, guest.user.id)).toBe(200);
    expect(await tokenStatus(test.app, existing.token, existing.user.id)).toBe(200);
    expect((await userRow(test, guest.user.id))?.merged_into_id).toBeNull();
  });

  it('an existing email with the right password logs into that account and merges the guest into it', async () => {
    const existing = await signUp(test.app, { first_name: 'Existing' });
    const x = await signUp(test.app, { first_name: 'X' });
    const y = await signUp(test.app, { first_name: 'Y' });
    const guest = await startGuest(test.app);
    expect((await follow(guest.token, x.user.id)).statusCode).toBe(201);
    expect((await follow(guest.token, y.user.id)).statusCode).toBe(201);
    expect((await follow(guest.token, existing.user.id)).statusCode).toBe(201);
    expect((await follow(existing.token, y.user.id)).statusCode).toBe(201);

    const response = await claim(guest.token, { email: ` ${existing.email.toUpperCase()} `, password: existing.password });
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(user).toMatchObject({ id: existing.user.id, email: existing.email, is_anonymous: false, first_name: 'Existing' });
    expect(await tokenStatus(test.app, token, existing.user.id)).toBe(200);
    expect(await tokenStatus(test.app, guest.token, guest.user.id)).toBe(401);
    expect(await tokenStatus(test.app, existing.token, existing.user.id)).toBe(200);

    // The guest's follows moved over; counters are exact (no double follow of Y, no self-follow).
    const counts = async (id: number) => {
      const { followers_count, following_count } = (await getUser(test.app, id)).json();
      return { followers_count, following_count };
    };
    expect(await counts(existing.user.id)).toEqual({ followers_count: 0, following_count: 2 });
    expect(await counts(x.user.id)).toEqual({ followers_count: 1, following_count: 0 });
    expect(await counts(y.user.id)).toEqual({ followers_count: 1, following_count: 0 });
    const following = await test.app.inject({ method: 'GET', url: `/api/users/${existing.user.id}/following` });
    expect(following.json().total).toBe(2);
    expect(
      following
        .json()
        .data.map((u: { id: number }) => u.id)
        .sort(),
    ).toEqual([x.user.id, y.user.id].sort());
    const guestRow = await userRow(test, guest.user.id);
    expect(guestRow).toMatchObject({ merged_into_id: existing.user.id, following_count: 0 });
    expect((await getUser(test.app, guest.user.id)).statusCode).toBe(404);
  });

  it('moves a follow of a since-banned account too, so no follow stays on the merged guest', async () => {
    const existing = await signUp(test.app);
    const x = await signUp(test.app);
    const guest = await startGuest(test.app);
    expect((await follow(guest.token, x.user.id)).statusCode).toBe(201);
    await setUser(test, x.user.id, { banned_at: new Date() });
    expect((await claim(guest.token, { email: existing.email, password: existing.password })).statusCode).toBe(200);
    await setUser(test, x.user.id, { banned_at: null });

    const followers = (await test.app.inject({ method: 'GET', url: `/api/users/${x.user.id}/followers` })).json();
    expect(followers).toMatchObject({ total: 1, data: [{ id: existing.user.id }] });
    expect((await getUser(test.app, x.user.id)).json().followers_count).toBe(1);
    expect((await getUser(test.app, existing.user.id)).json().following_count).toBe(1);
  });

  it('refuses a normal session token with 403 and no token with 401', async () => {
    const account = await signUp(test.app);
    const body = { email: uniqueEmail(), password: 'claimed-pass-1' };
    const forbidden = await claim(account.token, body);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBeTruthy();
    expect((await claim(undefined, body)).statusCode).toBe(401);
    expect((await userRow(test, account.user.id))?.email).toBe(account.email);
  });

  it('a claimed guest token cannot claim again', async () => {
    const guest = await startGuest(test.app);
    const first = await claim(guest.token, { email: uniqueEmail(), password: 'claimed-pass-1' });
    expect(first.statusCode).toBe(200);
    expect((await claim(guest.token, { email: uniqueEmail(), password: 'claimed-pass-1' })).statusCode).toBe(401);
    expect((await claim(first.json().token, { email: uniqueEmail(), password: 'claimed-pass-1' })).statusCode).toBe(403);
  });

  it('answers 422 on email for a malformed address', async () => {
    const guest = await startGuest(test.app);
    const response = await claim(guest.token, { email: 'nope', password: 'claimed-pass-1' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('email');
  });
});
