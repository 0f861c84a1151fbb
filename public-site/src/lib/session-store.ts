/**
 * The session (spec §4): logged in only when both the id_token and user_id cookies exist.
 * The cookies are the truth; the store adds the loaded user and notifies React.
 */
import type { Credentials } from '@storyfund/shared/transport';
import type { SessionUser } from '@storyfund/shared/contract';
import { browserCookies, readSessionCookies, removeSessionCookies, writeSessionCookies } from './cookies';
import type { CookieJar } from './cookies';

/** idle: nothing loaded yet; loading: a GET is under way; ready: loaded; error: the last load failed. */
type UserStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SessionState {
  isAuthenticated: boolean;
  userId: string | null;
  user: SessionUser | null;
  userStatus: UserStatus;
  /** The navigation (location key) the last finished load belongs to. */
  loadedFor: string | null;
  /** Set while a signup call runs. */
  registering: boolean;
}

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** For the transport: read on every request. */
  credentials(): Credentials;
  /** The token in the cookie now (undefined when logged out). */
  currentToken(): string | undefined;
  /** Login, signup, social login, claim or reset succeeded. */
  authenticate(token: string, user: SessionUser): void;
  setUser(user: SessionUser, loadedFor?: string): void;
  setUserStatus(status: UserStatus, loadedFor?: string): void;
  setRegistering(registering: boolean): void;
  /** Re-reads the cookies (another tab may have logged in or out). */
  syncFromCookies(): void;
  /** Logs out locally: cookies removed, user forgotten. */
  clear(): void;
}

export function createSessionStore(jar: CookieJar = browserCookies): SessionStore {
  const listeners = new Set<() => void>();

  function fromCookies(previous?: SessionState): SessionState {
    const { token, userId } = readSessionCookies(jar);
    const isAuthenticated = token !== undefined && userId !== undefined;
    const sameUser = isAuthenticated && previous?.userId === userId;
    return {
      isAuthenticated,
      userId: isAuthenticated ? userId : null,
      user: sameUser ? previous.user : null,
      userStatus: sameUser ? previous.userStatus : 'idle',
      loadedFor: sameUser ? previous.loadedFor : null,
      registering: previous?.registering ?? false,
    };
  }

  let state = fromCookies();

  function update(next: SessionState): void {
    const changed = (Object.keys(next) as (keyof SessionState)[]).some((key) => next[key] !== state[key]);
    if (!changed) return;
    state = next;
    for (const listener of listeners) listener();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    credentials: () => readSessionCookies(jar),
    currentToken: () => readSessionCookies(jar).token,
    authenticate(token, user) {
      writeSessionCookies(token, user.id, jar);
      update({ ...fromCookies(), user, userStatus: 'ready', loadedFor: null, registering: state.registering });
    },
    setUser(user, loadedFor) {
      if (!state.isAuthenticated || String(user.id) !== state.userId) return;
      update({ ...state, user, userStatus: 'ready', loadedFor: loadedFor ?? state.loadedFor });
    },
    setUserStatus(userStatus, loadedFor) {
      update({ ...state, userStatus, loadedFor: loadedFor ?? state.loadedFor });
    },
    setRegistering(registering) {
      update({ ...state, registering });
    },
    syncFromCookies() {
      update(fromCookies(state));
    },
    clear() {
      removeSessionCookies(jar);
      update({ ...fromCookies(), registering: false });
    },
  };
}
