import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, makeAdmin, nextIp, signUp, type TestApp } from '../../test-support/test-app.js';
import { expectNoPassword, getUser, login, tokenStatus, userRow } from '../../test-support/accounts.js';
import { multipart, SAMPLE_FILES } from '../../test-support/timeline.js';

describe('PATCH /api/users/{id}', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const patch = (id: number, token: string | undefined, payload: Record<string, unknown>) =>
    test.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers: token ? bearer(token) : {}, payload });
  const loginStatus = async (email: string, password: string) =>
    (await test.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: nextIp() })).statusCode;

  const uploadImage = async (token: string): Promise<string> => {
    const { payload, headers } = multipart([{ name: 'file', filename: 'p.png', contentType: 'image/png', data: SAMPLE_FILES.png }]);
    const response = await test.app.inject({ method: 'POST', url: '/api/uploads', payload, headers: { ...headers, ...bearer(token) } });
    expect(response.statusCode).toBe(201);
    return response.json().url;
  };

  it('takes photo and cover as images uploaded here, nothing else', async () => {
    const account = await signUp(test.app);
    for (const link of ['javascript:alert(1)', 'https://img.example/p.jpg', 'data:image/png;base64,AAAA', '/api/uploads/nope.png']) {
      const response = await patch(account.user.id, account.token, { photo_url: link, cover_url: link });
      expect(response.statusCode, link).toBe(422);
      expect(Object.keys(response.json().errors).sort()).toEqual(['cover_url', 'photo_url']);
    }
    expect((await patch(account.user.id, account.token, { photo_url: null, cover_url: '' })).statusCode).toBe(200);
  });

  it('updates the own profile, organisation display fields, notification frequency and unsubscribed', async () => {
    const account = await signUp(test.app);
    const changes = {
      first_name: '  Nora ',
      last_name: 'Novak',
      bio: 'I like wells.',
      photo_url: await uploadImage(account.token),
      cover_url: await uploadImage(account.token),
      country_code: 'nz',
      organization_name: 'Novak Family Fund',
      show_organization_name: true,
      physical_address: '12 Harbour Rd',
      notification_frequency: 'month',
      unsubscribed: true,
    };
    const response = await patch(account.user.id, account.token, changes);
    expect(response.statusCode).toBe(200);
    const expected = { ...changes, first_name: 'Nora', country_code: 'NZ', id: account.user.id, email: account.email };
    expect(response.json()).toMatchObject(expected);
    expect((await getUser(test.app, account.user.id, account.token)).json()).toMatchObject(expected);
    // Others see the display fields.
    expect((await getUser(test.app, account.user.id)).json()).toMatchObject({
      organization_name: 'Novak Family Fund',
      show_organization_name: true,
    });

    // Nullable fields clear.
    const cleared = await patch(account.user.id, account.token, { bio: null, organization_name: null });
    expect(cleared.json()).toMatchObject({ bio: null, organization_name: null, first_name: 'Nora' });
  });

  it('accepts each notification frequency and refuses others with 422 on the field', async () => {
    const account = await signUp(test.app);
    for (const notification_frequency of ['day', 'week', 'month', 'quarter']) {
      const response = await patch(account.user.id, account.token, { notification_frequency });
      expect(response.json().notification_frequency).toBe(notification_frequency);
    }
    const bad = await patch(account.user.id, account.token, { notification_frequency: 'hourly' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('notification_frequency');
    expect((await userRow(test, account.user.id))?.notification_frequency).toBe('quarter');
  });

  it('refuses unknown fields, so nobody makes themselves admin or changes email this way', async () => {
    const account = await signUp(test.app);
    for (const payload of [
      { is_admin: true },
      { email: 'taken@example.test' },
      { first_name: 'Ok', banned_at: null },
      { login_count: 99 },
    ]) {
      const response = await patch(account.user.id, account.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      const forbidden = Object.keys(payload).find((k) => k !== 'first_name')!;
      expect(response.json().errors[forbidden]).toEqual(['is not a field you can set']);
    }
    expect(await userRow(test, account.user.id)).toMatchObject({
      is_admin: false,
      email: account.email,
      first_name: 'Erin',
      login_count: 0,
    });
  });

  it('validates names and country with field errors', async () => {
    const account = await signUp(test.app);
    const response = await patch(account.user.id, account.token, { first_name: '   ', last_name: 'x'.repeat(101), country_code: 'XX' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['country_code', 'first_name', 'last_name']);
  });

  it("refuses someone else's profile with 403 and no token with 401; an admin may edit it", async () => {
    const owner = await signUp(test.app);
    const other = await signUp(test.app);
    expect((await patch(owner.user.id, other.token, { first_name: 'Hacked' })).statusCode).toBe(403);
    expect((await patch(owner.user.id, undefined, { first_name: 'Hacked' })).statusCode).toBe(401);
    expect((await userRow(test, owner.user.id))?.first_name).toBe('Erin');

    const admin = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    const byAdmin = await patch(owner.user.id, admin.token, { first_name: 'Edited' });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ id: owner.user.id, first_name: 'Edited' });
  });

  it('answers 404 when an admin edits an unknown user', async () => {
    const admin = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    expect((await patch(987654321, admin.token, { first_name: 'Ghost' })).statusCode).toBe(404);
  });

  describe('password change', () => {
    it('needs the current password: missing or wrong answers 422 on current_password', async () => {
      const account = await signUp(test.app);
      const missing = await patch(account.user.id, account.token, { password: 'new-password-1' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({ current_password: ['Current password is incorrect'] });
      const wrong = await patch(account.user.id, account.token, { password: 'new-password-1', current_password: 'not-it-at-all' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toHaveProperty('current_password');
      expect(await loginStatus(account.email, account.password)).toBe(200);
      expect(await loginStatus(account.email, 'new-password-1')).toBe(422);
    });

    it('refuses a short new password on the password field', async () => {
      const account = await signUp(test.app);
      const response = await patch(account.user.id, account.token, { password: 'short', current_password: account.password });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('password');
    });

    it('with the right current password, changes it and ends every other session', async () => {
      const account = await signUp(test.app);
      const other = await login(test.app, account.email, account.password);
      const response = await patch(account.user.id, account.token, { password: 'new-password-1', current_password: account.password });
      expect(response.statusCode).toBe(200);
      expectNoPassword(response, 'new-password-1');
      expect(await tokenStatus(test.app, account.token, account.user.id)).toBe(200);
      expect(await tokenStatus(test.app, other.token, account.user.id)).toBe(401);
      expect(await loginStatus(account.email, account.password)).toBe(422);
      expect(await loginStatus(account.email, 'new-password-1')).toBe(200);
    });

    it('an admin sets another user’s password without theirs, ending all of that user’s sessions', async () => {
      const account = await signUp(test.app);
      const admin = await signUp(test.app);
      await makeAdmin(test, admin.user.id);
      const response = await patch(account.user.id, admin.token, { password: 'set-by-admin-1' });
      expect(response.statusCode).toBe(200);
      expect(await tokenStatus(test.app, account.token, account.user.id)).toBe(401);
      expect(await tokenStatus(test.app, admin.token, admin.user.id)).toBe(200);
      expect(await loginStatus(account.email, 'set-by-admin-1')).toBe(200);
    });
  });
});
