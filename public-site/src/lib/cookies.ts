/** The auth cookies of spec §4: id_token, user_id and id_anontoken, 365 days, path '/'. */
import Cookies from 'js-cookie';
import { AUTH_COOKIE_DAYS, AUTH_COOKIE_NAMES } from '@storyfund/shared/constants';

export interface CookieAttributes {
  expires?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

/** What the session needs of a cookie store; js-cookie in the browser, a fake in tests. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes: CookieAttributes): void;
  remove(name: string, attributes: CookieAttributes): void;
}

export const browserCookies: CookieJar = {
  get: (name) => Cookies.get(name),
  set: (name, value, attributes) => {
    Cookies.set(name, value, attributes);
  },
  remove: (name, attributes) => Cookies.remove(name, attributes),
};

/** 365 days, the whole site, not sent on cross-site sub-requests, secure on https. */
export function authCookieAttributes(): CookieAttributes {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return { expires: AUTH_COOKIE_DAYS, path: '/', sameSite: 'Lax', secure };
}

function present(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

/** The guest account's token, kept after a gift made without logging in. */
export function readAnonToken(jar: CookieJar = browserCookies): string | undefined {
  return present(jar.get(AUTH_COOKIE_NAMES.anonToken));
}

export function writeAnonToken(token: string, jar: CookieJar = browserCookies): void {
  jar.set(AUTH_COOKIE_NAMES.anonToken, token, authCookieAttributes());
}

export function removeAnonToken(jar: CookieJar = browserCookies): void {
  jar.remove(AUTH_COOKIE_NAMES.anonToken, { path: '/' });
}

export function readSessionCookies(jar: CookieJar = browserCookies): { token?: string; userId?: string } {
  const token = present(jar.get(AUTH_COOKIE_NAMES.idToken));
  const userId = present(jar.get(AUTH_COOKIE_NAMES.userId));
  return { ...(token ? { token } : {}), ...(userId ? { userId } : {}) };
}

export function writeSessionCookies(token: string, userId: string | number, jar: CookieJar = browserCookies): void {
  const attributes = authCookieAttributes();
  jar.set(AUTH_COOKIE_NAMES.idToken, token, attributes);
  jar.set(AUTH_COOKIE_NAMES.userId, String(userId), attributes);
}

export function removeSessionCookies(jar: CookieJar = browserCookies): void {
  jar.remove(AUTH_COOKIE_NAMES.idToken, { path: '/' });
  jar.remove(AUTH_COOKIE_NAMES.userId, { path: '/' });
}
