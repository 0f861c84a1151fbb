import { afterEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { cookieSession, credentialsOf } from './session-cookies.js';

afterEach(() => {
  cookieSession.clear();
  vi.restoreAllMocks();
});

describe('cookieSession: the cookies the public site uses', () => {
  it('writes id_token and user_id for 365 days on path /', () => {
    const set = vi.spyOn(Cookies, 'set');
    cookieSession.save('tok', 7);
    expect(document.cookie).toContain('id_token=tok');
    expect(document.cookie).toContain('user_id=7');
    expect(set).toHaveBeenCalledWith('id_token', 'tok', expect.objectContaining({ expires: 365, path: '/' }));
    expect(set).toHaveBeenCalledWith('user_id', '7', expect.objectContaining({ expires: 365, path: '/' }));
  });

  it('is a session only when both cookies exist', () => {
    expect(cookieSession.read()).toBeUndefined();
    Cookies.set('id_token', 'tok', { path: '/' });
    expect(cookieSession.read()).toBeUndefined();
    Cookies.set('user_id', '7', { path: '/' });
    expect(cookieSession.read()).toEqual({ token: 'tok', userId: '7' });
    expect(credentialsOf(cookieSession)()).toEqual({ token: 'tok', userId: '7' });
  });

  it('clear removes both', () => {
    cookieSession.save('tok', 7);
    cookieSession.clear();
    expect(document.cookie).not.toContain('id_token');
    expect(document.cookie).not.toContain('user_id');
    expect(credentialsOf(cookieSession)()).toEqual({});
  });
});
