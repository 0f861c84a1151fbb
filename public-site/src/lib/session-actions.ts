/** Session changes that talk to the API (spec §4). */
import type { Transport } from '@storyfund/shared/transport';
import type { AuthAnswer, SessionUser } from '@storyfund/shared/contract';
import { isStatus } from './errors';
import { clearFlags } from './local-flags';
import type { SessionStore } from './session-store';

/**
 * A login, signup, social login, claim or reset succeeded: store the token and user id,
 * update the shared state, then post the login info (failures there are not the user's problem).
 */
export function startSession(api: Transport, session: SessionStore, auth: AuthAnswer): Promise<void> {
  session.authenticate(auth.token, auth.user);
  return api
    .post(`/users/${auth.user.id}/update-login-info`, {})
    .then(() => undefined)
    .catch(() => undefined);
}

/**
 * The API answers a refused token as an anonymous caller, so GET /users/{own id} then comes
 * back with the public fields only (no email, no is_admin): the session is no longer valid.
 */
function isSessionShape(user: unknown): user is SessionUser {
  return typeof user === 'object' && user !== null && 'email' in user && 'is_admin' in user;
}

/**
 * Reloads the session user (each navigation). A failed load is ignored, except a 401 or a
 * public-only answer: the token is no longer valid, so the session ends here too.
 */
export async function reloadSessionUser(api: Transport, session: SessionStore, navigationKey: string): Promise<void> {
  const { isAuthenticated, userId } = session.getState();
  if (!isAuthenticated || userId === null) return;
  const token = session.currentToken();
  session.setUserStatus('loading');
  try {
    const user = await api.get<unknown>(`/users/${userId}`);
    if (isSessionShape(user)) session.setUser(user, navigationKey);
    else if (session.currentToken() === token) session.clear();
  } catch (err) {
    // Only forget the session the request was made with, not one started meanwhile.
    if (isStatus(err, 401) && session.currentToken() === token) session.clear();
    else session.setUserStatus('error', navigationKey);
  }
}

/** Revokes the token (a failure still logs out locally), then clears cookies and stored flags. */
export async function endSession(api: Transport, session: SessionStore): Promise<void> {
  if (session.getState().isAuthenticated) {
    try {
      await api.post('/logout');
    } catch {
      // Logging out locally is what the user asked for; the token expires on its own.
    }
  }
  session.clear();
  clearFlags();
}
