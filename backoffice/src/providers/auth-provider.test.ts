import { beforeEach, describe, expect, it } from 'vitest';
import { createTransport } from '@storyfund/shared/transport';
import { fakeFetch, json } from '../testing/fake-fetch.js';
import { NOT_ADMIN_MESSAGE, SESSION_ENDED_MESSAGE, createAuthProvider } from './auth-provider.js';
import { credentialsOf } from './session-cookies.js';
import type { SessionStore, StoredSession } from './session-cookies.js';

const ada = { id: 1, first_name: 'Ada', last_name: 'Admin', email: 'admin@demo.storyfund.local', photo_url: null, is_admin: true };
const dana = {
  id: 12,
  first_name: 'Dana',
  last_name: 'Donor',
  email: 'dana.donor@demo.storyfund.local',
  photo_url: 'https://img.test/d.png',
  is_admin: false,
};

function memorySession(initial?: StoredSession): SessionStore & { current: StoredSession | undefined } {
  return {
    current: initial,
    read() {
      return this.current;
    },
    save(token, userId) {
      this.current = { token, userId: String(userId) };
    },
    clear() {
      this.current = undefined;
    },
  };
}

function setup(routes: Parameters<typeof fakeFetch>[0], initial?: StoredSession) {
  const session = memorySession(initial);
  const fake = fakeFetch(routes);
  const transport = createTransport({ fetch: fake.fetch, getCredentials: credentialsOf(session) });
  return { auth: createAuthProvider(transport, session), session, calls: fake.calls };
}

const ok = () => new Response(null, { status: 204 });

describe('login', () => {
  it('posts the email (react-admin username) and password, then stores the token and user id', async () => {
    const { auth, session, calls } = setup({
      'POST /api/login': json({ token: 'ada-token', user: ada }),
      'POST /api/users/1/update-login-info': json({ id: 1 }),
    });
    await auth.login({ username: 'admin@demo.storyfund.local', password: 'storyfund-demo' });
    expect(calls[0]?.body).toEqual({ email: 'admin@demo.storyfund.local', password: 'storyfund-demo' });
    expect(session.current).toEqual({ token: 'ada-token', userId: '1' });
    expect(calls[1]?.url).toBe('/api/users/1/update-login-info');
    expect(calls[1]?.headers.get('authorization')).toBe('Bearer ada-token');
  });

  it('rejects with the API message on wrong credentials', async () => {
    const { auth, session } = setup({
      'POST /api/login': json({ message: 'Email or password is incorrect', errors: { email: ['Email or password is incorrect'] } }, 422),
    });
    await expect(auth.login({ username: 'admin@demo.storyfund.local', password: 'nope' })).rejects.toThrow(
      'Email or password is incorrect',
    );
    expect(session.current).toBeUndefined();
  });

  it('turns a non-admin away, revokes the new token and leaves an existing session alone', async () => {
    const existing = { token: 'site-token', userId: '12' };
    const { auth, session, calls } = setup(
      { 'POST /api/login': json({ token: 'new-token', user: dana }), 'POST /api/logout': ok },
      existing,
    );
    await expect(auth.login({ username: dana.email, password: 'storyfund-demo' })).rejects.toThrow(NOT_ADMIN_MESSAGE);
    expect(session.current).toEqual(existing);
    const logout = calls.find((c) => c.url === '/api/logout');
    expect(logout?.headers.get('authorization')).toBe('Bearer new-token');
  });
});

