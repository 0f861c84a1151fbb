/** The auth calls of spec §7 "Auth". Each takes the transport from the caller. */
import type { Transport } from '@storyfund/shared/transport';
import type { AuthAnswer, LoginBody, SignUpBody } from '@storyfund/shared/contract';

export function login(api: Transport, input: LoginBody): Promise<AuthAnswer> {
  return api.post<AuthAnswer>('/login', input, { auth: 'none' });
}

export function signup(api: Transport, input: SignUpBody): Promise<AuthAnswer> {
  return api.post<AuthAnswer>('/users', input, { auth: 'none' });
}

export function loginWithGoogle(api: Transport, credential: string): Promise<AuthAnswer> {
  return api.post<AuthAnswer>('/login/google', { credential }, { auth: 'none' });
}

export function loginWithFacebook(api: Transport, accessToken: string): Promise<AuthAnswer> {
  return api.post<AuthAnswer>('/login/facebook', { access_token: accessToken }, { auth: 'none' });
}
