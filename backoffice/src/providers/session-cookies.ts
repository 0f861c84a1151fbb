/**
 * The session the back-office shares with the public site on one origin:
 * the same `id_token` and `user_id` cookies, 365 days, path '/'.
 */
import Cookies from 'js-cookie';
import { AUTH_COOKIE_DAYS, AUTH_COOKIE_NAMES } from '@storyfund/shared/constants';
import type { Credentials } from '@storyfund/shared/transport';

export interface StoredSession {
  token: string;
  userId: string;
}

export interface SessionStore {
  /** The session, only when both cookies exist. */
  read(): StoredSession | undefined;
  save(token: string, userId: string | number): void;
  clear(): void;
}

const attributes = (): Cookies.CookieAttributes => ({
  expires: AUTH_COOKIE_DAYS,
  path: '/',
  sameSite: 'lax',
  secure: globalThis.location?.protocol === 'https:',
});

export const cookieSession: SessionStore = {
  read() {
    const token = Cookies.get(AUTH_COOKIE_NAMES.idToken);
    const userId = Cookies.get(AUTH_COOKIE_NAMES.userId);
    return token && userId ? { token, userId } : undefined;
  },
  save(token, userId) {
    Cookies.set(AUTH_COOKIE_NAMES.idToken, token, attributes());
    Cookies.set(AUTH_COOKIE_NAMES.userId, String(userId), attributes());
  },
  clear() {
    Cookies.remove(AUTH_COOKIE_NAMES.idToken, { path: '/' });
    Cookies.remove(AUTH_COOKIE_NAMES.userId, { path: '/' });
  },
};

/** What the transport reads on every request. */
export function credentialsOf(session: SessionStore): () => Credentials {
  return () => {
    const stored = session.read();
    return stored ? { token: stored.token, userId: stored.userId } : {};
  };
}
