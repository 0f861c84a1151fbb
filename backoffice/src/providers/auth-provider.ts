/**
 * Sign-in for the back-office, sharing the public site's session cookies.
 * Only staff get in (admins, and the sales team for its pages), and only after a freshly fetched user says so
 * (spec §5). `getPermissions` answers 'admin' or 'sales'; the menu and the pages read it (docs/backoffice.md).
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import { isHttpError } from '@storyfund/shared/transport';
import type { Transport } from '@storyfund/shared/transport';
import type { AuthAnswer, SessionUser } from '@storyfund/shared/contract';
import { isStaff } from '@storyfund/shared/roles';
import { toAdminError } from './api-errors.js';
import { apiTransport } from './api-transport.js';
import { cookieSession } from './session-cookies.js';
import type { SessionStore } from './session-cookies.js';

export const NOT_ADMIN_MESSAGE =
  'The back-office is for Storyfund administrators only, and the sales team. Please sign in with a staff account.';

/** What the signed-in member of staff may reach: everything (admin), or the sales pages and the reports (sales). */
export type StaffPermissions = 'admin' | 'sales';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** Statuses that mean the stored session is no good (bad token, unknown or malformed user id). */
const DEAD_SESSION = new Set([400, 401, 404, 422]);

type AdminUser = Pick<SessionUser, 'id' | 'first_name' | 'last_name' | 'email' | 'photo_url' | 'is_admin'> &
  Partial<Pick<SessionUser, 'is_sales'>>;

function fullName(user: Pick<AdminUser, 'first_name' | 'last_name' | 'email'>): string {
  return `${user.first_name} ${user.last_name}`.trim() || (user.email ?? '');
}

export function createAuthProvider(transport: Transport, session: SessionStore = cookieSession): AuthProvider {
  /** The request in flight, and for which session, so a sign-in never reuses another user's answer. */
  let pending: { key: string; user: Promise<AdminUser> } | undefined;
  /**
   * Set when the back-office turned a session away without it being dead (a
   * non-admin, or the API out of reach): react-admin's logout that follows
   * then leaves the public site's session alone.
   */
  let keepSessionOnLogout = false;

  /** The signed-in user, fetched afresh; concurrent callers share one request. */
  function fetchUser(): Promise<AdminUser> {
    const stored = session.read();
    if (!stored) return Promise.reject(new Error(SESSION_ENDED_MESSAGE));
    const key = `${stored.userId}:${stored.token}`;
    if (pending?.key !== key) {
      const request = { key, user: transport.get<AdminUser>(`users/${encodeURIComponent(stored.userId)}`) };
      pending = request;
      const forget = () => {
        if (pending === request) pending = undefined;
      };
      request.user.then(forget, forget);
    }
    return pending.user;
  }

  return {
    async login({ username, password, bot_token }: { username: string; password: string; bot_token?: string }) {
      keepSessionOnLogout = false;
      let auth: AuthAnswer;
      try {
        const body = bot_token === undefined ? { email: username, password } : { email: username, password, bot_token };
        auth = await transport.post<AuthAnswer>('login', body, { auth: 'none' });
      } catch (error) {
        // The API's words, with its field errors kept (the sign-in form shows a refused bot-check token under the widget).
        throw toAdminError(error);
      }
      if (!isStaff(auth.user)) {
        // Never keep a non-staff user's new token: revoke it and leave the cookies as they were.
        await transport.post('logout', undefined, { token: auth.token }).catch(() => undefined);
        throw new Error(NOT_ADMIN_MESSAGE);
      }
      session.save(auth.token, auth.user.id);
      await transport.post(`users/${auth.user.id}/update-login-info`, {}).catch(() => undefined);
    },

    async checkAuth() {
      keepSessionOnLogout = false;
      // No session at all: straight to the login page, nothing to announce.
      if (!session.read()) throw { message: false };
      let user: AdminUser;
      try {
        user = await fetchUser();
      } catch (error) {
        const dead = isHttpError(error) && DEAD_SESSION.has(error.status);
        keepSessionOnLogout = !dead;
        throw new Error(dead ? SESSION_ENDED_MESSAGE : `The back-office cannot reach the server: ${(error as Error).message}`, {
          cause: error,
        });
      }
      if (!isStaff(user)) {
        keepSessionOnLogout = true;
        throw new Error(NOT_ADMIN_MESSAGE);
      }
    },

    async logout() {
      if (keepSessionOnLogout) {
        keepSessionOnLogout = false;
        return;
      }
      if (session.read()) await transport.post('logout').catch(() => undefined);
      session.clear();
    },

    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        keepSessionOnLogout = false;
        throw new Error(SESSION_ENDED_MESSAGE);
      }
      // 403 and the rest: stay signed in, the page shows the error.
    },

    async getIdentity(): Promise<UserIdentity> {
      const user = await fetchUser();
      const identity: UserIdentity = { id: user.id, fullName: fullName(user), email: user.email };
      if (user.photo_url) identity.avatar = user.photo_url;
      return identity;
    },

    /** No session (or a dead one): no permissions; checkAuth sends the visitor to the sign-in page. */
    async getPermissions(): Promise<StaffPermissions | undefined> {
      if (!session.read()) return undefined;
      const user = await fetchUser().catch(() => undefined);
      if (!user) return undefined;
      return user.is_admin ? 'admin' : 'sales';
    },
  };
}

export const authProvider = createAuthProvider(apiTransport);
