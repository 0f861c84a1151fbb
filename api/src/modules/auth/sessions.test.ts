import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { getUser, grantRole, login, removeRole, setUser, tokenStatus } from '../../test-support/accounts.js';

describe('authentication by the Authorization header only', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const patchSelf = (userId: number, headers: Record<string, string>) =>
    test.app.inject({ method: 'PATCH', url: `/api/users/${userId}`, headers, payload: { first_name: 'Mallory' } });

  it('gives a request carrying only the session cookies no authority', async () => {
    const account = await signUp(test.app);
    const cookie = `id_token=${account.token}; user_id=${account.user.id}`;
    const response = await patchSelf(account.user.id, { cookie });
    expect(response.statusCode).toBe(401);
    // The user_id cookie is not identity either: GET of that user is the public view, without email.
    const viewed = await test.app.inject({ method: 'GET', url: `/api/users/${account.user.id}`, headers: { cookie } });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json()).not.toHaveProperty('email');
    expect((await getUser(test.app, account.user.id, account.token)).json().first_name).toBe('Erin');
    // The same token in the header works.
    expect((await patchSelf(account.user.id, bearer(account.token))).statusCode).toBe(200);
  });

  it('answers 401 with a message for malformed or unknown Authorization headers', async () => {
    const account = await signUp(test.app);
    const headers = [
      `Token ${account.token}`,
      'Bearer',
      `Bearer ${account.token} extra`,
      'Bearer short',
      `Bearer ${account.token}!`,
      `Basic ${Buffer.from('a:b').toString('base64')}`,
      `Bearer ${'A'.repeat(43)}`,
    ];
    for (const authorization of headers) {
      const response = await patchSelf(account.user.id, { authorization });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().message, authorization).toBeTruthy();
    }
    expect((await getUser(test.app, account.user.id)).json().first_name).toBe('Erin');
  });

  it('answers 401 even on a public route when the presented token is refused, so the client knows its session ended', async () => {
    const account = await signUp(test.app);
    await test.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(account.token) });
    const response = await getUser(test.app, account.user.id, account.token);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/session has expired/);
    // Without a token the same public route answers as usual.
    expect((await test.app.inject({ method: 'GET', url: `/api/users/${account.user.id}` })).statusCode).toBe(200);
  });

  it('accepts the scheme in any case', async () => {
    const account = await signUp(test.app);
    expect((await patchSelf(account.user.id, { authorization: `bearer ${account.token}` })).statusCode).toBe(200);
  });

  it('applies a ban on the very next request with an existing token', async () => {
    const account = await signUp(test.app);
    const second = await login(test.app, account.email, account.password);
    expect(await tokenStatus(test.app, account.token, account.user.id)).toBe(200);
    await setUser(test, account.user.id, { banned_at: new Date() });
    for (const token of [account.token, second.token]) {
      const response = await patchSelf(account.user.id, bearer(token));
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/suspended/);
    }
    // Others no longer see the banned profile.
    expect((await getUser(test.app, account.user.id)).statusCode).toBe(404);
    // Lifting the ban restores the same sessions.
    await setUser(test, account.user.id, { banned_at: null });
    expect(await tokenStatus(test.app, account.token, account.user.id)).toBe(200);
  });

  it('reflects a collaborator role granted or removed on the very next request', async () => {
    const partner = await signUp(test.app, { first_name: 'Partner' });
    const other = await signUp(test.app, { first_name: 'Other' });
    await setUser(test, partner.user.id, { is_partner: true });
    const member = await signUp(test.app);
    await grantRole(test, member.user.id, partner.user.id, 'project_manager');
    await grantRole(test, member.user.id, other.user.id, 'content_manager');

    const before = await getUser(test.app, member.user.id, member.token);
    expect(before.json().roles).toEqual([
      { controlled_user_id: partner.user.id, role: 'project_manager' },
      { controlled_user_id: other.user.id, role: 'content_manager' },
    ]);
    await removeRole(test, member.user.id, partner.user.id);
    const after = await getUser(test.app, member.user.id, member.token);
    expect(after.json().roles).toEqual([{ controlled_user_id: other.user.id, role: 'content_manager' }]);
    // The session itself stays valid.
    expect(await tokenStatus(test.app, member.token, member.user.id)).toBe(200);
  });

  it('reflects admin rights granted or removed on the very next request', async () => {
    const account = await signUp(test.app);
    const list = () => test.app.inject({ method: 'GET', url: '/api/users', headers: bearer(account.token) });
    expect((await list()).statusCode).toBe(403);
    await setUser(test, account.user.id, { is_admin: true });
    expect((await list()).statusCode).toBe(200);
    await setUser(test, account.user.id, { is_admin: false });
    expect((await list()).statusCode).toBe(403);
  });
});
