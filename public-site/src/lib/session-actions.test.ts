import { describe, expect, it } from 'vitest';
import { createFakeApi } from '@/testing/fake-api';
import { accountUser } from '@/testing/fixtures';
import { createApiClient } from './api-client';
import { writeSessionCookies } from './cookies';
import { getFlag, setFlag } from './local-flags';
import { endSession, reloadSessionUser, startSession } from './session-actions';
import { createSessionStore } from './session-store';

function setup(routes: Parameters<typeof createFakeApi>[0]) {
  const fake = createFakeApi(routes);
  const session = createSessionStore();
  return { fake, session, api: createApiClient(session, fake.fetch) };
}

describe('session actions', () => {
  it('startSession stores the session and posts the login info with the new bearer', async () => {
    const { fake, session, api } = setup({ 'POST /users/7/update-login-info': { body: {} } });
    await startSession(api, session, { token: 'fresh', user: accountUser({ id: 7 }) });
    expect(session.getState().isAuthenticated).toBe(true);
    const [call] = fake.callsTo('POST /users/7/update-login-info');
    expect(call?.authorization).toBe('Bearer fresh');
  });

  it('reloading the user keeps the cookies when the load fails for another reason than 401', async () => {
    writeSessionCookies('tok', 7);
    const { session, api } = setup({ 'GET /users/7': { status: 500, body: { message: 'Internal Server Error' } } });
    session.syncFromCookies();
    await reloadSessionUser(api, session, 'nav-1');
    expect(session.getState()).toMatchObject({ isAuthenticated: true, userStatus: 'error', loadedFor: 'nav-1' });
    expect(document.cookie).toContain('id_token=tok');
  });

  it('reloading the user logs out locally on a 401', async () => {
    writeSessionCookies('revoked', 7);
    const { session, api } = setup({ 'GET /users/7': { status: 401, body: { message: 'Authentication required' } } });
    session.syncFromCookies();
    await reloadSessionUser(api, session, 'nav-1');
    expect(session.getState().isAuthenticated).toBe(false);
    expect(document.cookie).not.toContain('id_token');
  });

  it('reloading the user logs out locally when the API answers as to a stranger (token refused)', async () => {
    writeSessionCookies('revoked', 7);
    const { first_name, last_name, id } = accountUser({ id: 7 });
    const { session, api } = setup({ 'GET /users/7': { body: { id, first_name, last_name, followers_count: 0 } } });
    session.syncFromCookies();
    await reloadSessionUser(api, session, 'nav-1');
    expect(session.getState().isAuthenticated).toBe(false);
  });

  it('a successful reload records the user for that navigation', async () => {
    writeSessionCookies('tok', 7);
    const { session, api } = setup({ 'GET /users/7': { body: accountUser({ id: 7, first_name: 'Fresh' }) } });
    session.syncFromCookies();
    await reloadSessionUser(api, session, 'nav-2');
    expect(session.getState()).toMatchObject({ userStatus: 'ready', loadedFor: 'nav-2' });
    expect(session.getState().user?.first_name).toBe('Fresh');
  });

  it('endSession revokes the token, then clears cookies and stored flags even when the call fails', async () => {
    writeSessionCookies('tok', 7);
    setFlag('prevUrl', '/personal');
    setFlag('partnersignup29', '1');
    const { fake, session, api } = setup({ 'POST /logout': { status: 500, body: { message: 'oops' } } });
    session.syncFromCookies();
    await endSession(api, session);
    expect(fake.callsTo('POST /logout')[0]?.authorization).toBe('Bearer tok');
    expect(session.getState().isAuthenticated).toBe(false);
    expect(getFlag('prevUrl')).toBeUndefined();
    expect(getFlag('partnersignup29')).toBeUndefined();
  });
});
