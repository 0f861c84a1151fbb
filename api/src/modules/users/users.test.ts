import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, makeAdmin, signUp, uniqueEmail, type TestApp } from '../../test-support/test-app.js';
import { getUser, setUser, startGuest } from '../../test-support/accounts.js';

/** Exactly what anyone may see of someone else. */
const PUBLIC_KEYS = [
  'bio',
  'country_code',
  'cover_url',
  'created_at',
  'first_name',
  'followers_count',
  'following_count',
  'guest_user',
  'id',
  'is_partner',
  'is_premium',
  'is_sponsor',
  'is_white_labeled_partner',
  'large_partner',
  'last_name',
  'logged_in_user_is_follower',
  'organization_name',
  'photo_url',
  'physical_address',
  'premium_mode',
  'projects_count',
  'show_organization_name',
  'tax_exempt_teller',
  // Partner accounts (issue #9): empty for anyone else.
  'website',
  'categories',
  // White-label networks and branding (issue #10): membership is public, as the network page lists it.
  'brand_color',
  'brand_logo_url',
  'partner_network',
].sort();
/** The session-user fields of spec §3, seen only by the account holder (and admins). */
const SESSION_ONLY = [
  'email',
  'is_admin',
  'is_anonymous',
  'amount_given_cents',
  'email_confirmation_at',
  'roles',
  'login_count',
  'last_logged_at',
  'notification_frequency',
  'unsubscribed',
  'banned_at',
  'has_password',
  'ban_reason',
  'hidden_from_feeds',
  'registration_number',
  'tax_exempt_requested_at',
];

