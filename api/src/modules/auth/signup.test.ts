import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, nextIp, signUp, uniqueEmail, type TestApp } from '../../test-support/test-app.js';
import { expectNoPassword, getUser, login, mailsTo, userRowByEmail } from '../../test-support/accounts.js';

const ARGON2ID_OWASP = '$argon2id$v=19$m=19456,t=2,p=1$';

describe('POST /api/users (sign-up)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const post = (payload: Record<string, unknown>, ip = nextIp()) =>
    test.app.inject({ method: 'POST', url: '/api/users', payload, remoteAddress: ip });
  const valid = () => ({ email: uniqueEmail('signup'), password: 'correct-horse-42', first_name: 'Erin', last_name: 'Example' });

  it('answers 201 with a token and the session user', async () => {
    const body = valid();
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    const { token, user } = response.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(user).toMatchObject({
      id: expect.any(Number),
      email: body.email,
      first_name: 'Erin',
      last_name: 'Example',
      is_partner: false,
      is_admin: false,
      is_sponsor: false,
      is_anonymous: false,
      amount_given_cents: 0,
      email_confirmation_at: null,
      partner_network: null,
      roles: [],
      followers_count: 0,
      following_count: 0,
    });
    // The token works straight away, and the user is the same one GET answers for oneself.
    const self = await getUser(test.app, user.id, token);
    expect(self.statusCode).toBe(200);
    expect(self.json()).toEqual(user);
  });

  it('trims and lower-cases the email, and trims names', async () => {
    const email = uniqueEmail('Mixed.Case');
    const response = await post({ ...valid(), email: `  ${email.toUpperCase()}  `, first_name: '  Ann ', last_name: ' Lee  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ email: email.toLowerCase(), first_name: 'Ann', last_name: 'Lee' });
    // The account logs in with the address in any case.
    const session = await login(test.app, ` ${email.toUpperCase()}`, 'correct-horse-42');
    expect(session.user.id).toBe(response.json().user.id);
  });

  it('refuses a second account for the same email in any case with 409 on email', async () => {
    const first = await signUp(test.app, { email: uniqueEmail('dupe') });
    for (const email of [first.email, first.email.toUpperCase(), ` ${first.email} `]) {
      const response = await post({ ...valid(), email });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: expect.any(String), errors: { email: [expect.any(String)] } });
    }
  });

  it('creates one account when the same email signs up several times at once', async () => {
    const email = uniqueEmail('race');
    const responses = await Promise.all(Array.from({ length: 5 }, () => post({ ...valid(), email })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const r of responses.filter((r) => r.statusCode === 409)) expect(r.json().errors).toHaveProperty('email');
  });

  it('answers 422 with a field error for each bad field', async () => {
    const response = await post({ email: 'not-an-email', password: 'short', first_name: ' ', last_name: '' });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(Object.keys(errors).sort()).toEqual(['email', 'first_name', 'last_name', 'password']);
    expect(errors.email).toEqual(['Please enter a valid email address']);
    expect(errors.password).toEqual(['Password must be at least 8 characters']);
    expect(errors.first_name).toEqual(['First name is required']);
  });

  it('answers 422 naming each missing field', async () => {
    const response = await post({ email: uniqueEmail() });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['first_name', 'last_name', 'password']);
  });

  it('answers 422 for a password over 128 characters, and creates nothing for bad input', async () => {
    const body = { ...valid(), password: 'x'.repeat(129) };
    const response = await post(body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toEqual(['Password must be at most 128 characters']);
    expect(await userRowByEmail(test, body.email)).toBeUndefined();
  });

  it('stores an argon2id hash at OWASP parameters and never returns the password or hash', async () => {
    const body = valid();
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    expectNoPassword(response, body.password);
    const row = await userRowByEmail(test, body.email);
    expect(row?.password_hash?.startsWith(ARGON2ID_OWASP)).toBe(true);
    expect(row?.password_hash).not.toContain(body.password);

    const { token, user } = response.json();
    expectNoPassword(await getUser(test.app, user.id, token), body.password);
    expectNoPassword(await getUser(test.app, user.id), body.password);
    const loggedIn = await test.app.inject({ method: 'POST', url: '/api/login', payload: body, remoteAddress: nextIp() });
    expect(loggedIn.statusCode).toBe(200);
    expectNoPassword(loggedIn, body.password);
    const patched = await test.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: bearer(token),
      payload: { password: 'another-pass-99', current_password: body.password },
    });
    expect(patched.statusCode).toBe(200);
    expectNoPassword(patched, 'another-pass-99');
  });

  it('emails a confirmation link to the new address', async () => {
    const body = valid();
    expect(await mailsTo(test, body.email)).toHaveLength(0);
    await post(body);
    const mails = await mailsTo(test, body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/confirm/i);
    expect(mails[0]!.text_body).toMatch(/http:\/\/storyfund\.test\/confirm-email\?token=[A-Za-z0-9_-]{43,}/);
    expect(mails[0]!.text_body).not.toContain(body.password);
  });
});
