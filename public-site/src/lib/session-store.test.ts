import { describe, expect, it } from 'vitest';
import { accountUser } from '@/testing/fixtures';
import { authCookieAttributes, browserCookies, readAnonToken, removeAnonToken, writeAnonToken } from './cookies';
import type { CookieAttributes, CookieJar } from './cookies';
import { createSessionStore } from './session-store';

/** A cookie jar that records the attributes each cookie was written with. */
function recordingJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const written = new Map<string, CookieAttributes>();
  const jar: CookieJar = {
    get: (name) => values.get(name),
    set: (name, value, attributes) => {
      values.set(name, value);
      written.set(name, attributes);
    },
    remove: (name) => {
      values.delete(name);
    },
  };
  return { jar, values, written };
}

describe('session store (spec §4 cookie rules)', () => {
  it('is logged in only when both id_token and user_id exist', () => {
    expect(createSessionStore(recordingJar({ id_token: 'tok', user_id: '7' }).jar).getState().isAuthenticated).toBe(true);
    expect(createSessionStore(recordingJar({ id_token: 'tok' }).jar).getState().isAuthenticated).toBe(false);
    expect(createSessionStore(recordingJar({ user_id: '7' }).jar).getState().isAuthenticated).toBe(false);
    expect(createSessionStore(recordingJar({ id_token: ' ', user_id: '7' }).jar).getState().isAuthenticated).toBe(false);
  });

  it('sends the bearer only with both cookies', () => {
    expect(createSessionStore(recordingJar({ id_token: 'tok', user_id: '7' }).jar).credentials()).toEqual({ token: 'tok', userId: '7' });
    expect(createSessionStore(recordingJar({ id_token: 'tok' }).jar).credentials()).toEqual({ token: 'tok' });
  });

  it('stores token and user id for 365 days on the whole site, SameSite=Lax', () => {
    const { jar, values, written } = recordingJar();
    const store = createSessionStore(jar);
    store.authenticate('new-token', accountUser({ id: 42 }));
    expect(values.get('id_token')).toBe('new-token');
    expect(values.get('user_id')).toBe('42');
    expect(written.get('id_token')).toEqual({ expires: 365, path: '/', sameSite: 'Lax', secure: false });
    expect(written.get('user_id')).toEqual(written.get('id_token'));
    expect(store.getState()).toMatchObject({ isAuthenticated: true, userId: '42', userStatus: 'ready' });
    expect(store.getState().user?.id).toBe(42);
  });

  it('clear() removes both cookies and forgets the user, notifying subscribers', () => {
    const { jar, values } = recordingJar({ id_token: 'tok', user_id: '7' });
    const store = createSessionStore(jar);
    store.setUser(accountUser({ id: 7 }));
    let notified = 0;
    store.subscribe(() => notified++);
    store.clear();
    expect(values.has('id_token')).toBe(false);
    expect(values.has('user_id')).toBe(false);
    expect(store.getState()).toMatchObject({ isAuthenticated: false, userId: null, user: null });
    expect(notified).toBe(1);
  });

  it('ignores a loaded user that is not the session user', () => {
    const store = createSessionStore(recordingJar({ id_token: 'tok', user_id: '7' }).jar);
    store.setUser(accountUser({ id: 8 }));
    expect(store.getState().user).toBeNull();
  });

  it('syncFromCookies notices a logout made elsewhere (another tab)', () => {
    const { jar, values } = recordingJar({ id_token: 'tok', user_id: '7' });
    const store = createSessionStore(jar);
    values.delete('id_token');
    store.syncFromCookies();
    expect(store.getState().isAuthenticated).toBe(false);
  });

  it('keeps a stable snapshot when nothing changed (no needless renders)', () => {
    const store = createSessionStore(recordingJar({ id_token: 'tok', user_id: '7' }).jar);
    const before = store.getState();
    store.syncFromCookies();
    expect(store.getState()).toBe(before);
  });

  it('works over real browser cookies', () => {
    const store = createSessionStore(browserCookies);
    store.authenticate('browser-token', accountUser({ id: 5 }));
    expect(document.cookie).toContain('id_token=browser-token');
    expect(document.cookie).toContain('user_id=5');
    store.clear();
    expect(document.cookie).not.toContain('id_token=');
  });
});

describe('anonymous token cookie', () => {
  it('is written, read and removed', () => {
    expect(readAnonToken()).toBeUndefined();
    writeAnonToken('anon-1');
    expect(readAnonToken()).toBe('anon-1');
    removeAnonToken();
    expect(readAnonToken()).toBeUndefined();
  });

  it('is secure on https only', () => {
    expect(authCookieAttributes().secure).toBe(false);
  });
});