describe('GET /api/users (admin list)', () => {
  let test: TestApp;
  let adminToken: string;
  const tag = randomBytes(4).toString('hex');
  const list = (query: string, token = adminToken) =>
    test.app.inject({ method: 'GET', url: `/api/users?${query}`, headers: token ? bearer(token) : {} });
  const ids = (response: { json(): { data: { id: number }[] } }) => response.json().data.map((u) => u.id);

  beforeAll(async () => {
    test = await createTestApp();
    const admin = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    adminToken = admin.token;
  });
  afterAll(() => test.close());

  it('is admin-only: 401 anonymous, 403 donor or guest, 200 {data, total} admin', async () => {
    expect((await list('', '')).statusCode).toBe(401);
    const donor = await signUp(test.app);
    expect((await list('', donor.token)).statusCode).toBe(403);
    expect((await list('', (await startGuest(test.app)).token)).statusCode).toBe(403);
    const response = await list('');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['data', 'total']);
    expect(response.json().total).toBeGreaterThanOrEqual(2);
    expect(response.json().data[0]).toHaveProperty('email');
  });

  it('q matches name, email or organisation, case-insensitively, and leaves out guests', async () => {
    const byName = await signUp(test.app, { first_name: `Zed${tag}`, last_name: 'Quill' });
    const byEmail = await signUp(test.app, { email: uniqueEmail(`mail${tag}`) });
    const byOrg = await signUp(test.app);
    await setUser(test, byOrg.user.id, { organization_name: `Org ${tag} Trust` });
    await startGuest(test.app, { first_name: `Zed${tag}` });
    await signUp(test.app, { first_name: 'Unrelated' });

    const all = await list(`q=${tag.toUpperCase()}`);
    expect(all.json().total).toBe(3);
    expect(ids(all).sort()).toEqual([byName.user.id, byEmail.user.id, byOrg.user.id].sort());
    expect(ids(await list(`q=${encodeURIComponent(`zed${tag} quill`)}`))).toEqual([byName.user.id]);
    expect(ids(await list(`q=${encodeURIComponent(`org ${tag}`)}`))).toEqual([byOrg.user.id]);
  });

  it('q treats % and _ literally', async () => {
    const response = await list(`q=${encodeURIComponent('%_%')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [], total: 0 });
  });

  it('email matches one address exactly, in any case', async () => {
    const target = await signUp(test.app, { email: uniqueEmail(`exact${tag}`) });
    const exact = await list(`email=${encodeURIComponent(` ${target.email.toUpperCase()} `)}`);
    expect(exact.json().total).toBe(1);
    expect(exact.json().data[0]).toMatchObject({ id: target.user.id, email: target.email });
    expect((await list(`email=exact${tag}`)).json().total).toBe(0);
  });

  it('pages with limit and offset, newest first, total unchanged', async () => {
    const page = `p${tag}`;
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await signUp(test.app, { first_name: page })).user.id);
    const first = await list(`q=${page}&limit=2&offset=0`);
    const second = await list(`q=${page}&limit=2&offset=2`);
    expect(first.json().total).toBe(3);
    expect(second.json().total).toBe(3);
    expect([...ids(first), ...ids(second)]).toEqual([...made].reverse());
    expect((await list('limit=101')).statusCode).toBe(422);
  });
});

describe('GET /api/users/{id}', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('shows others only the public fields', async () => {
    const owner = await signUp(test.app);
    await setUser(test, owner.user.id, { physical_address: '1 Hidden Lane', is_sales: true });
    const viewer = await signUp(test.app);
    for (const token of [undefined, viewer.token]) {
      const response = await getUser(test.app, owner.user.id, token);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(PUBLIC_KEYS);
      for (const key of SESSION_ONLY) expect(body).not.toHaveProperty(key);
      expect(body).toMatchObject({ id: owner.user.id, first_name: 'Erin', physical_address: null, logged_in_user_is_follower: false });
    }
  });

  it('shows a partner its physical address publicly', async () => {
    const partner = await signUp(test.app);
    await setUser(test, partner.user.id, { is_partner: true, physical_address: '5 Main St' });
    expect((await getUser(test.app, partner.user.id)).json()).toMatchObject({ is_partner: true, physical_address: '5 Main St' });
  });

  it('shows oneself (and an admin) the session-user shape', async () => {
    const owner = await signUp(test.app);
    const admin = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    for (const token of [owner.token, admin.token]) {
      const body = (await getUser(test.app, owner.user.id, token)).json();
      for (const key of [...PUBLIC_KEYS, ...SESSION_ONLY]) expect(body).toHaveProperty(key);
      expect(body).toMatchObject({ email: owner.email, is_admin: false, is_anonymous: false, amount_given_cents: 0, roles: [] });
    }
  });

  it('tells a follower that they follow', async () => {
    const owner = await signUp(test.app);
    const fan = await signUp(test.app);
    const stranger = await signUp(test.app);
    const followed = await test.app.inject({ method: 'POST', url: `/api/users/${owner.user.id}/followers`, headers: bearer(fan.token) });
    expect(followed.statusCode).toBe(201);
    expect((await getUser(test.app, owner.user.id, fan.token)).json().logged_in_user_is_follower).toBe(true);
    expect((await getUser(test.app, owner.user.id, stranger.token)).json().logged_in_user_is_follower).toBe(false);
    expect((await getUser(test.app, owner.user.id)).json().logged_in_user_is_follower).toBe(false);
  });

  it('answers 404 for an unknown id, and for a guest or banned account seen by others', async () => {
    const missing = await getUser(test.app, 987654321);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'User not found' });

    const viewer = await signUp(test.app);
    const guest = await startGuest(test.app);
    expect((await getUser(test.app, guest.user.id)).statusCode).toBe(404);
    expect((await getUser(test.app, guest.user.id, viewer.token)).statusCode).toBe(404);
    expect((await getUser(test.app, guest.user.id, guest.token)).statusCode).toBe(200);

    const banned = await signUp(test.app);
    await setUser(test, banned.user.id, { banned_at: new Date() });
    expect((await getUser(test.app, banned.user.id, viewer.token)).statusCode).toBe(404);
    const admin = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    expect((await getUser(test.app, banned.user.id, admin.token)).json().banned_at).not.toBeNull();
  });

  it('answers 422 on id for a non-positive id', async () => {
    for (const id of ['0', '-3', '1.5']) {
      const response = await test.app.inject({ method: 'GET', url: `/api/users/${id}` });
      expect(response.statusCode, id).toBe(422);
      expect(response.json().errors, id).toHaveProperty('id');
    }
  });
});