describe('checkAuth', () => {
  it('needs both cookies', async () => {
    const { auth, calls } = setup({});
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
    expect(calls).toHaveLength(0);
  });

  it('passes for a freshly fetched admin', async () => {
    const { auth, calls } = setup({ 'GET /api/users/1': json(ada) }, { token: 'ada-token', userId: '1' });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(calls.map((c) => c.url)).toEqual(['/api/users/1', '/api/users/1']);
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer ada-token');
  });

  it('refuses a non-admin with a clear message, and the logout that follows keeps the public-site session', async () => {
    const session = { token: 'site-token', userId: '12' };
    const { auth, calls, session: store } = setup({ 'GET /api/users/12': json(dana), 'POST /api/logout': ok }, session);
    await expect(auth.checkAuth({})).rejects.toThrow(NOT_ADMIN_MESSAGE);
    await auth.logout({});
    expect(store.current).toEqual(session);
    expect(calls.some((c) => c.url === '/api/logout')).toBe(false);
  });

  it('refuses a user who lost admin rights since the last check', async () => {
    let isAdmin = true;
    const { auth } = setup({ 'GET /api/users/1': () => Response.json({ ...ada, is_admin: isAdmin }) }, { token: 't', userId: '1' });
    await auth.checkAuth({});
    isAdmin = false;
    await expect(auth.checkAuth({})).rejects.toThrow(NOT_ADMIN_MESSAGE);
  });

  it('a dead session (401) is refused and the logout that follows clears it', async () => {
    const { auth, session } = setup(
      { 'GET /api/users/1': json({ message: 'Please log in to continue.' }, 401), 'POST /api/logout': json({ message: 'x' }, 401) },
      { token: 'revoked', userId: '1' },
    );
    await expect(auth.checkAuth({})).rejects.toThrow(SESSION_ENDED_MESSAGE);
    await auth.logout({});
    expect(session.current).toBeUndefined();
  });

  it('the API out of reach is refused without ending the session', async () => {
    const { auth, session } = setup({ 'GET /api/users/1': json({ message: 'Service Unavailable' }, 503) }, { token: 't', userId: '1' });
    await expect(auth.checkAuth({})).rejects.toThrow(/cannot reach the server/);
    await auth.logout({});
    expect(session.current).toEqual({ token: 't', userId: '1' });
  });
});

describe('logout', () => {
  it('revokes the token on the API, then clears the cookies', async () => {
    const { auth, session, calls } = setup({ 'POST /api/logout': ok }, { token: 'ada-token', userId: '1' });
    await auth.logout({});
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url).toBe('/api/logout');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer ada-token');
    expect(session.current).toBeUndefined();
  });

  it('clears the cookies even when the API cannot be told', async () => {
    const { auth, session } = setup({ 'POST /api/logout': json({ message: 'down' }, 503) }, { token: 'ada-token', userId: '1' });
    await auth.logout({});
    expect(session.current).toBeUndefined();
  });
});

describe('checkError', () => {
  let auth: ReturnType<typeof setup>['auth'];
  beforeEach(() => {
    auth = setup({}, { token: 't', userId: '1' }).auth;
  });

  it('401 signs out', async () => {
    await expect(auth.checkError({ status: 401 })).rejects.toThrow(SESSION_ENDED_MESSAGE);
  });

  it('403 and other errors stay signed in', async () => {
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(auth.checkError(new Error('Network Error'))).resolves.toBeUndefined();
  });
});

describe('getIdentity and getPermissions', () => {
  it('answers id, full name and avatar of the signed-in user', async () => {
    const admin = { ...ada, photo_url: 'https://img.test/ada.png' };
    const { auth } = setup({ 'GET /api/users/1': json(admin) }, { token: 't', userId: '1' });
    expect(await auth.getIdentity!()).toEqual({
      id: 1,
      fullName: 'Ada Admin',
      avatar: 'https://img.test/ada.png',
      email: 'admin@demo.storyfund.local',
    });
  });

  it('shares one request between simultaneous checks', async () => {
    const { auth, calls } = setup({ 'GET /api/users/1': json(ada) }, { token: 't', userId: '1' });
    await Promise.all([auth.checkAuth({}), auth.getIdentity!()]);
    expect(calls).toHaveLength(1);
  });

  it('a new session never reuses the answer fetched for the previous one', async () => {
    const { auth, calls, session } = setup(
      { 'GET /api/users/12': json(dana), 'GET /api/users/1': json(ada) },
      { token: 'site-token', userId: '12' },
    );
    const first = auth.checkAuth({});
    session.save('ada-token', 1);
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await expect(first).rejects.toThrow(NOT_ADMIN_MESSAGE);
    expect(calls.map((c) => c.url)).toEqual(['/api/users/12', '/api/users/1']);
  });

  it("permissions are 'admin' for an admin, 'sales' for the sales team", async () => {
    const { auth } = setup({ 'GET /api/users/1': json(ada) }, { token: 't', userId: '1' });
    expect(await auth.getPermissions!({})).toBe('admin');
    const sales = setup({ 'GET /api/users/12': json({ ...dana, is_sales: true }) }, { token: 't', userId: '12' });
    await expect(sales.auth.checkAuth({})).resolves.toBeUndefined();
    expect(await sales.auth.getPermissions!({})).toBe('sales');
    expect(await setup({}).auth.getPermissions!({})).toBeUndefined();
  });
});
